const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2025-03-29" → "March 29, 2025". Spelled out rather than left to Intl, so the prerendered page and
 * every browser show the same words whatever their locale data.
 */
export function formatNewsDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${isoDate}`);
  return `${name} ${day}, ${year}`;
}

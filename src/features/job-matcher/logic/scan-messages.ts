/** How long the simulated scan takes (spec §4, §9). */
export const SCAN_DELAY_MS = 2000;

/** The spec's words for the scan (§4, §8), in one place. */
export const SCAN_MESSAGES = {
  noFileTitle: "No file selected",
  noFileDescription: "Please upload your CV first",
  doneTitle: "CV Scan Complete",
  scanning: "Scanning your CV for matching jobs.",
} as const;

/** The scan toast's description, counting the listings found: "Found 5 matching job opportunities." */
export function scanCompleteMessage(count: number): string {
  return `Found ${count} matching job ${count === 1 ? "opportunity" : "opportunities"}.`;
}

/** What the live region says about the listings on screen, as the search narrows them. */
export function resultCountMessage(count: number): string {
  if (count === 0) return "No matching jobs shown.";
  return count === 1 ? "1 matching job shown." : `${count} matching jobs shown.`;
}

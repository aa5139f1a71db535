/**
 * Whether a news item's event is still to come on `today` (both ISO dates, today in Seychelles: see
 * src/lib/seychelles-date.ts): the event's own day counts as upcoming, the day after does not.
 */
export function isUpcoming(eventDate: string | undefined, today: string): boolean {
  // ISO dates of the same length sort as text.
  return eventDate !== undefined && eventDate >= today;
}

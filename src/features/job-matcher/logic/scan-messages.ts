import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";

/** How long the simulated scan takes (spec §4, §9). */
export const SCAN_DELAY_MS = 2000;

/** The spec's words for the scan (§4, §8), in one place. */
export const SCAN_MESSAGES = {
  noFileTitle: m.jobs_no_file_title(),
  noFileDescription: m.jobs_no_file_description(),
  doneTitle: m.jobs_scan_done_title(),
  scanning: m.jobs_scanning_status(),
} as const;

/** The scan toast's description, counting the listings found: "Found 5 matching job opportunities." */
export function scanCompleteMessage(count: number): string {
  const inputs = { count: formatNumber(count) };
  return takesSingular(count) ? m.jobs_scan_found_one(inputs) : m.jobs_scan_found_other(inputs);
}

/** What the live region says about the listings on screen, as the search narrows them. */
export function resultCountMessage(count: number): string {
  if (count === 0) return m.jobs_shown_none();
  const inputs = { count: formatNumber(count) };
  return takesSingular(count) ? m.jobs_shown_one(inputs) : m.jobs_shown_other(inputs);
}

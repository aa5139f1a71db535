import type { Fit, KeptSource } from "@/alerts/kept-cv";
import type { OpenListing } from "@/alerts/open-listings";
import { fitsAmong, readMatchIndex } from "@/alerts/score-new";

/*
 * The new listings scored on the page: loaded with import() only when the list has something new,
 * with the Job Matcher's engine (src/matching) and its match index. The index's address is named by
 * its bytes: the service worker keeps it after the first use (its lazy cache), as the Job Matcher's
 * page does.
 */
export async function scoreOnPage(
  indexAddress: string,
  source: KeptSource,
  today: string,
  listings: OpenListing[],
): Promise<Fit[]> {
  const response = await fetch(indexAddress);
  if (!response.ok) return [];
  const index = readMatchIndex(await response.json());
  return index ? fitsAmong(index, source, today, listings) : [];
}

import type { CvProfile } from "./cv-profile.ts";
import { blend, FITTED_WEIGHTS } from "./blend.ts";
import { explain, type ListingMatch } from "./explain.ts";
import { listingFeatures } from "./features.ts";
import type { PreparedIndex } from "./prepare-index.ts";

/*
 * One listing's figure and its reasons for one CV: the features, blend and explanation stages in a
 * row (./match-cv.ts runs them for every listing). Kept for the modules that import the result's
 * types from here.
 */

export type { Background, ListingMatch, RequirementResult } from "./explain.ts";

/** One listing's figure and its reasons for this CV. */
export function scoreListing(id: string, profile: CvProfile, prepared: PreparedIndex): ListingMatch {
  const features = listingFeatures(id, profile, prepared);
  return explain(features, blend(features, FITTED_WEIGHTS), profile, prepared);
}

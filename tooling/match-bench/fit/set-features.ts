// The labelled set as the fit and the bench's cross-validation read it: every CV's parts for every
// listing (src/matching/features.ts), computed by the engine exactly as the phone computes them, with
// the labels beside them. Node only (it builds the index from the ESCO extract).
import { buildMatchIndex, type ListingForIndex } from "@/matching/build-index";
import { cvFeatures } from "@/matching/match-cv";
import type { ListingFeatures } from "@/matching/features";
import type { MatchIndex } from "@/matching/match-index";
import { prepareIndex, type PreparedIndex } from "@/matching/prepare-index";
import { readTaxonomy } from "../../../src/content/jobs/taxonomy.server";
import { BENCH_DAY } from "../engine-browser";
import type { BenchCv, Label, Listing } from "../scorer";

export function setIndex(listings: readonly Listing[]): MatchIndex {
  const forIndex: ListingForIndex[] = listings.map((listing) => ({
    id: listing.id,
    posted: listing.posted,
    en: listing.text.en,
    fr: listing.text.fr,
    crs: listing.text.crs,
  }));
  return buildMatchIndex(forIndex, readTaxonomy()).index;
}

export type CvFeatures = { cv: BenchCv; label: Label; features: ListingFeatures[] };

/** Every CV's parts for every listing, in the listings' order. */
export function setFeatures(
  prepared: PreparedIndex,
  listings: readonly Listing[],
  cvs: readonly BenchCv[],
  labels: ReadonlyMap<string, Label>,
): CvFeatures[] {
  return cvs.map((cv) => {
    const label = labels.get(cv.id);
    if (!label) throw new Error(`No label for ${cv.id}`);
    const source = cv.stored ? { kind: "stored" as const, cv: cv.stored } : { kind: "text" as const, text: cv.text };
    const byId = new Map(cvFeatures(prepared, source, BENCH_DAY).features.map((f) => [f.id, f]));
    return { cv, label, features: listings.map((listing) => byId.get(listing.id)!) };
  });
}

export { prepareIndex };

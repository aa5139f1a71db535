// The classic keyword matcher, for comparison: TF-IDF with cosine similarity (../tfidf.ts) of the CV's
// words against each listing's title, description and requirements. Two variants, both shown, so no
// choice between them hides a weakness: the listing in its three languages at once (a Kreol CV meets
// the Kreol words, an English CV the English ones), and the listing in the CV's own language only.
import type { BenchCv, BenchFile, Language, Listing, ListingText, Scorer } from "../scorer";
import { buildIndex, rankByCosine, type TfidfIndex } from "../tfidf";
import { tokens } from "../text-tokens";

const LISTING_LANGUAGES: readonly Language[] = ["crs", "fr", "en"];

const words = (text: ListingText) => [text.title, text.description, ...text.requirements].join("\n");

/** What a phone would download to run it: the listings' words in the three languages. */
function listingWords(listings: Listing[]): Promise<BenchFile[]> {
  const data = listings.map(({ id, text }) => ({ id, text }));
  return Promise.resolve([{ name: "listings-words.json", bytes: new TextEncoder().encode(JSON.stringify(data)) }]);
}

const rankFor = (index: TfidfIndex, cv: BenchCv) => rankByCosine(index, tokens(cv.text)).map(({ id }) => id);

export const tfidfAllLanguages: Scorer<TfidfIndex> = {
  name: "TF-IDF, listing in 3 languages",
  baseline: true,
  prepare: (listings) =>
    buildIndex(
      listings.map((listing) => ({
        id: listing.id,
        tokens: tokens(LISTING_LANGUAGES.map((language) => words(listing.text[language])).join("\n")),
      })),
    ),
  rank: rankFor,
  browser: { moduleUrl: import.meta.url, exportName: "tfidfAllLanguages" },
  download: listingWords,
};

export const tfidfCvLanguage: Scorer<Record<Language, TfidfIndex>> = {
  name: "TF-IDF, listing in the CV's language",
  baseline: true,
  prepare: (listings) =>
    Object.fromEntries(
      LISTING_LANGUAGES.map((language) => [
        language,
        buildIndex(listings.map((listing) => ({ id: listing.id, tokens: tokens(words(listing.text[language])) }))),
      ]),
    ) as Record<Language, TfidfIndex>,
  rank: (indexes, cv) => rankFor(indexes[cv.language], cv),
  browser: { moduleUrl: import.meta.url, exportName: "tfidfCvLanguage" },
  download: listingWords,
};

/** The scorers of this file, for the bench (every file of scorers/ exports its list as `scorers`). */
export const scorers: Scorer[] = [tfidfAllLanguages as Scorer, tfidfCvLanguage as Scorer];

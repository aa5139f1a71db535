import { describe, expect, it } from "vitest";
import { jobListings } from "../job-listings";
import { listingTexts as crs } from "./crs";
import { listingTexts as en } from "./en";
import { listingTexts as fr } from "./fr";

/*
 * The listings' words live in one module per language (only the build's own is bundled), so the
 * message catalogue's check does not see them: this is that check for them.
 */
describe.each([
  ["fr", fr],
  ["crs", crs],
])("the listings in %s", (_, texts) => {
  it("have every listing, each with one text per requirement, none empty", () => {
    expect(Object.keys(texts.listings).toSorted()).toEqual(Object.keys(en.listings).toSorted());
    for (const listing of jobListings) {
      const words = texts.listings[listing.id];
      expect({ id: listing.id, requirements: words.requirements.length }).toEqual({
        id: listing.id,
        requirements: listing.requirements.length,
      });
      for (const text of [words.title, words.description, words.posted, ...words.requirements]) {
        expect(text.trim()).not.toBe("");
      }
    }
  });

  it("are translated: no title, description or requirement is the English one", () => {
    expect(texts.governmentSource).not.toBe(en.governmentSource);
    for (const listing of jobListings) {
      const words = texts.listings[listing.id];
      const english = en.listings[listing.id];
      expect(words.title).not.toBe(english.title);
      expect(words.description).not.toBe(english.description);
      words.requirements.forEach((text, index) => expect(text).not.toBe(english.requirements[index]));
    }
  });
});

describe("the listings in English", () => {
  it("have one text per requirement, the spec's titles in its order", () => {
    expect(jobListings.map((listing) => listing.title)).toEqual(Object.values(en.listings).map((words) => words.title));
    for (const listing of jobListings) {
      expect(listing.requirements.map((requirement) => requirement.text)).toEqual(en.listings[listing.id].requirements);
    }
  });
});

import path from "node:path";
import { loadContent } from "../load-content.server";
import { jobs } from "./collection.server";
import { matchIndexAddress } from "./match-index.server";
import { openListings } from "./open-listings.server";

const fixtures = path.resolve(import.meta.dirname, "../../../e2e/fixtures/content");

describe("the list of open listings the jobs collection writes", { timeout: 30_000 }, () => {
  const { byLocale } = loadContent(fixtures);
  const everyLanguage = { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs };

  it("holds the listings open on the day of the build, newest first, in the page's language, with their index", () => {
    expect(openListings(byLocale.en.jobs, "2026-05-28", "/assets/match-index-x.json")).toEqual({
      version: 1,
      index: "/assets/match-index-x.json",
      listings: [
        ["t2", "harbour-clerk", "Harbour Records Clerk", "2026-06-30"],
        ["t1", "beach-cafe-assistant", "Beach Café Assistant", "2026-05-30"],
      ],
    });
    expect(openListings(byLocale.fr.jobs, "2026-05-28", "/fr/assets/match-index-x.json").listings[0]![2]).toBe(
      byLocale.fr.jobs.find((job) => job.id === "t2")!.title,
    );
  });

  it("is written beside each language's job pages, pointing at that language's copy of the index", async () => {
    const env = { contentDir: fixtures, photoCacheDir: false as const };
    for (const [locale, fileName] of [
      ["en", "jobs/open.json"],
      ["fr", "fr/jobs/open.json"],
      ["crs", "crs/jobs/open.json"],
    ] as const) {
      const emitted = await jobs.emits!(byLocale[locale].jobs, { ...env, locale }, everyLanguage, byLocale);
      const file = emitted.find((f) => f.fileName === fileName);
      expect(file && "source" in file && JSON.parse(String(file.source)).index).toBe(
        matchIndexAddress(everyLanguage, locale),
      );
    }
  });
});

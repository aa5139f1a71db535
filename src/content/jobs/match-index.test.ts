import path from "node:path";
import { loadContent } from "../load-content.server";
import { jobs, matchIndexForJobsFolder } from "./collection.server";
import { matchIndexAddress, matchIndexFile } from "./match-index.server";

/** The dates tests' own content set: three listings, one requirement the matcher cannot understand. */
const fixtures = path.resolve(import.meta.dirname, "../../../e2e/fixtures/content");

it("makes the index of a folder of listings in the content format, without the rest of content/", () => {
  const { index, warnings } = matchIndexForJobsFolder(path.join(fixtures, "jobs"));
  expect(Object.keys(index.listings)).toEqual(["t1", "t2", "t3"]);
  expect(index.listings.t1!.requirements[0]).toMatchObject({ kind: "experience", years: null });
  // 'Friendly with crowds' is not understood: a warning, and the listing is still indexed.
  expect(warnings).toEqual([{ listing: "t3", kind: "requirement", index: 0, text: "Friendly with crowds" }]);
}, 30_000); // the index takes a few seconds to make

describe("the index file the jobs collection writes", { timeout: 30_000 }, () => {
  const { byLocale } = loadContent(fixtures);
  const everyLanguage = { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs };

  it("is the same file in every language's assets, named by its bytes, with every listing and none of their pages", async () => {
    const file = matchIndexFile(everyLanguage);
    expect(file.fileName).toMatch(/^assets\/match-index-[0-9a-f]{10}\.json$/);
    const index = JSON.parse(file.source) as { listings: Record<string, { requirements: unknown[] }> };
    expect(Object.keys(index.listings)).toEqual(["t1", "t2", "t3"]);
    expect(index.listings.t2!.requirements).toHaveLength(byLocale.en.jobs[1]!.requirements.length);

    const env = { contentDir: fixtures, photoCacheDir: false as const };
    for (const locale of ["en", "fr", "crs"] as const) {
      const emitted = await jobs.emits!(byLocale[locale].jobs, { ...env, locale }, everyLanguage, byLocale);
      expect(emitted.filter((f) => f.fileName.includes("match-index"))).toEqual([file]);
    }
    expect(matchIndexAddress(everyLanguage, "en")).toBe(`/${file.fileName}`);
    expect(matchIndexAddress(everyLanguage, "fr")).toBe(`/fr/${file.fileName}`);
  });

  it("changes its name when a listing's words change", () => {
    const changed = {
      ...everyLanguage,
      crs: everyLanguage.crs.map((job) => ({ ...job, requirements: [{ text: "Lisans pour kondir" }] })),
    };
    expect(matchIndexFile(changed).fileName).not.toBe(matchIndexFile(everyLanguage).fileName);
  });

  it("comes with a warning in the staff's words for each requirement the matcher cannot understand", () => {
    expect(jobs.warnings!(everyLanguage, fixtures)).toEqual([
      'e2e/fixtures/content/jobs/t3-festival-steward.yaml: requirement 1 ("Friendly with crowds"): the Job Matcher cannot tell what a CV must show for it and only looks for its words. Write it more plainly, such as "Two years as a cook", "Certificate in food hygiene", "Driving licence", "English and French" or "Willing to work weekends".',
    ]);
  });
});

import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "./jobs/collection.server";
import { loadContent } from "./load-content.server";
import { news } from "./news/collection.server";
import { itemPage, pagesOf } from "./page-data.server";

/** The date tests' own content set (e2e/fixtures/content): listings with closing days, an item with an event. */
const fixtures = path.resolve(import.meta.dirname, "../../e2e/fixtures/content");
const env = { contentDir: fixtures, locale: "fr" as const };

const before = { BUILD_DAY: process.env.BUILD_DAY };
afterEach(() => {
  if (before.BUILD_DAY === undefined) delete process.env.BUILD_DAY;
  else process.env.BUILD_DAY = before.BUILD_DAY;
});

describe("what an item's page gets", () => {
  it("is the item's own fields in the page's language: dates and pay as the file writes them", async () => {
    const [cafe] = loadContent(fixtures).byLocale.fr.jobs;
    const page = await jobs.pages.page(cafe!, env);
    expect(page).toMatchObject({
      id: "t1",
      type: "Part-time",
      closes: "2026-05-30",
      salary: { min: expect.any(Number) },
    });
    expect(Object.keys(page).filter((key) => /Text$|Iso$|Range$/.test(key))).toEqual([]);
  });

  it("has a job's requirements' words, never the words the Job Matcher looks for in a CV", async () => {
    const [cafe] = loadContent(fixtures).content.jobs;
    const page = await jobs.pages.page(cafe!, env);
    for (const requirement of page.requirements) expect(Object.keys(requirement)).toEqual(["text"]);
    // e2e/fixtures/content/jobs/t1-beach-cafe-assistant.yaml: a word of its first requirement's cv_words.
    expect(JSON.stringify(page)).not.toContain("barista");
  });

  it("marks a listing closed on the day of the build (BUILD_DAY), so its HTML has no JobPosting", async () => {
    const [cafe, clerk] = loadContent(fixtures).content.jobs;
    process.env.BUILD_DAY = "2026-05-31";
    expect(await jobs.pages.page(cafe!, env)).toMatchObject({ closes: "2026-05-30", closedAtBuild: true });
    expect(await jobs.pages.page(clerk!, env)).not.toHaveProperty("closedAtBuild");
    process.env.BUILD_DAY = "2026-05-30";
    expect(await jobs.pages.page(cafe!, env)).not.toHaveProperty("closedAtBuild");
  });

  it("marks a listing with no closing day stale when the build's day is more than 60 days after it went up", async () => {
    const [cafe] = loadContent(fixtures).content.jobs;
    // e2e/fixtures/content/jobs/t1-beach-cafe-assistant.yaml went up on 2026-05-18; here without its closing day.
    const { closes: _closes, ...open } = cafe!;
    process.env.BUILD_DAY = "2026-07-17"; // 60 days on
    expect(await jobs.pages.page(open, env)).not.toHaveProperty("staleAtBuild");
    process.env.BUILD_DAY = "2026-07-18"; // 61 days on
    expect(await jobs.pages.page(open, env)).toMatchObject({ staleAtBuild: true });
    expect(await jobs.pages.page(open, env)).not.toHaveProperty("closedAtBuild");
    // With its closing day it is never stale, only closed once that day has passed.
    expect(await jobs.pages.page(cafe!, env)).not.toHaveProperty("staleAtBuild");
  });

  it("gives the sitemap a listing's latest day: its closing day, else the day it went up", () => {
    const [cafe] = loadContent(fixtures).content.jobs;
    const { closes: _closes, ...open } = cafe!;
    expect(jobs.pages.lastmod?.(cafe!)).toBe("2026-05-30");
    expect(jobs.pages.lastmod?.(open)).toBe("2026-05-18");
    expect(jobs.pages.lastmod?.({ ...cafe!, closes: "2026-05-01" })).toBe("2026-05-18");
  });

  it("keeps a news item's event day as written", async () => {
    const [office, beach] = loadContent(fixtures).byLocale.crs.news;
    expect(await news.pages.page(office!, env)).not.toHaveProperty("event_date");
    expect(await news.pages.page(beach!, env)).toMatchObject({ event_date: "2026-06-14" });
  });
});

describe("the item pages' loader", () => {
  it("gives a page its own item, from the site's content", async () => {
    const [first] = await pagesOf(news);
    expect(await itemPage(news, first!.slug)).toEqual(first);
  });

  it("answers 404 for a slug no item has, the section's 404 document's among them", async () => {
    for (const slug of ["no-such-item", "404", undefined, ""])
      await expect(itemPage(jobs, slug)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentPlugin } from "./vite-plugin.ts";

/** The date tests' own content set (e2e/fixtures/content): listings with closing days, an item with an event. */
const fixtures = path.resolve(import.meta.dirname, "../../e2e/fixtures/content");

async function served<T = Record<string, unknown>[]>(locale: string, collection: string): Promise<T> {
  const load = contentPlugin({ locale, photoCacheDir: false }).load as unknown as (
    id: string,
  ) => Promise<string> | string;
  const code = await load(`\0virtual:content/${collection}`);
  return JSON.parse(code.replace(/^export default /, "").replace(/;\n$/, "")) as T;
}

// Tests that read the fixtures set CONTENT_DIR; each test starts from the environment as it was.
const before = process.env.CONTENT_DIR;
afterEach(() => {
  if (before === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = before;
});

describe("the content plugin's dates", () => {
  it("reads the folder CONTENT_DIR names, and serves a listing's closing day with its words in each language", async () => {
    process.env.CONTENT_DIR = fixtures;
    const [cafe, clerk] = await served("en", "jobs");
    expect(cafe).toMatchObject({ id: "t1", type: "Part-time", closes: "2026-05-30", closesText: "30 May 2026" });
    expect(clerk).toMatchObject({ closes: "2026-06-30", closesText: "30 June 2026", postedText: "25 May 2026" });
    expect((await served("fr", "jobs"))[0]).toMatchObject({ closesText: "30\u00A0mai\u00A02026" });
    expect((await served("crs", "jobs"))[1]).toMatchObject({ closesText: "30 Zen 2026", postedText: "25 Me 2026" });
  });

  it("serves a news item's event day with its words, and none for an item without one", async () => {
    process.env.CONTENT_DIR = fixtures;
    const [office, beach, fair] = await served("en", "news");
    expect(office).not.toHaveProperty("eventDateText");
    expect(beach).toMatchObject({ event_date: "2026-06-14", eventDateText: "14 June 2026" });
    expect(fair).toMatchObject({ event_date: "2026-07-11", eventDateText: "11 July 2026" });
    const [, crsBeach, crsFair] = await served("crs", "news");
    expect(crsBeach).toMatchObject({ eventDateText: "14 Zen 2026" });
    expect(crsFair).toMatchObject({ dateText: "2 Zen 2026", eventDateText: "11 Zilyet 2026" });
  });

  it("serves closing words exactly for the listings with a closing day (the site's own content)", async () => {
    delete process.env.CONTENT_DIR;
    for (const listing of await served("en", "jobs")) {
      expect("closesText" in listing).toBe("closes" in listing);
    }
  });
});

describe("the content plugin's listings", () => {
  it("serves the requirements as words only, and the match index apart, with every listing", async () => {
    process.env.CONTENT_DIR = fixtures;
    const listings = await served<{ id: string; requirements: Record<string, unknown>[] }[]>("fr", "jobs");
    const index = await served<{ listings: Record<string, { requirements: unknown[] }> }>("fr", "match-index");
    expect(Object.keys(index.listings)).toEqual(listings.map((listing) => listing.id));
    for (const listing of listings) {
      for (const requirement of listing.requirements) expect(Object.keys(requirement)).toEqual(["text"]);
      expect(index.listings[listing.id]!.requirements).toHaveLength(listing.requirements.length);
    }
    // e2e/fixtures/content/jobs/t1-beach-cafe-assistant.yaml: "Experience serving customers".
    expect(index.listings.t1!.requirements[0]).toMatchObject({ kind: "experience", years: null });
  }, 60_000);
});

import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentPlugin } from "./vite-plugin.ts";

/** The date tests' own content set (e2e/fixtures/content): listings with closing days, an item with an event. */
const fixtures = path.resolve(import.meta.dirname, "../../e2e/fixtures/content");

async function served(locale: string, collection: string): Promise<Record<string, unknown>[]> {
  const load = contentPlugin({ locale, photoCacheDir: false }).load as unknown as (
    id: string,
  ) => Promise<string> | string;
  const code = await load(`\0virtual:content/${collection}`);
  return JSON.parse(code.replace(/^export default /, "").replace(/;\n$/, "")) as Record<string, unknown>[];
}

describe("the content plugin's dates", () => {
  const before = process.env.CONTENT_DIR;
  afterEach(() => {
    if (before === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = before;
  });

  it("reads the folder CONTENT_DIR names, and serves a listing's closing day with its words, day first", async () => {
    process.env.CONTENT_DIR = fixtures;
    const [cafe, clerk] = await served("en", "jobs");
    expect(cafe).toMatchObject({ id: "t1", type: "Part-time", closes: "2026-05-30", closesText: "30 May 2026" });
    expect(clerk).toMatchObject({ closes: "2026-06-30", closesText: "30 June 2026", postedText: "May 25, 2026" });
    expect((await served("fr", "jobs"))[0]).toMatchObject({ closesText: "30 mai 2026" });
  });

  it("serves a news item's event day with its words, and none for an item without one", async () => {
    process.env.CONTENT_DIR = fixtures;
    const [office, beach] = await served("en", "news");
    expect(office).not.toHaveProperty("eventDateText");
    expect(beach).toMatchObject({ event_date: "2026-06-14", eventDateText: "14 June 2026" });
    expect((await served("crs", "news"))[1]).toMatchObject({ eventDateText: "14 juin 2026" });
  });

  it("serves closing words exactly for the listings with a closing day (the site's own content)", async () => {
    delete process.env.CONTENT_DIR;
    for (const listing of await served("en", "jobs")) {
      expect("closesText" in listing).toBe("closes" in listing);
    }
  });
});

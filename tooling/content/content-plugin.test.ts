import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "./load-content";
import { contentPlugin } from "./vite-plugin";
import { picture } from "../images/test-pictures";
import {
  LANGUAGES,
  contentDir,
  goodNews,
  newsFile,
  newsTranslation,
  root,
  served,
  write,
  writeContentFolderEachTest,
} from "./test-content-folder";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
writeContentFolderEachTest();

describe("the content plugin", () => {
  it("stops the build with the problems", () => {
    write("news/one.md", newsFile("id: 1\ndate: 2025-03-29\ndescription: x\nimage: y"));
    const plugin = contentPlugin({ contentDir });
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => void;
    expect(() => buildStart.call(context)).toThrow("content/news/one.md (news item 1): title: is missing");
  });

  it("serves a collection as plain data, with no parser", async () => {
    const plugin = contentPlugin({ contentDir });
    const resolveId = plugin.resolveId as unknown as (id: string) => string | undefined;
    const load = plugin.load as unknown as (id: string) => string;
    const id = resolveId("virtual:content/news");
    expect(id).toBe("\0virtual:content/news");
    expect(resolveId("virtual:content/secrets")).toBeUndefined();
    const code = await load(id!);
    expect(code).toMatch(/^export default \[\{"id":1,"title":"News 1","date":"2025-03-29"/);
  });

  it("serves the English exactly as loadContent reads it, with or without the locale", () => {
    const { content } = loadContent(contentDir);
    for (const plugin of [contentPlugin({ contentDir }), contentPlugin({ contentDir, locale: "en" })]) {
      const load = plugin.load as unknown as (id: string) => string;
      expect(load("\0virtual:content/help")).toBe(`export default ${JSON.stringify(content.help)};\n`);
    }
  });

  it("serves a French build the French words only, in the same shape", async () => {
    const load = contentPlugin({ contentDir, locale: "fr" }).load as unknown as (id: string) => string;
    const code = (
      await Promise.all(["news", "help", "services"].map((collection) => load(`\0virtual:content/${collection}`)))
    ).join("");
    expect(code).toContain('"title":"News 1 (fr)"');
    expect(code).toContain('"content":["The text in fr.","A second paragraph in fr."]');
    expect(code).toContain('"name":"Office g1"');
    expect(code).not.toContain("crs");
    expect(code).not.toContain("A first paragraph of news.");
    expect(code).not.toContain("Helps people.");
  });

  it("serves dates and pay already written in the build's language, beside the values", async () => {
    const [enNews, frNews, crsNews] = await Promise.all(["en", "fr", "crs"].map((locale) => served(locale, "news")));
    expect(enNews?.map((item) => [item.date, item.dateText])).toEqual([
      ["2025-03-29", "29 March 2025"],
      ["2025-04-03", "3 April 2025"],
    ]);
    expect(frNews?.map((item) => item.dateText)).toEqual(["29\u00A0mars\u00A02025", "3\u00A0avril\u00A02025"]);
    expect(crsNews?.map((item) => item.dateText)).toEqual(["29 Mars 2025", "3 Avril 2025"]);

    const [enJob] = await served("en", "jobs");
    expect(enJob).toMatchObject({
      posted: "2025-04-14",
      postedText: "14 April 2025",
      salary: { min: 9000, max: 12000 },
      salaryText: { min: "9,000", max: "12,000" },
    });
    const [crsJob] = await served("crs", "jobs");
    expect(crsJob).toMatchObject({
      postedText: "14 Avril 2025",
      salaryText: { min: "9\u202f000", max: "12\u202f000" },
    });
  });

  it("writes the contact cards from the English entries in every language", () => {
    const cards: { fileName: string; source: string }[] = [];
    const context = { environment: { name: "client" }, emitFile: (file: (typeof cards)[number]) => cards.push(file) };
    const generateBundle = contentPlugin({ contentDir, locale: "crs" }).generateBundle as unknown as (
      this: typeof context,
    ) => void;
    generateBundle.call(context);
    expect(cards.map((card) => card.fileName)).toEqual(["contacts/g1.vcf", "contacts/p1.vcf"]);
    expect(cards[0]?.source).toContain("FN:Office g1\r\n");
  });

  it("refuses a language the site does not have", () => {
    expect(() => contentPlugin({ contentDir, locale: "de" })).toThrow('not "de"');
  });
});

describe("the content plugin with news photos", () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = path.join(root, "cache");
    mkdirSync(path.join(contentDir, "news/photos"), { recursive: true });
    writeFileSync(path.join(contentDir, "news/photos/Beach Day.jpg"), await picture(1000, 600));
    write(
      "news/two.md",
      goodNews(2, "2025-04-03").replace(
        "image: A picture of it",
        "image: A picture of it\nphoto: photos/Beach Day.jpg\nphoto_alt: Volunteers on the sand",
      ),
    );
    for (const lang of LANGUAGES) {
      write(
        `news/two.${lang}.md`,
        newsTranslation(2, lang).replace(
          `image: A picture of it (${lang})`,
          `image: A picture of it (${lang})\nphoto_alt: Volunteers (${lang})`,
        ),
      );
    }
  });

  it("serves an item with a photo its sizes, size and this language's words, not the file's name", async () => {
    const load = contentPlugin({ contentDir, locale: "fr", photoCacheDir: cacheDir }).load as unknown as (
      id: string,
    ) => Promise<string>;
    const code = await load("\0virtual:content/news");
    const [first, second] = JSON.parse(code.replace(/^export default /, "").replace(/;\n$/, ""));
    expect(first).not.toHaveProperty("photo");
    expect(second.photo).toEqual({
      sources: {
        avif: expect.stringMatching(
          /^\/images\/news\/beach-day-400-[0-9a-f]{10}\.avif 400w, \/images\/news\/beach-day-800-[0-9a-f]{10}\.avif 800w$/,
        ),
        webp: expect.stringMatching(
          /^\/images\/news\/beach-day-400-[0-9a-f]{10}\.webp 400w, \/images\/news\/beach-day-800-[0-9a-f]{10}\.webp 800w$/,
        ),
      },
      src: expect.stringMatching(/^\/images\/news\/beach-day-800-[0-9a-f]{10}\.jpg$/),
      width: 800,
      height: 480,
      alt: "Volunteers (fr)",
    });
    expect(code).not.toContain("photo_alt");
    expect(code).not.toContain("Beach Day.jpg");
  });

  /** The files a client build of `locale` writes under images/, and the news module it serves. */
  async function emitted(locale: string) {
    const files: { fileName: string }[] = [];
    const context = { environment: { name: "client" }, emitFile: (file: { fileName: string }) => files.push(file) };
    const plugin = contentPlugin({ contentDir, locale, photoCacheDir: cacheDir });
    await (plugin.generateBundle as unknown as (this: typeof context) => Promise<void>).call(context);
    const code = await (plugin.load as unknown as (id: string) => Promise<string>)("\0virtual:content/news");
    return { names: files.map((file) => file.fileName).filter((name) => name.startsWith("images/")), code };
  }

  it("writes the sizes the pages name in the client build, from every language's build alike", async () => {
    const english = await emitted("en");
    expect(english.names).toHaveLength(5);
    for (const name of english.names) expect(english.code).toContain(`/${name}`);
    expect((await emitted("crs")).names).toEqual(english.names);
  });

  it("stops the build when the encoder cannot read a photo whose first bytes look right", async () => {
    const whole = await picture(1000, 600);
    writeFileSync(path.join(contentDir, "news/photos/Beach Day.jpg"), whole.subarray(0, 3000));
    expect(() => loadContent(contentDir)).not.toThrow();
    const plugin = contentPlugin({ contentDir, photoCacheDir: false });
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
      warn() {},
    };
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => Promise<void>;
    await expect(buildStart.call(context)).rejects.toThrow(
      /^The content has a problem to fix:\n {2}- content\/news\/photos\/Beach Day\.jpg \(the photo of news item 2, "News 2"\): cannot be read as a picture \(.+\): open it and save it again as JPEG$/,
    );
  }, 30_000); // the build's start also makes the Job Matcher's index (tooling/matching), about 2 s
});

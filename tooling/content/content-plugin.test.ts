import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-content.server";
import { news } from "../../src/content/news/collection.server";
import { contentPlugin } from "./vite-plugin";
import { picture } from "../../src/content/engine/test-pictures";
import {
  LANGUAGES,
  contentDir,
  goodNews,
  newsFile,
  newsTranslation,
  root,
  write,
  writeContentFolderEachTest,
} from "../../src/content/test-content-folder";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
writeContentFolderEachTest();

/** What a client build of `locale` writes, by file name. */
async function written(locale: string, photoCacheDir?: string) {
  const files: { fileName: string; source: string | Uint8Array }[] = [];
  const context = { environment: { name: "client" }, emitFile: (file: (typeof files)[number]) => files.push(file) };
  const plugin = contentPlugin({ contentDir, locale, ...(photoCacheDir ? { photoCacheDir } : {}) });
  await (plugin.generateBundle as unknown as (this: typeof context) => Promise<void>).call(context);
  return files;
}

/** The match index a client build of `locale` writes. */
const indexOf = async (locale: string) =>
  (await written(locale)).filter((file) => file.fileName.startsWith("assets/match-index-"));

/** What the build's start says of the content, as warnings, in a build of `locale` for `environment` (client, ssr). */
const warnings = (locale: string, environment: string) => {
  const said: string[] = [];
  const context = { environment: { name: environment }, error: () => undefined, warn: (w: string) => said.push(w) };
  const buildStart = contentPlugin({ contentDir, locale, photoCacheDir: false }).buildStart as unknown as (
    this: typeof context,
  ) => unknown;
  buildStart.call(context);
  return said;
};

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

  it("writes the courses suggested under the listings' requirements in each language's assets, named by its bytes", async () => {
    for (const locale of ["en", ...LANGUAGES]) {
      const files = (await written(locale)).filter((file) => file.fileName.startsWith("assets/course-suggestions-"));
      expect(files.map((file) => file.fileName)).toEqual([
        expect.stringMatching(/^assets\/course-suggestions-[0-9a-f]{10}\.json$/),
      ]);
      expect(JSON.parse(String(files[0]!.source))).toMatchObject({ version: 1, courses: {}, listings: {} });
    }
  }, 60_000);

  it("writes the contact cards from the English entries in every language", async () => {
    const cards = (await written("crs")).filter((file) => file.fileName.startsWith("contacts/"));
    expect(cards.map((card) => card.fileName)).toEqual(["contacts/g1.vcf", "contacts/p1.vcf"]);
    expect(cards[0]?.source).toContain("FN:Office g1\r\n");
  }, 30_000); // a client build's files include the Job Matcher's index: a few seconds to make

  it("writes each news item's, job's and course's share picture in its language's folder", async () => {
    const pictures = (await written("fr")).filter((file) => file.fileName.includes("share/"));
    expect(pictures.map((file) => file.fileName)).toEqual([
      "fr/share/news/one.png",
      "fr/share/news/two.png",
      "fr/share/jobs/job-job1.png",
      "fr/share/training/c1-course-c1.png",
    ]);
    expect(Buffer.from(pictures[0]!.source).subarray(1, 4).toString()).toBe("PNG");
  }, 30_000);

  it("writes the Job Matcher's index in every language's assets, the same file", async () => {
    const [english, kreol] = await Promise.all([indexOf("en"), indexOf("crs")]);
    expect(english).toHaveLength(1);
    expect(kreol).toEqual(english);
    expect(JSON.parse(String(english[0]!.source))).toHaveProperty("listings.job1");
  }, 30_000);

  it("warns once, in the English client build, of a listing the Job Matcher cannot understand", () => {
    // "Job job1" names no job anyone has held: the listing is still shown, and staff are told.
    expect(warnings("en", "client")).toEqual([
      expect.stringMatching(
        /content\/jobs\/job1\.yaml: title "Job job1": the Job Matcher cannot tell which job this is/,
      ),
    ]);
    expect(warnings("fr", "client")).toEqual([]);
    expect(warnings("en", "ssr")).toEqual([]);
  }, 30_000);

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

  it("gives an item's page its photo's sizes and size, not the file's name, and this language's photo_alt", async () => {
    const items = loadContent(contentDir).byLocale.fr.news;
    const [first, second] = await Promise.all(
      items.map((item) => news.pages.page(item, { contentDir, locale: "fr", photoCacheDir: cacheDir })),
    );
    expect(first).not.toHaveProperty("photo");
    expect(second!.photo).toEqual({
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
    });
    expect(second!.photo_alt).toBe("Volunteers (fr)");
    expect(JSON.stringify([first, second])).not.toContain("Beach Day.jpg");
  });

  /** The files a client build of `locale` writes under images/. */
  const photoFiles = async (locale: string) =>
    (await written(locale, cacheDir)).map((file) => file.fileName).filter((name) => name.startsWith("images/"));

  it("writes the sizes the pages name in the client build, from every language's build alike", async () => {
    const english = await photoFiles("en");
    expect(english).toHaveLength(5);
    const [, item] = loadContent(contentDir).content.news;
    const page = JSON.stringify(await news.pages.page(item!, { contentDir, locale: "en", photoCacheDir: cacheDir }));
    for (const name of english) expect(page).toContain(`/${name}`);
    expect(await photoFiles("crs")).toEqual(english);
  });

  it("stops the build when the encoder cannot read a photo whose first bytes look right", async () => {
    const whole = await picture(1000, 600);
    writeFileSync(path.join(contentDir, "news/photos/Beach Day.jpg"), whole.subarray(0, 3000));
    expect(() => loadContent(contentDir)).not.toThrow();
    const plugin = contentPlugin({ contentDir, photoCacheDir: false });
    const context = {
      environment: { name: "client" },
      error(message: string): never {
        throw new Error(message);
      },
      warn() {},
    };
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => Promise<void>;
    await expect(buildStart.call(context)).rejects.toThrow(
      /^The content has a problem to fix:\n {2}- content\/news\/photos\/Beach Day\.jpg \(the photo of news item 2, "News 2"\): cannot be read as a picture \(.+\): open it and save it again as JPEG$/,
    );
  }, 30_000); // the build's start also makes the Job Matcher's index (src/content/jobs), about 2 s
});

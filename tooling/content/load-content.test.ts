import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { picture } from "../images/test-pictures";
import { ContentError, loadContent, paragraphs, splitFrontMatter } from "./load-content";
import { contentPlugin } from "./vite-plugin";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
let root: string;
let contentDir: string;

const newsFile = (fields: string, body = "A first paragraph of news.\n") => `---\n${fields}\n---\n\n${body}`;
const goodNews = (id: number, date = "2025-03-29") =>
  newsFile(`id: ${id}\ntitle: News ${id}\ndate: ${date}\ndescription: What happened.\nimage: A picture of it`);
const goodHelp = (id: string, extra = "") => `id: ${id}
name: Office ${id}
description: Helps people.
services:
  - Advice
contact:
  address: Victoria, Mahé
  phone: +248 429 8600
  email: info@example.sc
  website: https://www.example.sc
${extra}`;
const goodServices = `- title: Foundation News
  description: News.
  link: /news
  icon: newspaper
`;
// Translations hold only the words; "(fr)" and "(crs)" mark each language's.
const LANGUAGES = ["fr", "crs"] as const;
const newsTranslation = (id: number, lang: string) =>
  newsFile(
    `title: News ${id} (${lang})\ndescription: What happened (${lang}).\nimage: A picture of it (${lang})`,
    `The text in ${lang}.\n\nA second paragraph in ${lang}.\n`,
  );
const helpTranslation = (lang: string, extra = "") => `description: Helps people (${lang}).
services:
  - Advice (${lang})
${extra}`;
const goodJob = (id: string, extra = "") => `id: ${id}
slug: job-${id}
title: Job ${id}
company: Employer ${id} Ltd
location: Victoria, Mahé
type: Full-time
salary:
  min: 9000
  max: 12000
posted: 2025-04-14
source: Employment Department (employment.gov.sc)
url: https://www.employment.gov.sc/vacancies/${id}
match: 80
description: What the job is.
requirements:
  - text: Bookkeeping and payroll
    cv_words:
      - bookkeeping, book keeping, tenue de livres
      - payroll, paie
${extra}`;
const jobTranslation = (lang: string, extra = "") => `title: Job (${lang})
description: What the job is (${lang}).
requirements:
  - text: Bookkeeping and payroll (${lang})
${extra}`;
const servicesTranslation = (lang: string) => `- title: News (${lang})\n  description: News (${lang}).\n`;

function write(relative: string, text: string) {
  const file = path.join(contentDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A real picture file in the content folder, made with the encoder. */
async function writePicture(relative: string, width = 1000, height = 600, format: "jpeg" | "png" | "webp" = "jpeg") {
  const file = path.join(contentDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await picture(width, height, format));
}
/** A news item with these photo fields (photo, photo_alt). */
const withPhoto = (id: number, fields: string) =>
  goodNews(id).replace("image: A picture of it", `image: A picture of it\n${fields}`);
/** A translation with the photo's words, "A photo of it (fr)". */
const altIn = (id: number, lang: string) =>
  newsTranslation(id, lang).replace(
    `image: A picture of it (${lang})`,
    `image: A picture of it (${lang})\nphoto_alt: A photo of it (${lang})`,
  );

/** News item `id` in news/`name`.md with these photo fields, and its translations with the photo's words. */
function writeWithPhoto(name: string, id: number, fields: string) {
  write(`news/${name}.md`, withPhoto(id, fields));
  for (const lang of LANGUAGES) write(`news/${name}.${lang}.md`, altIn(id, lang));
}

/** What the content plugin serves a build in `locale` as virtual:content/<collection>, read back as data. */
async function served(locale: string, collection: string): Promise<Record<string, unknown>[]> {
  const load = contentPlugin({ contentDir, locale }).load as unknown as (id: string) => Promise<string> | string;
  const code = await load(`\0virtual:content/${collection}`);
  return JSON.parse(code.replace(/^export default /, "").replace(/;\n$/, "")) as Record<string, unknown>[];
}

/** The problems loadContent reports, or [] when the content is valid. */
function problems(): string[] {
  try {
    loadContent(contentDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "koudmen-content-"));
  contentDir = path.join(root, "content");
  write("news/one.md", goodNews(1));
  write("news/two.md", goodNews(2, "2025-04-03"));
  write("help/government/g1.yaml", goodHelp("g1"));
  write("help/private/p1.yaml", goodHelp("p1"));
  write("home/services.yaml", goodServices);
  write("jobs/job1.yaml", goodJob("job1"));
  for (const lang of LANGUAGES) {
    write(`news/one.${lang}.md`, newsTranslation(1, lang));
    write(`news/two.${lang}.md`, newsTranslation(2, lang));
    write(`help/government/g1.${lang}.yaml`, helpTranslation(lang));
    write(`help/private/p1.${lang}.yaml`, helpTranslation(lang));
    write(`home/services.${lang}.yaml`, servicesTranslation(lang));
    write(`jobs/job1.${lang}.yaml`, jobTranslation(lang));
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("loadContent", () => {
  it("reads valid content: news oldest first, help with its tab from the folder", () => {
    write("news/a-later.md", goodNews(3, "2025-05-01"));
    for (const lang of LANGUAGES) write(`news/a-later.${lang}.md`, newsTranslation(3, lang));
    const { content } = loadContent(contentDir);
    expect(content.news.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(content.news[0]).toMatchObject({
      title: "News 1",
      date: "2025-03-29",
      content: ["A first paragraph of news."],
    });
    expect(content.help.map((entry) => [entry.id, entry.category])).toEqual([
      ["g1", "government"],
      ["p1", "private"],
    ]);
    expect(content.services).toEqual([
      { title: "Foundation News", description: "News.", link: "/news", icon: "newspaper" },
    ]);
  });

  it("gives each news item its page's address: the file's name without .md, in every language", () => {
    const { content, byLocale } = loadContent(contentDir);
    expect(content.news.map((item) => item.slug)).toEqual(["one", "two"]);
    expect(byLocale.crs.news.map((item) => item.slug)).toEqual(["one", "two"]);
  });

  it("refuses a news file name that cannot be a page's address", () => {
    rmSync(path.join(contentDir, "news", "two.md"));
    write("news/Gala Night.md", goodNews(2, "2025-04-03"));
    for (const lang of LANGUAGES) {
      rmSync(path.join(contentDir, "news", `two.${lang}.md`));
      write(`news/Gala Night.${lang}.md`, newsTranslation(2, lang));
    }
    expect(problems()).toEqual([
      "content/news/Gala Night.md: the file's name is the address of the item's page (/news/Gala Night), so it may hold only lowercase letters, digits and hyphens, like 2025-04-15-annual-fundraising-gala.md",
    ]);
  });

  it("names the file when it cannot be read", () => {
    write("help/private/p1.yaml", "id: p1\nname: [Red Cross\n");
    const [problem] = problems();
    expect(problem).toMatch(/^content\/help\/private\/p1\.yaml: cannot be read at line \d/);
  });

  it("names the file when a news item has no front matter", () => {
    write("news/two.md", "Just some text without the --- lines.\n");
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/news\/two\.md: cannot be read: the file must start with a line of three dashes/),
    ]);
  });

  it("gives the line of a broken front matter as it is in the file", () => {
    write("news/two.md", newsFile("id: 2\ntitle: News: the sequel: again\ndate: 2025-04-03"));
    expect(problems()[0]).toMatch(/^content\/news\/two\.md: cannot be read at line 3: /);
  });

  it("names the file, the item and the field for a missing title", () => {
    write("news/two.md", newsFile("id: 2\ndate: 2025-04-03\ndescription: What happened.\nimage: A picture"));
    expect(problems()).toEqual(["content/news/two.md (news item 2): title: is missing"]);
  });

  it("refuses a date that is not an ISO date, or not a real day", () => {
    write("news/one.md", goodNews(1, "March 29, 2025"));
    write("news/two.md", goodNews(2, "2025-02-30"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): date: must be a real date written like 2025-03-29 (year-month-day)',
      'content/news/two.md (news item 2, "News 2"): date: must be a real date written like 2025-03-29 (year-month-day)',
    ]);
  });

  it("refuses an id used twice, naming both files", () => {
    write("news/two.md", goodNews(1, "2025-04-03"));
    expect(problems()).toEqual([
      'content/news/two.md (news item 1, "News 1"): id: 1 is already used by content/news/one.md',
    ]);
  });

  it("refuses a help id used on both tabs", () => {
    write("help/private/p1.yaml", goodHelp("g1"));
    expect(problems()).toEqual([
      'content/help/private/p1.yaml (entry g1, "Office g1"): id: g1 is already used by content/help/government/g1.yaml',
    ]);
  });

  it("refuses a phone number that is not a phone number", () => {
    write("help/government/g1.yaml", goodHelp("g1").replace("+248 429 8600", "call the office"));
    expect(problems()).toEqual([
      'content/help/government/g1.yaml (entry g1, "Office g1"): contact → phone: is not a phone number: write +248 and seven digits, like +248 429 8600',
    ]);
  });

  it("refuses a website that is not https", () => {
    write("help/government/g1.yaml", goodHelp("g1").replace("https://www.example.sc", "http://www.example.sc"));
    write("help/private/p1.yaml", goodHelp("p1").replace("https://www.example.sc", "www.example.sc"));
    expect(problems()).toEqual([
      'content/help/government/g1.yaml (entry g1, "Office g1"): contact → website: must be a web address starting with https://',
      'content/help/private/p1.yaml (entry p1, "Office p1"): contact → website: must be a web address starting with https://',
    ]);
  });

  it("refuses an e-mail address that is not one", () => {
    write("help/government/g1.yaml", goodHelp("g1").replace("info@example.sc", "info at example"));
    expect(problems()).toEqual([
      'content/help/government/g1.yaml (entry g1, "Office g1"): contact → email: is not an e-mail address',
    ]);
  });

  it("names a misspelt field", () => {
    write("news/one.md", newsFile("id: 1\ntitel: News 1\ntitle: News 1\ndate: 2025-03-29\ndescription: x\nimage: y"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): unknown field "titel" (check the spelling)',
    ]);
  });

  it("refuses Markdown formatting the page would show as stray characters", () => {
    write("news/one.md", goodNews(1).replace("A first paragraph", "A **bold** first paragraph"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): text: formatting is not supported yet, write plain paragraphs (found bold text (** or __))',
    ]);
  });

  it("names the schedule and field of bad opening hours", () => {
    const hours = "schedules:\n  - byday: MO,TU,XX\n    opens_at: 8am\n    closes_at: 16:00\n";
    write("help/government/g1.yaml", goodHelp("g1", hours));
    expect(problems()).toEqual([
      'content/help/government/g1.yaml (entry g1, "Office g1"): schedules #1 → byday: must be days like MO,TU,WE,TH,FR (MO TU WE TH FR SA SU, separated by commas)',
      'content/help/government/g1.yaml (entry g1, "Office g1"): schedules #1 → opens_at: must be a time like 08:00 or 16:30 (24-hour clock)',
    ]);
  });

  it("refuses a help entry outside the two tabs' folders", () => {
    write("help/charities/c1.yaml", goodHelp("c1"));
    expect(problems()).toEqual(["content/help/charities: help entries go in help/government/ or help/private/"]);
  });

  it("names the service by its place in the list, and a link to no page", () => {
    write(
      "home/services.yaml",
      `${goodServices}- title: Shop\n  description: Buy things.\n  link: /shop\n  icon: cart\n`,
    );
    const [link, icon] = problems();
    expect(link).toMatch(
      /^content\/home\/services\.yaml \(service #2, "Shop"\): link: must be one of the site's pages: \/, \/news/,
    );
    expect(icon).toBe(
      'content/home/services.yaml (service #2, "Shop"): icon: must be one of: newspaper, lifebuoy, document, briefcase',
    );
  });

  it("lists every problem at once, and says how many", () => {
    write("news/one.md", goodNews(1, "tomorrow"));
    write("help/private/p1.yaml", goodHelp("p1").replace("+248 429 8600", "999"));
    rmSync(path.join(contentDir, "home"), { recursive: true });
    expect(() => loadContent(contentDir)).toThrow(
      /^The content has 3 problems to fix:\n {2}- content\/home\/services\.yaml: is missing/,
    );
  });
});

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
      ["2025-03-29", "March 29, 2025"],
      ["2025-04-03", "April 3, 2025"],
    ]);
    expect(frNews?.map((item) => item.dateText)).toEqual(["29 mars 2025", "3 avril 2025"]);
    expect(crsNews?.map((item) => item.dateText)).toEqual(["29 mars 2025", "3 avril 2025"]);

    const [enJob] = await served("en", "jobs");
    expect(enJob).toMatchObject({
      posted: "2025-04-14",
      postedText: "April 14, 2025",
      salary: { min: 9000, max: 12000 },
      salaryText: { min: "9,000", max: "12,000" },
    });
    const [crsJob] = await served("crs", "jobs");
    expect(crsJob).toMatchObject({
      postedText: "14 avril 2025",
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

describe("translations", () => {
  it("give each language its words in the English shape; ids, names, contacts, hours and links stay English", () => {
    const hours =
      "schedules:\n  - byday: MO\n    opens_at: 08:00\n    closes_at: 16:00\n    notes: Closed on holidays\n";
    write("help/government/g1.yaml", goodHelp("g1", hours));
    write("help/government/g1.fr.yaml", helpTranslation("fr", "schedules:\n  - notes: Fermé les jours fériés\n"));
    write("help/government/g1.crs.yaml", helpTranslation("crs", "schedules:\n  - notes: Ferm lo bann zour ferye\n"));
    const { content, byLocale } = loadContent(contentDir);
    expect(byLocale.en).toBe(content);
    const [news] = byLocale.fr.news;
    expect(news).toEqual({
      id: 1,
      title: "News 1 (fr)",
      date: "2025-03-29",
      description: "What happened (fr).",
      image: "A picture of it (fr)",
      content: ["The text in fr.", "A second paragraph in fr."],
      slug: "one",
    });
    expect(Object.keys(news!)).toEqual(Object.keys(content.news[0]!));
    const [english] = content.help;
    const [kreol] = byLocale.crs.help;
    expect(kreol).toEqual({
      ...english,
      description: "Helps people (crs).",
      services: ["Advice (crs)"],
      schedules: [{ ...english!.schedules[0], notes: "Ferm lo bann zour ferye" }],
    });
    expect(JSON.stringify(Object.keys(kreol!))).toBe(JSON.stringify(Object.keys(english!)));
    expect(byLocale.fr.services).toEqual([
      { title: "News (fr)", description: "News (fr).", link: "/news", icon: "newspaper" },
    ]);
  });

  it("set French spacing (U+202F before ; : ! ? and inside « ») as staff type it, and leave Kreol as it is", () => {
    write("help/government/g1.fr.yaml", 'description: "Aide : «vite» ; appelez !"\nservices:\n  - Conseils ?\n');
    write("help/government/g1.crs.yaml", 'description: "Ed: vit; telefonn!"\nservices:\n  - Konsey?\n');
    const { byLocale } = loadContent(contentDir);
    const [french] = byLocale.fr.help;
    expect(french!.description).toBe("Aide\u202F: «\u202Fvite\u202F»\u202F; appelez\u202F!");
    expect(french!.services).toEqual(["Conseils\u202F?"]);
    expect(french!.contact).toEqual(byLocale.en.help[0]!.contact);
    expect(byLocale.crs.help[0]!.description).toBe("Ed: vit; telefonn!");
  });

  it("name a missing translation file, with the item it translates", () => {
    rmSync(path.join(contentDir, "news/two.crs.md"));
    rmSync(path.join(contentDir, "help/private/p1.fr.yaml"));
    rmSync(path.join(contentDir, "home/services.fr.yaml"));
    expect(problems()).toEqual([
      'content/news/two.crs.md: is missing: the Kreol Seselwa text of news item 2, "News 2" (content/news/two.md); see content/README.md',
      'content/help/private/p1.fr.yaml: is missing: the French text of entry p1, "Office p1" (content/help/private/p1.yaml); see content/README.md',
      "content/home/services.fr.yaml: is missing: the French text of the home page's services (content/home/services.yaml); see content/README.md",
    ]);
  });

  it("name a missing field, with the file, the language and the item", () => {
    write("news/one.fr.md", newsFile("title: Nouvelle 1\ndescription: Ce qui s'est passé."));
    write("help/private/p1.crs.yaml", "description: I ed dimoun.\n");
    write("home/services.crs.yaml", "- title: Nouvel\n");
    expect(problems()).toEqual([
      'content/news/one.fr.md (French of news item 1, "News 1"): image: is missing',
      'content/help/private/p1.crs.yaml (Kreol Seselwa of entry p1, "Office p1"): services: is missing',
      'content/home/services.crs.yaml (Kreol Seselwa of service #1, "Foundation News"): description: is missing',
    ]);
  });

  it("name an empty text, and a translation with no text below the front matter", () => {
    write("news/two.crs.md", newsTranslation(2, "crs").replace("title: News 2 (crs)", "title:  "));
    write("news/one.fr.md", newsFile("title: Nouvelle 1\ndescription: Ce qui s'est passé.\nimage: Une photo", "\n"));
    expect(problems()).toEqual([
      'content/news/one.fr.md (French of news item 1, "News 1"): content: the text below the front matter is empty',
      'content/news/two.crs.md (Kreol Seselwa of news item 2, "News 2"): title: must be text',
    ]);
  });

  it("refuse an unknown field, and say which fields stay in the English file only", () => {
    write(
      "news/one.fr.md",
      newsTranslation(1, "fr").replace("title:", "id: 1\ndate: 2025-03-29\ntitel: Nouvelle\ntitle:"),
    );
    write("help/government/g1.crs.yaml", `${helpTranslation("crs")}name: Biro g1\nphone: +248 429 8600\n`);
    write("home/services.fr.yaml", `${servicesTranslation("fr")}  link: /news\n`);
    expect(problems()).toEqual([
      'content/news/one.fr.md (French of news item 1, "News 1"): "id", "date" stay in the English file only: remove from here',
      'content/news/one.fr.md (French of news item 1, "News 1"): unknown field "titel" (check the spelling)',
      'content/help/government/g1.crs.yaml (Kreol Seselwa of entry g1, "Office g1"): "name", "phone" stay in the English file only: remove from here',
      'content/home/services.fr.yaml (French of service #1, "Foundation News"): "link" stays in the English file only: remove from here',
    ]);
  });

  it("need one text per service, card and opening, in the English order", () => {
    const hours =
      "schedules:\n  - byday: MO\n    opens_at: 08:00\n    closes_at: 12:00\n" +
      "  - byday: TU\n    opens_at: 08:00\n    closes_at: 12:00\n    description: Office\n";
    write("help/government/g1.yaml", goodHelp("g1", hours));
    write("help/government/g1.fr.yaml", helpTranslation("fr", "schedules:\n  - {}\n  - notes: Fermé\n"));
    write("help/government/g1.crs.yaml", helpTranslation("crs", "schedules:\n  - description: Biro\n"));
    write("help/private/p1.fr.yaml", helpTranslation("fr", "  - Aide\n"));
    write(
      "help/private/p1.crs.yaml",
      helpTranslation("crs").replace("services:\n  - Advice (crs)\n", "services: Konsey\n"),
    );
    write("home/services.crs.yaml", `${servicesTranslation("crs")}${servicesTranslation("crs")}`);
    expect(problems()).toEqual([
      'content/help/government/g1.fr.yaml (French of entry g1, "Office g1"): schedules #2 → description: is missing',
      'content/help/government/g1.fr.yaml (French of entry g1, "Office g1"): schedules #2 → notes: the English file has none for this opening (add it there first, or remove it here)',
      'content/help/government/g1.crs.yaml (Kreol Seselwa of entry g1, "Office g1"): schedules: has 1 opening, the English file has 2: write one for each, in the same order ({} for one with no description or notes)',
      'content/help/private/p1.fr.yaml (French of entry p1, "Office p1"): services: has 2, the English file has 1: translate each one, in the same order',
      "content/help/private/p1.crs.yaml (Kreol Seselwa of entry p1, \"Office p1\"): services: must be a list, one service per line starting with '- '",
      "content/home/services.crs.yaml: has 2 services, the English file has 1: translate each one, in the same order",
    ]);
  });

  it("need the openings' words when the English hours have some", () => {
    const hours =
      "schedules:\n  - byday: MO\n    opens_at: 08:00\n    closes_at: 12:00\n    notes: Closed on holidays\n";
    write("help/government/g1.yaml", goodHelp("g1", hours));
    write("help/government/g1.fr.yaml", helpTranslation("fr", "schedules:\n  - notes: Fermé les jours fériés\n"));
    expect(problems()).toEqual([
      'content/help/government/g1.crs.yaml (Kreol Seselwa of entry g1, "Office g1"): schedules: is missing (the English file\'s opening hours have words to translate)',
    ]);
  });

  it("refuse a translation with no English file, or in a language the site does not have", () => {
    write("news/three.fr.md", newsTranslation(3, "fr"));
    write("help/private/p1.de.yaml", helpTranslation("de"));
    expect(problems()).toEqual([
      "content/news/three.fr.md: has no English file three.md beside it: give it the English file's name with .fr before the ending, or remove it",
      "content/help/private/p1.de.yaml: \"de\" is not a language the site is translated into: a translation's name ends in .fr.yaml for French or .crs.yaml for Kreol Seselwa, and an English file's name has no language",
    ]);
  });

  it("are checked on their own even when the English file has a mistake", () => {
    write("news/one.md", goodNews(1, "tomorrow"));
    write("news/one.crs.md", newsTranslation(1, "crs").replace("image:", "imaz:"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): date: must be a real date written like 2025-03-29 (year-month-day)',
      'content/news/one.crs.md (Kreol Seselwa of news item 1, "News 1"): image: is missing',
      'content/news/one.crs.md (Kreol Seselwa of news item 1, "News 1"): unknown field "imaz" (check the spelling)',
    ]);
  });
});

describe("job listings", () => {
  it("are read with their pay, date and the CV's words as lists of phrases, in every language", () => {
    const { content, byLocale } = loadContent(contentDir);
    expect(content.jobs).toEqual([
      {
        id: "job1",
        slug: "job-job1",
        title: "Job job1",
        company: "Employer job1 Ltd",
        location: "Victoria, Mahé",
        type: "Full-time",
        salary: { min: 9000, max: 12000 },
        posted: "2025-04-14",
        source: "Employment Department (employment.gov.sc)",
        url: "https://www.employment.gov.sc/vacancies/job1",
        match: 80,
        description: "What the job is.",
        requirements: [
          {
            text: "Bookkeeping and payroll",
            evidence: [
              ["bookkeeping", "book keeping", "tenue de livres"],
              ["payroll", "paie"],
            ],
          },
        ],
      },
    ]);
    expect(byLocale.fr.jobs[0]).toMatchObject({
      title: "Job (fr)",
      company: "Employer job1 Ltd",
      source: "Employment Department (employment.gov.sc)",
      requirements: [
        {
          text: "Bookkeeping and payroll (fr)",
          evidence: [
            ["bookkeeping", "book keeping", "tenue de livres"],
            ["payroll", "paie"],
          ],
        },
      ],
    });
  });

  it("take a translated source when the translation gives one", () => {
    write("jobs/job1.crs.yaml", jobTranslation("crs", "source: Departman Lanplwa (employment.gov.sc)\n"));
    expect(loadContent(contentDir).byLocale.crs.jobs[0]?.source).toBe("Departman Lanplwa (employment.gov.sc)");
  });

  it("refuse pay that is not whole rupees, or a minimum above the maximum", () => {
    write("jobs/job1.yaml", goodJob("job1").replace("min: 9000", "min: SCR 9,000"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): salary → min: must be a whole number of rupees, like 9000',
    ]);
    write("jobs/job1.yaml", goodJob("job1").replace("min: 9000", "min: 15000"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): salary → max: min is more than max',
    ]);
  });

  it("refuse a posted date that is not an ISO date, a link that is not https and a match over 100", () => {
    write(
      "jobs/job1.yaml",
      goodJob("job1")
        .replace("posted: 2025-04-14", "posted: 14 April 2025")
        .replace("url: https://", "url: http://")
        .replace("match: 80", "match: 120"),
    );
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): posted: must be a real date written like 2025-03-29 (year-month-day)',
      'content/jobs/job1.yaml (listing job1, "Job job1"): url: must be a web address starting with https://',
      'content/jobs/job1.yaml (listing job1, "Job job1"): match: must be 0 to 100',
    ]);
  });

  it("refuse a CV word that every CV has, and an empty one between commas", () => {
    write("jobs/job1.yaml", goodJob("job1").replace("payroll, paie", "payroll, , Work Experience"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): requirements #1 → cv_words #2: has an empty entry: write words between the commas',
      'content/jobs/job1.yaml (listing job1, "Job job1"): requirements #1 → cv_words #2: "Work Experience" is in every CV, so every CV would show this requirement: use words only a fitting CV has',
    ]);
  });

  it("refuse a requirement with no CV words, and an id used twice", () => {
    write("jobs/job2.yaml", goodJob("job1").replace("slug: job-job1", "slug: job-job2"));
    write("jobs/job3.yaml", goodJob("job3").replace(/ {4}cv_words:\n(?: {6}- .*\n)+/, ""));
    for (const name of ["job2", "job3"])
      for (const lang of LANGUAGES) write(`jobs/${name}.${lang}.yaml`, jobTranslation(lang));
    expect(problems()).toEqual([
      'content/jobs/job3.yaml (listing job3, "Job job3"): requirements #1 → cv_words: is missing',
      'content/jobs/job2.yaml (listing job1, "Job job1"): id: job1 is already used by content/jobs/job1.yaml',
    ]);
  });

  it("refuse a slug that is not an address part, and one used twice", () => {
    write("jobs/job2.yaml", goodJob("job2").replace("slug: job-job2", "slug: job-job1"));
    write("jobs/job3.yaml", goodJob("job3").replace("slug: job-job3", "slug: Job 3!"));
    for (const name of ["job2", "job3"])
      for (const lang of LANGUAGES) write(`jobs/${name}.${lang}.yaml`, jobTranslation(lang));
    expect(problems()).toEqual([
      'content/jobs/job3.yaml (listing job3, "Job job3"): slug: may use only small letters, digits and single dashes, like tour-guide-la-digue',
      'content/jobs/job2.yaml (listing job2, "Job job2"): slug: job-job1 is already used by content/jobs/job1.yaml',
    ]);
  });

  it("need one translated text per requirement, and keep pay and CV words in the English file", () => {
    write("jobs/job1.fr.yaml", jobTranslation("fr", "  - text: A second one (fr)\nsalary:\n  min: 1\n  max: 2\n"));
    expect(problems()).toEqual([
      'content/jobs/job1.fr.yaml (French of listing job1, "Job job1"): "salary" stays in the English file only: remove from here',
    ]);
    write("jobs/job1.fr.yaml", jobTranslation("fr", "  - text: A second one (fr)\n"));
    expect(problems()).toEqual([
      'content/jobs/job1.fr.yaml (French of listing job1, "Job job1"): requirements: has 2, the English file has 1: translate each one, in the same order',
    ]);
  });

  it("name a missing translation", () => {
    rmSync(path.join(contentDir, "jobs/job1.crs.yaml"));
    expect(problems()).toEqual([
      'content/jobs/job1.crs.yaml: is missing: the Kreol Seselwa text of listing job1, "Job job1" (content/jobs/job1.yaml); see content/README.md',
    ]);
  });
});

describe("news photos", () => {
  beforeEach(async () => {
    await writePicture("news/photos/beach.jpg");
  });

  it("read the photo's file and its words; each language has its own words for it", () => {
    writeWithPhoto("one", 1, "photo: photos/beach.jpg\nphoto_alt: Volunteers on the sand");
    const { content, byLocale } = loadContent(contentDir);
    expect(content.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "Volunteers on the sand" });
    expect(byLocale.fr.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "A photo of it (fr)" });
    expect(byLocale.crs.news[0]).toMatchObject({ photo: "photos/beach.jpg", photo_alt: "A photo of it (crs)" });
    expect(Object.keys(byLocale.crs.news[0]!)).toEqual(Object.keys(content.news[0]!));
    // The photos folder is not read as news items, and a bare name is looked for in it.
    write("news/one.md", withPhoto(1, "photo: beach.jpg\nphoto_alt: Volunteers on the sand"));
    expect(problems()).toEqual([]);
  });

  it("need words saying what the photo shows", () => {
    write("news/one.md", withPhoto(1, "photo: photos/beach.jpg"));
    write("news/two.md", withPhoto(2, "photo: photos/beach.jpg\nphoto_alt: '  '"));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo_alt: is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it',
      'content/news/two.md (news item 2, "News 2"): photo_alt: is empty',
    ]);
  });

  it("need a photo for its words, and are named even when another field has a mistake", () => {
    write("news/one.md", withPhoto(1, "photo_alt: Volunteers on the sand"));
    write("news/two.md", withPhoto(2, "photo: photos/beach.jpg").replace("title: News 2\n", ""));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: is missing: photo_alt describes a photo, so name the photo\'s file in photo (or remove photo_alt)',
      "content/news/two.md (news item 2): title: is missing",
      "content/news/two.md (news item 2): photo_alt: is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it",
    ]);
  });

  it("name a photo file that is not there, or not in the photos folder", () => {
    writeWithPhoto("one", 1, "photo: photos/beech.jpg\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: ../help/beach.jpg\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/beech.jpg: is not there: put the photo in content/news/photos/, or correct the name',
      'content/news/two.md (news item 2, "News 2"): photo: ../help/beach.jpg: must be a file in content/news/photos/, written like photos/beach-cleanup.jpg',
    ]);
  });

  it("name a photo written in other capital letters than its file, which the Linux build would not find", () => {
    writeWithPhoto("one", 1, "photo: photos/Beach.JPG\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/Beach.JPG: is not there, but beach.jpg is: write the name exactly as the file\'s, small and capital letters alike',
    ]);
  });

  it("refuse a file that is not a JPEG, PNG or WebP picture", async () => {
    write("news/photos/notes.jpg", "Remember to take photos of the cleanup.\n");
    writeFileSync(
      path.join(contentDir, "news/photos/anim.png"),
      await sharp(await picture(500, 300))
        .gif()
        .toBuffer(),
    );
    writeWithPhoto("one", 1, "photo: photos/notes.jpg\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: photos/anim.png\nphoto_alt: Volunteers");
    write("news/three.md", withPhoto(3, "photo: photos/IMG_0042.HEIC\nphoto_alt: Volunteers"));
    for (const lang of LANGUAGES) write(`news/three.${lang}.md`, newsTranslation(3, lang));
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/notes.jpg: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG',
      'content/news/three.md (news item 3, "News 3"): photo: must be a .jpg, .png or .webp file, written like photos/beach-cleanup.jpg (an iPhone\'s .heic photo: save it as JPEG first)',
      'content/news/two.md (news item 2, "News 2"): photo: photos/anim.png: is not a JPEG, PNG or WebP picture the site can read: open it and save it again as JPEG',
    ]);
  });

  it("refuse a photo too small to show sharp", async () => {
    await writePicture("news/photos/thumb.png", 320, 240, "png");
    await writePicture("news/photos/strip.webp", 1200, 150, "webp");
    writeWithPhoto("one", 1, "photo: photos/thumb.png\nphoto_alt: Volunteers");
    writeWithPhoto("two", 2, "photo: photos/strip.webp\nphoto_alt: Volunteers");
    expect(problems()).toEqual([
      'content/news/one.md (news item 1, "News 1"): photo: photos/thumb.png: is 320 × 240 pixels, too small: use a photo at least 400 pixels wide and 200 high (800 wide or more looks sharp on phones)',
      'content/news/two.md (news item 2, "News 2"): photo: photos/strip.webp: is 1200 × 150 pixels, too small: use a photo at least 400 pixels wide and 200 high (800 wide or more looks sharp on phones)',
    ]);
  });

  it("go in the photos folder, not beside the news items", async () => {
    await writePicture("news/beach.jpg");
    expect(problems()).toEqual([
      "content/news/beach.jpg: a photo goes in content/news/photos/, and its item names it (photo: photos/…)",
    ]);
  });

  it("stay in the English file; a translation has the photo's words when the English has a photo, and only then", () => {
    write("news/one.md", withPhoto(1, "photo: photos/beach.jpg\nphoto_alt: Volunteers on the sand"));
    write("news/one.fr.md", altIn(1, "fr").replace("photo_alt:", "photo: photos/beach.jpg\nphoto_alt:"));
    write("news/two.fr.md", altIn(2, "fr"));
    expect(problems()).toEqual([
      'content/news/one.fr.md (French of news item 1, "News 1"): "photo" stays in the English file only: remove from here',
      'content/news/one.crs.md (Kreol Seselwa of news item 1, "News 1"): photo_alt: is missing: the English file has a photo, say here what it shows',
      'content/news/two.fr.md (French of news item 2, "News 2"): photo_alt: the English file has no photo (add it there first, or remove it here)',
    ]);
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
    };
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => Promise<void>;
    await expect(buildStart.call(context)).rejects.toThrow(
      /^The content has a problem to fix:\n {2}- content\/news\/photos\/Beach Day\.jpg \(the photo of news item 2, "News 2"\): cannot be read as a picture \(.+\): open it and save it again as JPEG$/,
    );
  });
});

describe("the news text", () => {
  it("is everything after the second --- line", () => {
    expect(splitFrontMatter("---\nid: 1\n---\nBody\n")).toEqual({ frontMatter: "id: 1", body: "Body\n" });
    expect(splitFrontMatter("\uFEFF---\r\nid: 1\r\n---\r\n\r\nBody")).toEqual({ frontMatter: "id: 1", body: "\nBody" });
    expect(splitFrontMatter("id: 1\n---\nBody")).toBeNull();
  });

  it("splits into paragraphs at blank lines and joins wrapped lines", () => {
    expect(paragraphs("\nOne line\nwrapped here.\n\n  \nTwo.\n")).toEqual(["One line wrapped here.", "Two."]);
  });
});

describe("the content/ folder of this site", () => {
  // This is what makes `npm test` fail on a bad file, before the build does.
  it("has no problems", () => {
    expect(() => loadContent(path.resolve("content"))).not.toThrow();
  });

  it("has every item's words translated, not copied from the English", () => {
    const { content, byLocale } = loadContent(path.resolve("content"));
    const words = (of: typeof content) => [
      ...of.news.flatMap((item) => [item.title, item.description, item.image, item.photo_alt, ...item.content]),
      ...of.help.flatMap((entry) => [
        entry.description,
        ...entry.services,
        ...entry.schedules.flatMap((schedule) => [schedule.description, schedule.notes]),
      ]),
      ...of.services.flatMap((service) => [service.title, service.description]),
      ...of.jobs.flatMap((listing) => [
        listing.title,
        listing.description,
        ...listing.requirements.map((requirement) => requirement.text),
      ]),
    ];
    const english = words(content);
    for (const locale of ["fr", "crs"] as const) {
      const translated = words(byLocale[locale]);
      const copied = translated.filter((text, index) => text !== undefined && text === english[index]);
      expect({ locale, copied }).toEqual({ locale, copied: [] });
    }
  });
});

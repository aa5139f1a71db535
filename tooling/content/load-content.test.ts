import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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

function write(relative: string, text: string) {
  const file = path.join(contentDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
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
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("loadContent", () => {
  it("reads valid content: news oldest first, help with its tab from the folder", () => {
    write("news/a-later.md", goodNews(3, "2025-05-01"));
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

  it("serves a collection as plain data, with no parser", () => {
    const plugin = contentPlugin({ contentDir });
    const resolveId = plugin.resolveId as unknown as (id: string) => string | undefined;
    const load = plugin.load as unknown as (id: string) => string;
    const id = resolveId("virtual:content/news");
    expect(id).toBe("\0virtual:content/news");
    expect(resolveId("virtual:content/secrets")).toBeUndefined();
    const code = load(id!);
    expect(code).toMatch(/^export default \[\{"id":1,"title":"News 1","date":"2025-03-29"/);
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
});

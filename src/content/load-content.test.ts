import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, paragraphs, splitFrontMatter } from "./load-content.server";
import {
  LANGUAGES,
  contentDir,
  goodHelp,
  goodNews,
  goodServices,
  helpTranslation,
  jobTranslation,
  newsFile,
  newsTranslation,
  problems,
  servicesTranslation,
  write,
  writeContentFolderEachTest,
} from "./test-content-folder";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
writeContentFolderEachTest();

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

  it("refuses the news file name of the page for items that do not exist", () => {
    rmSync(path.join(contentDir, "news", "two.md"));
    write("news/404.md", goodNews(2, "2025-04-03"));
    for (const lang of LANGUAGES) {
      rmSync(path.join(contentDir, "news", `two.${lang}.md`));
      write(`news/404.${lang}.md`, newsTranslation(2, lang));
    }
    expect(problems()).toEqual([
      "content/news/404.md: /news/404 is the address of the page for news items that do not exist; rename the file, like 2025-04-15-annual-fundraising-gala.md",
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
    write("news/one.md", goodNews(1, "29 March 2025"));
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

  it("reads a folder of items that is not there as no items, but refuses a missing file of items", () => {
    rmSync(path.join(contentDir, "news"), { recursive: true });
    const { content, byLocale } = loadContent(contentDir);
    expect(content.news).toEqual([]);
    expect(byLocale.crs.news).toEqual([]);
    expect(content.jobs.length).toBeGreaterThan(0);
    rmSync(path.join(contentDir, "home"), { recursive: true });
    expect(() => loadContent(contentDir)).toThrow(/content\/home\/services\.yaml: is missing/);
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

  it("set a French listing's numbers as French does, as staff type them: 'prime de 1 500 roupies' (issue 48)", () => {
    write(
      "jobs/job1.fr.yaml",
      jobTranslation("fr").replace(/^description: .*$/m, "description: Une prime de 1 500 roupies après 3 mois."),
    );
    const { byLocale } = loadContent(contentDir);
    expect(byLocale.fr.jobs[0]!.description).toBe("Une prime de 1\u202F500\u00A0roupies après 3 mois.");
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

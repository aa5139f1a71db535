// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { NewsItem } from "@/content/news/pages";
import { newsAtomFeed } from "./news-feed";

const ATOM = "http://www.w3.org/2005/Atom";

/** A news item made here, not read from content/: the feed's rules, whatever the foundation publishes. */
const item = (id: number, slug: string, date: string, title: string, content: string[]): NewsItem => ({
  id,
  slug,
  title,
  date,
  description: `${title}: one sentence for the card.`,
  content,
  image: "A picture",
});

const items = [
  item(1, "2025-01-10-old-story", "2025-01-10", "An old story", ["The first paragraph."]),
  item(2, "2025-03-02-fish-and-chips", "2025-03-02", "Fish & chips <night>", [
    "Bring a friend & a plate.",
    "Doors at 6 < 7.",
  ]),
  item(3, "2025-03-02-second-that-day", "2025-03-02", "Second story that day", ["Written later."]),
];

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};
const text = (parent: Element, name: string) => parent.getElementsByTagNameNS(ATOM, name)[0]?.textContent;

describe("newsAtomFeed", () => {
  it("is well-formed Atom listing every item, newest first (the later file first on the same day)", () => {
    const feed = parse(newsAtomFeed(items));
    expect(feed.documentElement.namespaceURI).toBe(ATOM);
    expect(feed.documentElement.getAttribute("xml:lang")).toBe("en");
    const entries = [...feed.getElementsByTagNameNS(ATOM, "entry")];
    expect(entries.map((entry) => text(entry, "title"))).toEqual([
      "Second story that day",
      "Fish & chips <night>",
      "An old story",
    ]);
    expect(text(feed.documentElement, "updated")).toBe("2025-03-02T00:00:00+04:00");
  });

  it("gives each entry its page's absolute address, its day in Seychelles and its whole article", () => {
    const entry = [...parse(newsAtomFeed(items)).getElementsByTagNameNS(ATOM, "entry")][1]!;
    expect(text(entry, "id")).toBe("http://localhost:4173/news/2025-03-02-fish-and-chips");
    expect(entry.getElementsByTagNameNS(ATOM, "link")[0]?.getAttribute("href")).toBe(
      "http://localhost:4173/news/2025-03-02-fish-and-chips",
    );
    expect(text(entry, "published")).toBe("2025-03-02T00:00:00+04:00");
    expect(text(entry, "summary")).toBe("Fish & chips <night>: one sentence for the card.");
    // The article's text, as HTML inside the XML: escaped once, read back whole.
    expect(text(entry, "content")).toBe("<p>Bring a friend &#38; a plate.</p><p>Doors at 6 &#60; 7.</p>");
  });

  it("says the day of the event an item announces before its article", () => {
    const fair = {
      ...item(4, "2026-06-02-job-fair", "2026-06-02", "Job fair", ["Bring your CV."]),
      event_date: "2026-07-11",
    };
    const entry = parse(newsAtomFeed([fair])).getElementsByTagNameNS(ATOM, "entry")[0]!;
    expect(text(entry, "content")).toBe("<p>Event day: 11 July 2026</p><p>Bring your CV.</p>");
  });

  it("names itself and the news page by their absolute addresses", () => {
    const feed = parse(newsAtomFeed(items)).documentElement;
    const link = (rel: string) =>
      [...feed.children].find((child) => child.localName === "link" && child.getAttribute("rel") === rel);
    expect(link("self")?.getAttribute("href")).toBe("http://localhost:4173/news/feed.xml");
    expect(link("alternate")?.getAttribute("href")).toBe("http://localhost:4173/news");
    expect(text(feed, "title")).toBe("Foundation News | Koudmen Seychelles Foundation");
  });
});

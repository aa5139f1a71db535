import { describe, expect, it } from "vitest";
import { newsItems } from "../data/news-items";
import { newsAtomFeed } from "./news-feed";

const ATOM = "http://www.w3.org/2005/Atom";

describe("newsAtomFeed", () => {
  it("is well-formed Atom listing every item, newest first, with absolute addresses", () => {
    const xml = new DOMParser().parseFromString(newsAtomFeed(newsItems), "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe(ATOM);
    expect(xml.documentElement.getAttribute("xml:lang")).toBe("en");
    const entries = [...xml.getElementsByTagNameNS(ATOM, "entry")];
    expect(entries.map((entry) => entry.getElementsByTagNameNS(ATOM, "title")[0]?.textContent)).toEqual([
      "Annual Fundraising Gala",
      "New Partnership with Local Businesses",
      "Youth Employment Workshop Series Begins",
      "Community Beach Cleanup at Anse Royale",
    ]);
    const first = entries[0]!;
    expect(first.getElementsByTagNameNS(ATOM, "id")[0]?.textContent).toBe(
      "http://localhost:4173/news/2025-04-15-annual-fundraising-gala",
    );
    expect(first.getElementsByTagNameNS(ATOM, "published")[0]?.textContent).toBe("2025-04-15T00:00:00+04:00");
    // The article's text, as HTML inside the XML: escaped once, read back whole.
    expect(first.getElementsByTagNameNS(ATOM, "content")[0]?.textContent).toMatch(
      /^<p>Join us at the International Conference Centre in Victoria .* from our volunteers\.<\/p>$/,
    );
    const self = [...xml.documentElement.children].find(
      (child) => child.localName === "link" && child.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe("http://localhost:4173/news/feed.xml");
  });
});

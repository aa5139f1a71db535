// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import type { JobListing } from "@/content/jobs/pages";
import { jobsAtomFeed } from "./jobs-feed";

const ATOM = "http://www.w3.org/2005/Atom";
const TODAY = "2026-06-10";

/** A listing made here, not read from content/: the feed's rules, whatever the foundation publishes. */
const listing = (slug: string, title: string, posted: string, closes?: string): JobListing => ({
  id: slug,
  slug,
  title,
  company: "Port & Harbour <Authority>",
  location: "Praslin",
  type: "Full-time",
  salary: { min: 8500, max: 11000 },
  posted,
  ...(closes === undefined ? {} : { closes }),
  source: "SeyJobs (seyjobs.sc)",
  url: `https://seyjobs.sc/${slug}`,
  description: "Keep the records & answer the phone.",
  requirements: [{ text: "Careful with records" }],
});

const listings = [
  listing("old-clerk", "Old clerk", "2026-03-01"), // no closing day, 101 days old: stale
  listing("steward", "Festival steward", "2026-05-20", "2026-06-09"), // closed yesterday
  listing("clerk", "Harbour clerk", "2026-05-25", "2026-06-30"),
  listing("cook", "Cook & baker <night>", "2026-06-02"), // no closing day, 8 days old
  listing("guide", "Tour guide", "2026-06-02", "2026-06-10"), // closes today: still open
];

const parse = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
};
const text = (parent: Element, name: string) => parent.getElementsByTagNameNS(ATOM, name)[0]?.textContent;
const entries = (xml: string) => [...parse(xml).getElementsByTagNameNS(ATOM, "entry")];

describe("jobsAtomFeed", () => {
  it("is well-formed Atom listing the open jobs only, newest first, closed and stale ones left out", () => {
    const feed = parse(jobsAtomFeed(listings, TODAY));
    expect(feed.documentElement.namespaceURI).toBe(ATOM);
    expect(feed.documentElement.getAttribute("xml:lang")).toBe("en");
    expect(entries(jobsAtomFeed(listings, TODAY)).map((entry) => text(entry, "title"))).toEqual([
      "Cook & baker <night>",
      "Tour guide",
      "Harbour clerk",
    ]);
    expect(text(feed.documentElement, "updated")).toBe("2026-06-02T00:00:00+04:00");
  });

  it("gives each entry its page's absolute address, its day, and its pay, closing day and place as summary", () => {
    const clerk = entries(jobsAtomFeed(listings, TODAY))[2]!;
    expect(text(clerk, "id")).toBe("http://localhost:4173/jobs/clerk");
    expect(clerk.getElementsByTagNameNS(ATOM, "link")[0]?.getAttribute("href")).toBe(
      "http://localhost:4173/jobs/clerk",
    );
    expect(text(clerk, "updated")).toBe("2026-05-25T00:00:00+04:00");
    expect(text(clerk, "summary")).toBe("SCR 8,500–11,000 a month · closes 30 June · Praslin");
    expect(text(clerk, "name")).toBe("Port & Harbour <Authority>");
    expect(text(clerk, "content")).toBe("Port & Harbour <Authority>. Keep the records & answer the phone.");
    const cook = entries(jobsAtomFeed(listings, TODAY))[0]!;
    expect(text(cook, "summary")).toBe("SCR 8,500–11,000 a month · Praslin");
  });

  it("names itself and the jobs page by their absolute addresses", () => {
    const feed = parse(jobsAtomFeed(listings, TODAY)).documentElement;
    const link = (rel: string) =>
      [...feed.children].find((child) => child.localName === "link" && child.getAttribute("rel") === rel);
    expect(link("self")?.getAttribute("href")).toBe("http://localhost:4173/jobs/feed.xml");
    expect(link("alternate")?.getAttribute("href")).toBe("http://localhost:4173/jobs");
    expect(text(feed, "title")).toBe("All jobs | Koudmen Seychelles Foundation");
  });

  it("is still a valid feed, dated today, when no job is open", () => {
    const xml = jobsAtomFeed([listings[0]!, listings[1]!], TODAY);
    expect(entries(xml)).toHaveLength(0);
    expect(text(parse(xml).documentElement, "updated")).toBe("2026-06-10T00:00:00+04:00");
  });
});

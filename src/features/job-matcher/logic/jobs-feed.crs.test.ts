// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import type { JobListing } from "@/content/jobs/pages";
import { jobsAtomFeed } from "./jobs-feed";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "crs", siteFormatLocale: "fr-SC" }));
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("crs", await actual()));

const ATOM = "http://www.w3.org/2005/Atom";
const clerk: JobListing = {
  id: "t2",
  slug: "harbour-clerk",
  title: "Klerk rezis lepor",
  company: "Port Victoria Authority",
  location: "Victoria, Mahé",
  type: "Contract",
  salary: { min: 10000, max: 12500 },
  posted: "2026-05-25",
  closes: "2026-06-30",
  source: "SeyJobs (seyjobs.sc)",
  url: "https://seyjobs.sc/listings/harbour-records-clerk",
  description: "Gard bann rezis lepor.",
  requirements: [{ text: "Fer atansyon" }],
};

describe("the Kreol Seselwa jobs feed", () => {
  it("is Atom in Kreol, at /crs addresses, each summary in Kreol words", () => {
    const document = new DOMParser().parseFromString(jobsAtomFeed([clerk], "2026-06-10"), "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.getAttribute("xml:lang")).toBe("crs");
    const self = [...document.documentElement.children].find((child) => child.getAttribute("rel") === "self");
    expect(self?.getAttribute("href")).toBe("http://localhost:4173/crs/jobs/feed.xml");
    const entry = document.getElementsByTagNameNS(ATOM, "entry")[0]!;
    expect(entry.getElementsByTagNameNS(ATOM, "id")[0]?.textContent).toBe(
      "http://localhost:4173/crs/jobs/harbour-clerk",
    );
    expect(entry.getElementsByTagNameNS(ATOM, "summary")[0]?.textContent).toBe(
      "SCR 10\u202f000–12\u202f500 par mwan · i ferm le 30 Zen · Victoria, Mahé",
    );
  });
});

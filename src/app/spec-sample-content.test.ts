// THE ONE PLACE that pins the specification's sample content (content/news, content/help,
// content/home, content/jobs). When the foundation edits its real content, update this file, and only this file
// and e2e/spec-sample-*.spec.ts: every other test works on any valid content.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filterResources } from "@/features/help/logic/filter-resources";
import { filterJobs } from "@/features/job-matcher/logic/filter-jobs";
import { listingFigure, rankListings } from "@/features/job-matcher/logic/rank-jobs";
import { matchIndexFor } from "@/content/jobs/match-index.server";
import { loadContent } from "@/content/load-content.server";
import { prepareIndex } from "@/matching/cv-profile";
import { MARIE } from "@/matching/fixtures/cvs";
import { matchCv } from "@/matching/match-cv";

const { content, byLocale } = loadContent(path.resolve("content"));

const prepared = prepareIndex(
  matchIndexFor({ en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs }).index,
);
/** Each sample listing's requirements found in a CV (its English, Kreol or French text), in order. */
const found = (text: string, id: string) =>
  matchCv(prepared, { kind: "text", text }, "2025-04-20")
    .matches.get(id)!
    .requirements.map((r) => r.found);

const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
const entriesOf = (category: string) =>
  content.help.filter((entry) => entry.category === category).map((entry) => [entry.id, entry.name]);
const hoursOf = (id: string) =>
  content.help.find((entry) => entry.id === id)!.schedules.map((s) => [s.byday.join(","), s.opens_at, s.closes_at]);

describe("the spec's sample content", () => {
  it("has four news items, dated between late March and mid April 2025", () => {
    expect(content.news.map((item) => [item.id, item.date, item.title])).toEqual([
      [1, "2025-03-29", "Community Beach Cleanup at Anse Royale"],
      [2, "2025-04-03", "Youth Employment Workshop Series Begins"],
      [3, "2025-04-09", "New Partnership with Local Businesses"],
      [4, "2025-04-15", "Annual Fundraising Gala"],
    ]);
  });

  it("has three government entries and three private ones, g1-g3 and p1-p3", () => {
    expect(entriesOf("government")).toEqual([
      ["g1", "Ministry of Employment and Social Affairs"],
      ["g2", "Ministry of Health"],
      ["g3", "Ministry of Education"],
    ]);
    expect(entriesOf("private")).toEqual([
      ["p1", "Red Cross Society of Seychelles"],
      ["p2", "Koudmen Seychelles Foundation"],
      ["p3", "Cancer Concern Association"],
    ]);
  });

  it("finds the ministries and organisations by what they do", () => {
    expect(ids(filterResources(content.help, "government", "health"))).toEqual(["g2"]);
    expect(ids(filterResources(content.help, "private", "first aid"))).toEqual(["p1"]);
    expect(ids(filterResources(content.help, "private", "health"))).not.toContain("g2");
  });

  it("gives the ministries weekday office hours and the Red Cross a 24-hour line", () => {
    for (const id of ["g1", "g2", "g3"]) expect(hoursOf(id)).toEqual([["MO,TU,WE,TH,FR", "08:00", "16:00"]]);
    expect(hoursOf("p1")).toContainEqual(["MO,TU,WE,TH,FR,SA,SU", "00:00", "23:59"]);
  });

  it("offers the four services on the home page, in the spec's order", () => {
    expect(content.services.map((service) => [service.title, service.link])).toEqual([
      ["Foundation News", "/news"],
      ["Help Directory", "/help"],
      ["CV Builder", "/cv-builder"],
      ["Job Matcher", "/job-matcher"],
    ]);
  });

  it("has the five job listings, in the spec's order by its sample figures when no CV could be read", () => {
    const ranked = rankListings(content.jobs, null);
    expect(ranked.map((listing) => [listing.id, listing.title, listingFigure(listing.id, null, true)])).toEqual([
      ["job1", "Administrative Assistant", 95],
      ["job2", "Hotel Receptionist", 85],
      ["job3", "Accountant", 70],
      ["job4", "Tour Guide", 65],
      ["job5", "IT Support Technician", 60],
    ]);
    expect(rankListings(byLocale.fr.jobs, null).map((listing) => listing.title)).toEqual([
      "Assistant administratif",
      "Réceptionniste d'hôtel",
      "Comptable",
      "Guide touristique",
      "Technicien de support informatique",
    ]);
  });

  it("lists full-time jobs on Mahé, Praslin and La Digue, from the employment site and a job board", () => {
    for (const listing of content.jobs) {
      expect(listing.location).toMatch(/(Mahé|Praslin|La Digue)$/);
      expect(listing.source).toMatch(/employment\.gov\.sc|Jobs Board/);
    }
  });

  it("finds the listings by title, company and island", () => {
    expect(filterJobs(content.jobs, "receptionist").map((j) => j.id)).toEqual(["job2"]);
    expect(filterJobs(content.jobs, "victoria").map((j) => j.id)).toEqual(["job1", "job5"]);
    expect(filterJobs(content.jobs, "excursions").map((j) => j.id)).toEqual(["job4"]);
  });

  it("finds the listings' requirements in a CV in any of the three languages", () => {
    expect(found("Education\nDiplôme en comptabilité, 2016\nSkills\nTVA", "job3")[0]).toBe(false);
    expect(found("Education\nDegree in accounting, University of Seychelles", "job3")[0]).toBe(true);
    expect(found("Ledikasyon\nDegre an kontabilite, University of Seychelles", "job3")[0]).toBe(true);
    expect(found("Langues\nfrançais, créole, anglais", "job1")[1]).toBe(true);
    expect(found("Lalang\nKreol, Franse, Angle", "job1")[1]).toBe(true);
    expect(found("Languages\nEnglish only", "job1")[1]).toBe(false);
    // The site's own Kreol requirement, in the words people write.
    const kreol = "Leksperyans\nResepsyonis, 2020 – 2024\nMon travay par sif, lannwit, wikenn ek zour ferye.";
    expect(found(kreol, "job2")[2]).toBe(true);
  });

  it("marks each of Marie's requirements found or not, per listing", () => {
    expect(found(MARIE, "job1")).toEqual([true, true, true, true]);
    expect(found(MARIE, "job2")).toEqual([true, true, true]);
    // A diploma where a degree is asked: partly, not found.
    expect(found(MARIE, "job3")).toEqual([false, true, true]);
    expect(found(MARIE, "job4")).toEqual([false, false, false]);
    expect(found(MARIE, "job5")).toEqual([false, false, false]);
  });

  it("finds nothing in an empty CV", () => {
    for (const listing of content.jobs)
      expect({ id: listing.id, found: found("", listing.id).filter(Boolean) }).toEqual({ id: listing.id, found: [] });
  });
});

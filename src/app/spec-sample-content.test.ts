// THE ONE PLACE that pins the specification's sample content (content/news, content/help,
// content/home, content/jobs). When the foundation edits its real content, update this file, and only this file
// and e2e/spec-sample-*.spec.ts: every other test works on any valid content.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filterResources } from "@/features/help/logic/filter-resources";
import { filterJobs } from "@/features/job-matcher/logic/filter-jobs";
import {
  checkRequirements,
  cvWords,
  foldToWords,
  showsRequirement,
} from "@/features/job-matcher/logic/match-requirements";
import { sortByMatch } from "@/features/job-matcher/logic/rank-jobs";
import { loadContent } from "@/content/load-content.server";

const { content, byLocale } = loadContent(path.resolve("content"));

const job = (id: string) => content.jobs.find((listing) => listing.id === id)!;

/** What Marie's CV fixture (e2e/fixtures/cv) says, in short. */
const marie = cvWords(`Marie Laporte, Anse Royale, Mahé. Bookkeeper with six years of experience in hotels.
I speak English, French and Kreol. Payroll for 80 staff, monthly VAT returns. Front desk clerk: welcomed guests,
worked weekend shifts. Diplôme en comptabilité. Microsoft Excel, Word and Outlook; Sage; customer service.`);

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

  it("has the five job listings, ranked by match", () => {
    expect(sortByMatch(content.jobs).map((listing) => [listing.id, listing.title, listing.match])).toEqual([
      ["job1", "Administrative Assistant", 95],
      ["job2", "Hotel Receptionist", 85],
      ["job3", "Accountant", 70],
      ["job4", "Tour Guide", 65],
      ["job5", "IT Support Technician", 60],
    ]);
    expect(sortByMatch(byLocale.fr.jobs).map((listing) => listing.title)).toEqual([
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

  it("finds the French and Kreol forms of the listings' requirements", () => {
    const degree = job("job3").requirements[0]!;
    expect(showsRequirement(cvWords("Diplôme en comptabilité"), degree)).toBe(true);
    expect(showsRequirement(cvWords("Sertifika an kontabilite"), degree)).toBe(true);
    const languages = job("job1").requirements[1]!;
    expect(showsRequirement(cvWords("Langues : français, créole"), languages)).toBe(true);
    expect(showsRequirement(cvWords("Mon koz Kreol ek Franse"), languages)).toBe(true);
    expect(showsRequirement(cvWords("English only"), languages)).toBe(false);
  });

  it("marks each of Marie's requirements found or not, per listing", () => {
    const found = (id: string) => checkRequirements(marie, job(id).requirements).checks.map((c) => c.found);
    expect(found("job1")).toEqual([false, true, true, true]);
    expect(found("job2")).toEqual([true, true, true]);
    expect(found("job3")).toEqual([true, true, true]);
    expect(found("job4")).toEqual([false, false, false]);
    expect(found("job5")).toEqual([false, false, false]);
    expect(checkRequirements(marie, job("job1").requirements)).toMatchObject({ found: 3, total: 4 });
  });

  it("finds nothing in an empty CV", () => {
    for (const listing of content.jobs) {
      expect(checkRequirements(cvWords(""), listing.requirements).found).toBe(0);
    }
  });

  it("finds nothing from the words every CV has", () => {
    const everyCv = cvWords(
      `Curriculum Vitae. CV. Résumé. Name: Jean Dupont. Email: jean@example.sc. E-mail. Phone, telephone, mobile.
      Address: Victoria, Mahé, Seychelles. Date of birth. Profile. Summary. Objective. Experience. Work experience.
      Employment history. Job. Work. Education. Qualifications. Skills. Languages. References available on request.
      Years. Year. Month. From. To. Present. Now. Responsibilities. Duties. Achievements. Interests. Hobbies.`,
    );
    for (const listing of content.jobs) {
      expect({ id: listing.id, found: checkRequirements(everyCv, listing.requirements).found }).toEqual({
        id: listing.id,
        found: 0,
      });
    }
  });

  it("keeps every evidence entry findable: letters or digits, and none a word every CV has", () => {
    const generic = ["experience", "education", "skills", "cv", "email", "e mail", "phone", "address", "work", "job"];
    for (const listing of content.jobs) {
      for (const { cv_words } of listing.requirements) {
        expect(cv_words.length).toBeGreaterThan(0);
        for (const phrase of cv_words.flat()) {
          expect(foldToWords(phrase).trim()).not.toBe("");
          expect(generic).not.toContain(foldToWords(phrase).trim());
        }
      }
    }
  });
});

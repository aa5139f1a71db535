import { describe, expect, it } from "vitest";
import { loadContent } from "../load-content.server";
import { courseListPage } from "./collection.server";
import type { Course } from "./pages";
import { courseAreasIn } from "./suggestions.server";

// The list's 'field' filter: each course's field worked out at build from what it teaches (its
// title and the qualifications and licences it gives, read by the Job Matcher's engine in every
// language), never written by staff.
describe("each sample course's field", () => {
  it("is worked out from what it teaches", () => {
    const { byLocale } = loadContent("content");
    const areas = courseAreasIn({
      jobs: { en: [], fr: [], crs: [] },
      courses: { en: byLocale.en.courses, fr: byLocale.fr.courses, crs: byLocale.crs.courses },
    });
    expect(Object.fromEntries(areas)).toEqual({
      c1: ["office"], // Office Computer Skills: Word, Excel and E-mail
      c2: ["sea"], // Basic Sea Safety (STCW), though it teaches first aid at sea
      c3: ["hotels"], // Food Hygiene Certificate
      c4: ["hotels"], // Front Office Operations
      c5: ["health"], // First Aid Certificate
      c6: ["health"], // Health Care Assistance
      c7: ["accounts"], // AAT Certificate in Bookkeeping
      c8: ["driving"], // Learner Driver Course
      c9: ["trades"], // Electrical Installation
      c10: ["work"], // My First Job: paid work experience
      c11: ["office"], // IT Support
      c12: ["farming"], // Horticulture and Landscaping
      c13: ["hotels"], // Professional Cookery
      c14: ["children"], // Early Childhood Care and Education
      c15: ["hotels"], // Tour Guiding
      c16: ["health"], // First Aid Certificate (Praslin)
    });
  }, 120_000);
});

const course = (id: string, extra: Partial<Course>): Course => ({
  id,
  slug: `course-${id}`,
  title: `Course ${id}`,
  provider: "g1",
  location: "Victoria, Mahé",
  length: "3 days",
  cost: 0,
  url: "https://www.example.sc",
  description: "",
  who: "",
  teaches: [],
  ...extra,
});

describe("the list of courses", () => {
  const help = [{ id: "g1", name: "Maritime Academy", contact: { address: "", phone: "", email: "", website: "" } }];
  const list = courseListPage(
    [
      course("c1", { starts: "2027-02-01", location: "Baie Sainte Anne, Praslin" }),
      course("c2", { rolling: true }),
      course("c3", { starts: "2026-12-01", provider: "p9" }),
      course("c4", { starts: "2026-12-20" }),
    ],
    help,
    new Map([
      ["c1", ["sea" as const]],
      ["c4", ["office" as const, "accounts" as const]],
    ]),
    "2026-12-10",
  );

  it("puts dated courses soonest first, then rolling ones, then those that have started", () => {
    expect(list.courses.map((card) => [card.id, card.startedAtBuild ?? false])).toEqual([
      ["c4", false],
      ["c1", false],
      ["c2", false],
      ["c3", true],
    ]);
  });

  it("offers the fields in the list's order, the islands with most courses first, and the providers", () => {
    expect(list.areas).toEqual(["office", "accounts", "sea"]);
    expect(list.islands).toEqual(["Mahé", "Praslin"]);
    expect(list.providers).toEqual([
      { id: "g1", name: "Maritime Academy" },
      { id: "p9", name: "p9" },
    ]);
    expect(list.courses[0]).toMatchObject({ providerName: "Maritime Academy", areas: ["office", "accounts"] });
    expect(list.buildDay).toBe("2026-12-10");
  });
});

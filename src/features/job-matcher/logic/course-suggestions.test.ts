import { describe, expect, it } from "vitest";
import {
  coursesForClosest,
  coursesForRequirement,
  readCourseSuggestions,
  type CourseSuggestions,
} from "./course-suggestions";

const office = {
  slug: "office-computer-skills-anse-royale",
  title: "Office Computer Skills: Word, Excel and E-mail",
  provider: "Ministry of Education",
  location: "Anse Royale, Mahé",
  length: "8 weeks",
  cost: 1200,
  starts: "2027-01-12",
};
const firstJob = {
  slug: "my-first-job-scheme",
  title: "My First Job: paid work experience",
  provider: "Ministry of Employment and Social Affairs",
  location: "Victoria, Mahé",
  length: "Up to 12 months",
  cost: 0,
  rolling: true as const,
};
const it_ = { ...office, slug: "it-support-certificate-providence", title: "Certificate in IT Support" };

const file: CourseSuggestions = {
  version: 1,
  courses: { c1: office, c10: firstJob, c11: it_ },
  listings: {
    job1: [[], [], ["c1"], ["c10", "c1", "c11"]],
    job5: [
      ["c11", "c11"],
      ["gone", "c1"],
    ],
  },
};

describe("coursesForRequirement", () => {
  it("gives the courses suggested under a requirement, by its place in the listing, with their ids", () => {
    expect(coursesForRequirement(file, "job1", 2)).toEqual([{ ...office, id: "c1" }]);
  });

  it("gives none under a requirement no course teaches, for a listing the file does not name, or past its requirements", () => {
    expect(coursesForRequirement(file, "job1", 0)).toEqual([]);
    expect(coursesForRequirement(file, "job9", 0)).toEqual([]);
    expect(coursesForRequirement(file, "job1", 7)).toEqual([]);
  });

  it("gives at most two, best first, each once, and leaves out a course the file does not describe", () => {
    expect(coursesForRequirement(file, "job1", 3).map((c) => c.id)).toEqual(["c10", "c1"]);
    expect(coursesForRequirement(file, "job5", 0).map((c) => c.id)).toEqual(["c11"]);
    expect(coursesForRequirement(file, "job5", 1).map((c) => c.id)).toEqual(["c1"]);
  });

  it("gives none while there is no file (not fetched yet, or it could not be)", () => {
    expect(coursesForRequirement(null, "job1", 2)).toEqual([]);
  });
});

describe("readCourseSuggestions", () => {
  it("reads a file of version 1", () => {
    expect(readCourseSuggestions(JSON.parse(JSON.stringify(file)))).toEqual(file);
  });

  it("reads anything else as no file, so the cards show no courses", () => {
    expect(readCourseSuggestions(null)).toBeNull();
    expect(readCourseSuggestions("<!doctype html>")).toBeNull();
    expect(readCourseSuggestions({ ...file, version: 2 })).toBeNull();
    expect(readCourseSuggestions({ version: 1, courses: {} })).toBeNull();
  });

  it("skips a course whose fields are not what the cards show", () => {
    const odd = readCourseSuggestions({ ...file, courses: { ...file.courses, c1: { ...office, cost: "1200" } } });
    expect(coursesForRequirement(odd, "job1", 2)).toEqual([]);
  });
});

describe("coursesForClosest", () => {
  const missing = { found: false, optional: false };
  const shown = { found: true, optional: false };
  const plus = { found: false, optional: true };
  const sea = { ...office, slug: "basic-sea-safety-providence", title: "Basic Sea Safety (STCW)" };
  const many: CourseSuggestions = {
    version: 1,
    courses: { c1: office, c10: firstJob, c11: it_, c2: sea },
    listings: {
      job1: [["c1"], ["c10"], ["c11"]],
      job4: [["c2"], ["c1"]],
      job5: [["c11"]],
      job9: [["c2"]],
    },
  };

  it("takes the closest listings first, in their requirements' order, each course once", () => {
    const results = new Map([
      ["job4", { requirements: [missing, missing] }],
      ["job1", { requirements: [missing, missing, shown] }],
    ]);
    expect(coursesForClosest(many, [{ id: "job4" }, { id: "job1" }], results).map((c) => c.title)).toEqual([
      "Basic Sea Safety (STCW)",
      "Office Computer Skills: Word, Excel and E-mail",
      "My First Job: paid work experience",
    ]);
  });

  it("skips what the CV shows and what is asked only as a plus", () => {
    const results = new Map([["job1", { requirements: [shown, plus, missing] }]]);
    expect(coursesForClosest(many, [{ id: "job1" }], results).map((c) => c.title)).toEqual([
      "Certificate in IT Support",
    ]);
  });

  it("skips a document asked when one is hired (a police clearance): no course gives one", () => {
    const document = { found: false, optional: false, document: true as const };
    const results = new Map([["job1", { requirements: [document, shown, missing] }]]);
    expect(coursesForClosest(many, [{ id: "job1" }], results).map((c) => c.title)).toEqual([
      "Certificate in IT Support",
    ]);
  });

  it("stops at three courses and looks no further than the three closest listings", () => {
    const results = new Map([
      ["job5", { requirements: [missing] }],
      ["job1", { requirements: [shown, shown, missing] }],
      ["job4", { requirements: [shown, shown] }],
      ["job9", { requirements: [missing] }],
    ]);
    // The fourth listing's sea safety course is not among the closest's.
    const ranked = [{ id: "job5" }, { id: "job1" }, { id: "job4" }, { id: "job9" }];
    expect(coursesForClosest(many, ranked, results).map((c) => c.title)).toEqual(["Certificate in IT Support"]);

    const all = new Map([
      ["job1", { requirements: [missing, missing, missing] }],
      ["job4", { requirements: [missing, missing] }],
    ]);
    expect(coursesForClosest(many, [{ id: "job1" }, { id: "job4" }], all).map((c) => c.title)).toEqual([
      "Office Computer Skills: Word, Excel and E-mail",
      "My First Job: paid work experience",
      "Certificate in IT Support",
    ]);
  });

  it("gives none without the suggestions file", () => {
    expect(coursesForClosest(null, [{ id: "job1" }], new Map([["job1", { requirements: [missing] }]]))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { coursesForRequirement, readCourseSuggestions, type CourseSuggestions } from "./course-suggestions";

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

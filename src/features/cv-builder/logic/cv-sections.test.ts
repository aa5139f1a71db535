import { describe, expect, it } from "vitest";
import type { CvData } from "./cv-schema";
import { cvSections } from "./cv-sections";

const cv: CvData = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "marie@example.sc",
  phone: "+248 251 2345",
  address: "Anse Royale, Mahé",
  summary: "Bookkeeper.",
  education: [
    { institution: "Seychelles Polytechnic", degree: "Diploma in Accounting", startDate: "2015", endDate: "2017" },
    { institution: "Anse Royale Secondary", degree: "IGCSE", startDate: "2010", endDate: "", description: "Prefect" },
  ],
  experience: [{ employer: "SPTC", position: "Clerk", startDate: "2018", endDate: "", description: "Fares." }],
  skills: ["Excel", "Kreol, English, French"],
};

describe("cvSections", () => {
  it("lists the sections in the CV's order, with headings and dates in words", () => {
    expect(cvSections(cv)).toEqual([
      { id: "summary", title: "Professional Summary", kind: "text", text: "Bookkeeper." },
      {
        id: "education",
        title: "Education",
        kind: "entries",
        entries: [
          { title: "Diploma in Accounting", place: "Seychelles Polytechnic", dates: "2015 – 2017" },
          { title: "IGCSE", place: "Anse Royale Secondary", dates: "2010 – Present", description: "Prefect" },
        ],
      },
      {
        id: "experience",
        title: "Experience",
        kind: "entries",
        entries: [{ title: "Clerk", place: "SPTC", dates: "2018 – Present", description: "Fares." }],
      },
      { id: "skills", title: "Skills", kind: "tags", tags: ["Excel", "Kreol, English, French"] },
    ]);
  });

  it("leaves out Experience when there is none", () => {
    expect(cvSections({ ...cv, experience: [] }).map((section) => section.id)).toEqual([
      "summary",
      "education",
      "skills",
    ]);
    expect(cvSections({ ...cv, experience: undefined }).map((section) => section.id)).toEqual([
      "summary",
      "education",
      "skills",
    ]);
  });
});

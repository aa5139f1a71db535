import { describe, expect, it } from "vitest";
import { noOptionalSections } from "@/test/sample-cv";
import type { CvData } from "./cv-schema";
import { cvSections } from "./cv-sections";
import { cvWords } from "./cv-words";

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
  ...noOptionalSections,
};

/** A school leaver's CV with every optional section filled. */
const schoolLeaver: CvData = {
  ...cv,
  experience: [],
  noExperience: true,
  languages: [
    { name: "Kreol Seselwa", level: "native" },
    { name: "English", level: "good" },
    { name: "Italian", level: "" },
  ],
  activities: [
    { activity: "Team captain", organisation: "Anse Royale FC", startDate: "2021", endDate: "", description: "" },
    { activity: "Choir", startDate: "", endDate: "2022" },
    { activity: "Helped in the family shop" },
  ],
  achievements: [{ title: "Prefect", date: "2023", description: "Chosen by the staff." }],
  references: [
    { name: "Mrs Lucie Payet", role: "Form teacher", phone: "2 512 345" },
    { name: "Pastor Jean", phone: "2 600 700" },
  ],
};

const ids = (sections: ReturnType<typeof cvSections>) => sections.map((section) => section.id);

describe("cvSections", () => {
  it("lists the sections in the CV's order, with headings and dates in words: experience before education", () => {
    expect(cvSections(cv, cvWords.en)).toEqual([
      { id: "summary", title: "Professional Summary", kind: "text", text: "Bookkeeper." },
      {
        id: "experience",
        title: "Experience",
        kind: "entries",
        entries: [{ title: "Clerk", place: "SPTC", dates: "2018 – Present", description: "Fares." }],
      },
      {
        id: "education",
        title: "Education",
        kind: "entries",
        entries: [
          { title: "Diploma in Accounting", place: "Seychelles Polytechnic", dates: "2015 – 2017" },
          { title: "IGCSE", place: "Anse Royale Secondary", dates: "2010 – Present", description: "Prefect" },
        ],
      },
      { id: "skills", title: "Skills", kind: "tags", tags: ["Excel", "Kreol, English, French"] },
    ]);
  });

  it("puts education first and leaves out Experience when there is none", () => {
    expect(ids(cvSections({ ...cv, experience: [] }, cvWords.en))).toEqual(["summary", "education", "skills"]);
    expect(ids(cvSections({ ...cv, experience: undefined }, cvWords.en))).toEqual(["summary", "education", "skills"]);
  });

  it("shows the optional sections that hold something, each in its place", () => {
    const sections = cvSections(schoolLeaver, cvWords.en);
    expect(ids(sections)).toEqual([
      "summary",
      "education",
      "activities",
      "achievements",
      "skills",
      "languages",
      "references",
    ]);
    expect(sections.slice(2)).toEqual([
      {
        id: "activities",
        title: "Activities and Volunteering",
        kind: "entries",
        entries: [
          { title: "Team captain", place: "Anse Royale FC", dates: "2021 – Present" },
          { title: "Choir", dates: "2022" },
          { title: "Helped in the family shop" },
        ],
      },
      {
        id: "achievements",
        title: "Achievements",
        kind: "entries",
        entries: [{ title: "Prefect", dates: "2023", description: "Chosen by the staff." }],
      },
      { id: "skills", title: "Skills", kind: "tags", tags: ["Excel", "Kreol, English, French"] },
      {
        id: "languages",
        title: "Languages",
        kind: "lines",
        lines: ["Kreol Seselwa – Native", "English – Good", "Italian"],
      },
      {
        id: "references",
        title: "References",
        kind: "entries",
        entries: [
          { title: "Mrs Lucie Payet", place: "Form teacher", description: "Phone: 2 512 345" },
          { title: "Pastor Jean", description: "Phone: 2 600 700" },
        ],
      },
    ]);
  });

  it("says 'References available on request' instead of names when asked", () => {
    const sections = cvSections({ ...schoolLeaver, referencesOnRequest: true }, cvWords.en);
    expect(sections.at(-1)).toEqual({
      id: "references",
      title: "References",
      kind: "text",
      text: "References available on request.",
    });
  });

  it("writes every heading, level and 'Present' in the CV's language", () => {
    const french = cvSections(schoolLeaver, cvWords.fr);
    expect(french.map((section) => section.title)).toEqual([
      "Résumé professionnel",
      "Formation",
      "Activités et bénévolat",
      "Réalisations",
      "Compétences",
      "Langues",
      "Références",
    ]);
    expect(french.find((section) => section.id === "languages")).toMatchObject({
      lines: ["Kreol Seselwa – Langue maternelle", "English – Bon niveau", "Italian"],
    });
    const kreol = cvSections({ ...cv, ...schoolLeaver, experience: cv.experience }, cvWords.crs);
    expect(kreol.map((section) => section.title)).toEqual([
      "Rezime profesyonnel",
      "Leksperyans",
      "Ledikasyon",
      "Aktivite ek travay volonter",
      "Akonplisman",
      "Konpetans",
      "Lang",
      "Referans",
    ]);
    expect(kreol[1]).toMatchObject({ entries: [{ dates: "2018 – ozordi" }] });
    expect(kreol.at(-1)).toMatchObject({ entries: [{ description: "Telefonn: 2 512 345" }, {}] });
  });
});

import { describe, expect, it } from "vitest";
import { emptyCvForm } from "../../logic/cv-form-values";
import type { CvFormValues } from "../../logic/cv-schema";
import { readCvFile, readJsonResume, splitFullName, toJsonResume } from "./json-resume";

const filled: CvFormValues = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "marie-claire@example.sc",
  phone: "+248 2 512 345",
  address: "Anse Étoile, Mahé",
  summary: "Friendly hospitality professional with eight years in hotels.",
  education: [
    {
      institution: "Université des Seychelles",
      degree: "BA in Tourism",
      startDate: "Sept 2015",
      endDate: "",
      description: "",
    },
  ],
  noExperience: false,
  experience: [
    {
      employer: "Hôtel Côte d'Or",
      position: "Front Office Supervisor",
      startDate: "2019-03",
      endDate: "2024",
      description: "Led the reception team of six.",
    },
  ],
  skills: [{ name: "Customer service" }, { name: "Français" }],
};

describe("JSON Resume", () => {
  it("writes the jsonresume.org v1 fields", () => {
    const resume = toJsonResume(filled) as Record<string, unknown>;
    expect(resume).toMatchObject({
      basics: {
        name: "Marie-Claire Hoareau",
        email: "marie-claire@example.sc",
        phone: "+248 2 512 345",
        summary: "Friendly hospitality professional with eight years in hotels.",
        location: { address: "Anse Étoile, Mahé" },
      },
      education: [{ institution: "Université des Seychelles", studyType: "BA in Tourism", startDate: "Sept 2015" }],
      work: [{ name: "Hôtel Côte d'Or", position: "Front Office Supervisor", startDate: "2019-03", endDate: "2024" }],
      skills: [{ name: "Customer service" }, { name: "Français" }],
    });
  });

  it("reads back what it wrote, dates kept as text", () => {
    const result = readJsonResume(JSON.stringify(toJsonResume(filled)));
    expect(result).toEqual({ ok: true, notes: [], values: filled });
  });

  it("reads a file from another JSON Resume tool: company, highlights, city, numbers for dates", () => {
    const other = {
      basics: {
        name: "  Jean  de la Croix ",
        email: "jean@example.sc",
        location: { city: "Victoria", countryCode: "SC" },
        image: "data:...",
      },
      work: [{ company: "SPTC", position: "Driver", startDate: 2020, highlights: ["Safe record", "Night routes"] }],
      education: [{ institution: "SITE", studyType: "Certificate", area: "Mechanics", startDate: "2018-09-01" }],
      skills: [{ name: "Driving", keywords: ["bus"] }],
      awards: [{ title: "Driver of the year" }],
    };
    const result = readJsonResume(JSON.stringify(other));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values).toMatchObject({
      firstName: "Jean",
      lastName: "de la Croix",
      address: "Victoria, SC",
      phone: "",
      education: [{ institution: "SITE", degree: "Certificate, Mechanics", startDate: "2018-09-01" }],
      experience: [{ employer: "SPTC", startDate: "2020", description: "• Safe record\n• Night routes" }],
      noExperience: false,
      skills: [{ name: "Driving" }],
    });
  });

  it("a file with no education and no work opens with one empty education block and 'no work experience' ticked", () => {
    const result = readJsonResume(JSON.stringify({ basics: { name: "Aline" }, skills: [] }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.education).toEqual(emptyCvForm().education);
    expect(result.values.noExperience).toBe(true);
    expect(result.values.skills).toEqual([{ name: "" }]);
    expect(splitFullName("Aline")).toEqual({ firstName: "Aline", lastName: "" });
  });

  it("40 work entries: the first 20 are opened, and the note says so", () => {
    const work = Array.from({ length: 40 }, (_, index) => ({ name: `Employer ${index + 1}`, position: "Clerk" }));
    const result = readJsonResume(JSON.stringify({ basics: { name: "A B" }, work }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.experience).toHaveLength(20);
    expect(result.values.experience?.[19]?.employer).toBe("Employer 20");
    expect(result.notes).toEqual([
      "The file has 40 work entries; the first 20 were opened, as a CV here holds at most 20.",
    ]);
  });

  it("refuses what is not JSON, or JSON of another shape, saying why", () => {
    expect(readJsonResume("%PDF-1.7")).toEqual({
      ok: false,
      message:
        "This file can't be opened as a CV. It is not a JSON file: save it again from this page with 'Save CV file', or from a JSON Resume tool.",
    });
    expect(readJsonResume("[1,2]")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This file can't be opened as a CV\. It holds JSON, but not a JSON Resume/),
    });
    expect(readJsonResume('{"name":"x"}')).toMatchObject({
      ok: false,
      message:
        "This file can't be opened as a CV. It holds JSON, but none of the parts of a JSON Resume (basics, education, work, skills).",
    });
    expect(readJsonResume('{"basics":{"name":"A"},"work":"Hotel"}')).toEqual({
      ok: false,
      message: `This file can't be opened as a CV. It is not in the JSON Resume format: "work" is not what a JSON Resume holds there.`,
    });
  });

  it("opens a 5 MB file (a big photo inside) and refuses an empty or over-10 MB one", async () => {
    const big = JSON.stringify({
      basics: { name: "Big File", image: `data:image/png;base64,${"A".repeat(5 * 1024 * 1024)}` },
    });
    const opened = await readCvFile(new Blob([big]));
    expect(opened).toMatchObject({ ok: true, values: { firstName: "Big", lastName: "File" } });
    expect(await readCvFile(new Blob([]))).toEqual({
      ok: false,
      message: "This file can't be opened as a CV. The file is empty.",
    });
    const huge = { size: 11 * 1024 * 1024, text: () => Promise.resolve("") } as unknown as Blob;
    expect(await readCvFile(huge)).toEqual({
      ok: false,
      message: "This file can't be opened as a CV. It is 11.0 MB; a CV file is at most 10 MB.",
    });
  });
});

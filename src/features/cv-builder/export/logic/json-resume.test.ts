import { describe, expect, it } from "vitest";
import { emptyCvForm } from "../../logic/cv-form-values";
import type { CvFormValues } from "../../logic/cv-schema";
import { levelOf, readCvFile, readJsonResume, splitFullName, splitReference } from "./json-resume";
import { jsonResumeFileName, toJsonResume } from "./json-resume-write";
import type { MyJob } from "@/lib/my-jobs";

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
  cvLanguage: "en",
  languages: [
    { name: "Kreol Seselwa", level: "native" },
    { name: "English", level: "fluent" },
    { name: "Italian", level: "" },
  ],
  activities: [
    {
      activity: "First aid volunteer",
      organisation: "Red Cross",
      startDate: "2016",
      endDate: "",
      description: "Events.",
    },
  ],
  achievements: [{ title: "Employee of the Year", date: "2023", description: "" }],
  referencesOnRequest: false,
  references: [
    { name: "Mrs Lucie Payet", role: "Form teacher\nAnse Royale Secondary", phone: "+248 2 512 345" },
    { name: "Pastor Jean", role: "", phone: "2600700" },
  ],
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
      languages: [
        { language: "Kreol Seselwa", fluency: "Native" },
        { language: "English", fluency: "Fluent" },
        { language: "Italian", fluency: "" },
      ],
      volunteer: [
        {
          organization: "Red Cross",
          position: "First aid volunteer",
          startDate: "2016",
          endDate: "",
          summary: "Events.",
        },
      ],
      awards: [{ title: "Employee of the Year", date: "2023", summary: "" }],
      references: [
        { name: "Mrs Lucie Payet", reference: "Form teacher\nAnse Royale Secondary\nPhone: +248 2 512 345" },
        { name: "Pastor Jean", reference: "Phone: 2600700" },
      ],
      meta: { version: "v1.0.0", language: "en" },
    });
  });

  it("reads back what it wrote, dates kept as text", () => {
    const result = readJsonResume(JSON.stringify(toJsonResume(filled)));
    expect(result).toEqual({ ok: true, notes: [], values: filled });
  });

  it("carries My jobs in meta.myJobs, and brings the list back whole", () => {
    const myJobs: MyJob[] = [
      {
        id: "job2",
        slug: "hotel-receptionist-praslin",
        savedOn: "2026-06-01",
        appliedOn: "2026-06-03",
        changedAt: 1_780_000_000_000,
        listing: {
          title: "Hotel Receptionist",
          company: "Anse Volbert Beach Hotel",
          location: "Côte d'Or, Praslin",
          posted: "2026-05-11",
          url: "https://www.jobs.sc/listings/hotel-receptionist-praslin",
          how_to_apply: "Bring your CV and ID to the front desk.",
        },
      },
    ];
    const written = JSON.stringify(toJsonResume(filled, myJobs));
    expect(JSON.parse(written).meta).toEqual({
      version: "v1.0.0",
      language: "en",
      myJobs: { version: 1, jobs: myJobs },
    });
    expect(readJsonResume(written)).toEqual({
      ok: true,
      notes: [],
      values: filled,
      myJobs: { jobs: myJobs, unreadable: 0 },
    });
    // No list, no key: a file without one reads as before.
    expect(JSON.parse(JSON.stringify(toJsonResume(filled, []))).meta).not.toHaveProperty("myJobs");
  });

  it("writes a CV in Kreol with Kreol levels and 'References available on request', and reads both back", () => {
    const kreol: CvFormValues = { ...filled, cvLanguage: "crs", referencesOnRequest: true };
    const resume = toJsonResume(kreol) as Record<string, unknown>;
    expect(resume).toMatchObject({
      languages: [{ fluency: "Lang maternel" }, { fluency: "Koz kouraman" }, { fluency: "" }],
      references: [{ name: "", reference: "Referans disponib lo demann." }],
      meta: { language: "crs" },
    });
    const result = readJsonResume(JSON.stringify(resume));
    expect(result).toEqual({ ok: true, notes: [], values: { ...kreol, references: [] } });
    expect(jsonResumeFileName({ firstName: "", lastName: "", cvLanguage: "crs" })).toBe("Mon-CV.json");
    expect(jsonResumeFileName({ firstName: "Aline", lastName: "Payet", cvLanguage: "fr" })).toBe("Aline-Payet-CV.json");
  });

  it("leaves entries added and left blank out of the file", () => {
    const resume = toJsonResume({
      ...filled,
      languages: [{ name: "", level: "" }],
      activities: [{ activity: " ", organisation: "", startDate: "", endDate: "", description: "" }],
      achievements: [],
      references: [{ name: "", role: "", phone: "" }],
    }) as Record<string, unknown>;
    expect(resume).toMatchObject({ languages: [], volunteer: [], awards: [], references: [] });
  });

  it("understands a language's level in any of the three languages, and a reference's phone on its last line", () => {
    expect(["native", "Native", "Langue maternelle", "lang maternel"].map(levelOf)).toEqual([
      "native",
      "native",
      "native",
      "native",
    ]);
    expect([levelOf("Courant"), levelOf("Koz enpe"), levelOf("Conversational")]).toEqual([
      "fluent",
      "basic",
      undefined,
    ]);
    expect(splitReference("Form teacher\nTél. : 2 512 345")).toEqual({ role: "Form teacher", phone: "2 512 345" });
    expect(splitReference("+248 2 512 345")).toEqual({ role: "", phone: "+248 2 512 345" });
    expect(splitReference("Knew me for 10 years")).toEqual({ role: "Knew me for 10 years", phone: "" });
  });

  describe("a reference as another JSON Resume tool writes it: a name and one text, the phone in it", () => {
    it.each([
      [
        "Head teacher, Anse Boileau Secondary School, 2512346",
        { role: "Head teacher, Anse Boileau Secondary School", phone: "2512346" },
      ],
      ["Manager at Berjaya Hotel; +248 4 287 287", { role: "Manager at Berjaya Hotel", phone: "+248 4 287 287" }],
      ["Coach, Baie Lazare FC, Tel 2 600 700.", { role: "Coach, Baie Lazare FC", phone: "2 600 700" }],
      ["Pastor, Tél. : 2600700", { role: "Pastor", phone: "2600700" }],
      [
        "Form teacher\nAnse Royale Secondary\nPhone: +248 2 512 345",
        { role: "Form teacher\nAnse Royale Secondary", phone: "+248 2 512 345" },
      ],
    ])("%j: the phone at its end is the phone, the rest as written is who they are", (text, expected) => {
      expect(splitReference(text)).toEqual(expected);
    });

    it.each([
      // A quote about the person, as JSON Resume's own example writes a reference.
      "Marie was a careful, honest worker for the three years she was with us.",
      // Numbers that are not a phone: too few digits, or words before them that do not say phone.
      "Head teacher, Anse Boileau Secondary School, Room 12",
      "Head teacher since 2019",
      "Anse Boileau Secondary School 2512346",
      "Call 2512346 or 2712345",
    ])("%j: no phone at its end, so the text is kept whole and the phone left empty", (text) => {
      expect(splitReference(text)).toEqual({ role: text, phone: "" });
    });
  });

  it("opens a reference written the standard way so it generates as it is, with or without a phone in it", async () => {
    const { cvFormSchema } = await import("../../logic/cv-schema");
    const file = {
      basics: {
        name: "Aline Payet",
        email: "aline@example.sc",
        phone: "2 600 700",
        location: { address: "Anse Boileau, Mahé" },
      },
      education: [
        { institution: "Anse Boileau Secondary School", studyType: "School leaving certificate", startDate: "2019" },
      ],
      skills: [{ name: "Customer service" }],
      references: [
        { name: "Mrs Marie Hoareau", reference: "Head teacher, Anse Boileau Secondary School, 2512346" },
        { name: "Mr Jean Payet", reference: "My football coach for five years." },
      ],
    };
    const result = readJsonResume(JSON.stringify(file));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.references).toEqual([
      { name: "Mrs Marie Hoareau", role: "Head teacher, Anse Boileau Secondary School", phone: "2512346" },
      { name: "Mr Jean Payet", role: "My football coach for five years.", phone: "" },
    ]);
    const cv = cvFormSchema.safeParse({ ...result.values, summary: "School leaver who likes working with people." });
    expect(cv.success ? [] : cv.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    // Saved again, it is the same text, the phone on a line of its own, and opens the same.
    const again = readJsonResume(JSON.stringify(toJsonResume(result.values)));
    expect(again.ok && again.values.references).toEqual(result.values.references);
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
      awards: [{ title: "Driver of the year", awarder: "SPTC", date: "2021" }],
      languages: [
        { language: "English", fluency: "Conversational" },
        { language: "Kreol", fluency: "Native speaker" },
      ],
      volunteer: [{ organization: "Scouts", position: "Leader", highlights: ["Camps"] }],
      references: [{ name: "Mr Hoareau", reference: "My manager for five years." }],
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
      // Nothing is lost: a fluency that is not one of the levels is kept with the language.
      languages: [
        { name: "English (Conversational)", level: "" },
        { name: "Kreol (Native speaker)", level: "" },
      ],
      activities: [{ activity: "Leader", organisation: "Scouts", description: "• Camps" }],
      achievements: [{ title: "Driver of the year", date: "2021", description: "SPTC" }],
      references: [{ name: "Mr Hoareau", role: "My manager for five years.", phone: "" }],
      referencesOnRequest: false,
      cvLanguage: "en",
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
    const languages = Array.from({ length: 25 }, (_, index) => ({ language: `Language ${index + 1}` }));
    const many = readJsonResume(JSON.stringify({ basics: { name: "A B" }, languages }));
    expect(many.ok && many.values.languages).toHaveLength(20);
    expect(many.ok && many.notes).toEqual([
      'The file has 25 entries in "languages"; the first 20 were opened, as a CV here holds at most 20.',
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

import { describe, expect, it } from "vitest";
import { DRAFT_KEY, GENERATED_CV_KEY, readGeneratedCv, storedCvState, type StorageLike } from "./stored-cv";

const memory = (entries: Record<string, string> = {}): StorageLike => {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

describe("storedCvState", () => {
  it("is none when nothing is kept", () => {
    expect(storedCvState(memory())).toBe("none");
    expect(storedCvState(memory({ "someone.else": "x" }))).toBe("none");
  });

  it("is stored when a draft or a generated CV is kept, whatever its state", () => {
    expect(storedCvState(memory({ [DRAFT_KEY]: "{}" }))).toBe("stored");
    expect(storedCvState(memory({ [GENERATED_CV_KEY]: "not even json" }))).toBe("stored");
  });

  it("is unavailable without storage or when reading it throws", () => {
    expect(storedCvState(undefined)).toBe("unavailable");
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(storedCvState(blocked)).toBe("unavailable");
  });
});

const stored = (value: unknown) => memory({ [GENERATED_CV_KEY]: JSON.stringify(value) });

describe("readGeneratedCv", () => {
  const cv = {
    firstName: "Marie",
    lastName: "Laporte",
    email: "marie@example.sc",
    phone: "+248 2 512 345",
    address: "Anse Royale, Mahé",
    summary: "Bookkeeper with six years in hotels.",
    education: [
      { institution: "Seychelles Business Studies Academy", degree: "Diploma in Accounting", startDate: "2015" },
    ],
    experience: [
      { employer: "Hilton", position: "Bookkeeper", startDate: "2018", endDate: "", description: "Payroll and VAT." },
    ],
    skills: [{ name: "Excel" }],
  };

  it("reads the CV the CV Builder stored", () => {
    expect(readGeneratedCv(stored({ version: 1, data: cv }))).toEqual(cv);
    const { experience: _, ...noExperience } = cv;
    expect(readGeneratedCv(stored({ version: 1, data: noExperience }))).toEqual(noExperience);
  });

  it("reads the sections added later (languages, activities, achievements, references) and the CV's language", () => {
    const full = {
      ...cv,
      cvLanguage: "fr",
      languages: [
        { name: "Kreol Seselwa", level: "native" },
        { name: "English", level: "" },
      ],
      activities: [
        { activity: "Team captain", organisation: "Anse Royale FC", startDate: "2019", endDate: "", description: "" },
      ],
      achievements: [{ title: "Prefect", date: "2022", description: "" }],
      references: [{ name: "Mrs Payet", role: "Form teacher", phone: "2 512 345" }],
      referencesOnRequest: false,
    };
    expect(readGeneratedCv(stored({ version: 1, data: full }))).toEqual(full);
    expect(readGeneratedCv(stored({ version: 1, data: { ...cv, referencesOnRequest: true, references: [] } }))).toEqual(
      {
        ...cv,
        referencesOnRequest: true,
        references: [],
      },
    );
  });

  it("refuses those sections in a wrong shape", () => {
    for (const wrong of [
      { languages: [{ name: 3 }] },
      { languages: "Kreol" },
      { activities: [{ organisation: "Club" }] },
      { achievements: [{ title: "Prefect", date: 2022 }] },
      { references: [{ name: "Mrs Payet", phone: 2512345 }] },
      { referencesOnRequest: "yes" },
      { cvLanguage: 1 },
    ]) {
      expect(readGeneratedCv(stored({ version: 1, data: { ...cv, ...wrong } }))).toBeUndefined();
    }
  });

  it("is undefined for nothing, a draft only, another version, damaged JSON or a wrong shape", () => {
    expect(readGeneratedCv(memory())).toBeUndefined();
    expect(readGeneratedCv(memory({ [DRAFT_KEY]: JSON.stringify({ version: 1, data: cv }) }))).toBeUndefined();
    expect(readGeneratedCv(stored({ version: 2, data: cv }))).toBeUndefined();
    expect(readGeneratedCv(memory({ [GENERATED_CV_KEY]: "{not json" }))).toBeUndefined();
    expect(readGeneratedCv(stored({ version: 1, data: { ...cv, skills: ["Excel"] } }))).toBeUndefined();
    expect(readGeneratedCv(stored({ version: 1, data: { ...cv, firstName: 3 } }))).toBeUndefined();
    expect(readGeneratedCv(stored(null))).toBeUndefined();
  });

  it("is undefined without storage or when reading throws", () => {
    expect(readGeneratedCv(undefined)).toBeUndefined();
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readGeneratedCv(blocked)).toBeUndefined();
  });
});

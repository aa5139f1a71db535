import { describe, expect, it } from "vitest";
import { clearStoredCvNow } from "./clear-stored-cv";
import { emptyCvForm } from "../../logic/cv-form-values";
import type { CvData } from "../../logic/cv-schema";
import {
  DRAFT_KEY,
  GENERATED_CV_KEY,
  loadDraft,
  loadGeneratedCv,
  saveDraft,
  saveGeneratedCv,
  type StorageLike,
} from "./cv-storage";
import { noOptionalSections } from "@/test/sample-cv";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

const cv: CvData = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "mc@example.sc",
  phone: "2512345",
  address: "Anse Étoile, Mahé",
  summary: "Hospitality professional with eight years in hotels.",
  education: [{ institution: "UniSey", degree: "BA", startDate: "2015", endDate: "", description: "" }],
  experience: [],
  skills: ["Créole", "Excel"],
  ...noOptionalSections,
};

describe("the draft in storage", () => {
  it("round-trips what was typed, even if it is not valid yet", () => {
    const storage = memoryStorage();
    const draft = { ...emptyCvForm(), firstName: "M", summary: "<b>hi</b> 🌴" };
    expect(saveDraft(storage, draft)).toBe(true);
    expect(loadDraft(storage)).toEqual({ status: "ok", value: draft });
  });

  it("is empty when nothing was saved", () => {
    expect(loadDraft(memoryStorage())).toEqual({ status: "empty" });
  });

  it("drops damaged JSON and says so", () => {
    const storage = memoryStorage({ [DRAFT_KEY]: "{not json" });
    expect(loadDraft(storage)).toEqual({ status: "invalid" });
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it("drops an older shape: no version, another version, or fields of the wrong kind", () => {
    const old = [
      JSON.stringify(emptyCvForm()),
      JSON.stringify({ version: 0, data: emptyCvForm() }),
      JSON.stringify({ version: 1, data: { ...emptyCvForm(), skills: ["Excel"] } }),
      JSON.stringify({ version: 1, data: { firstName: "Marie" } }),
      "null",
      "42",
    ];
    for (const raw of old) {
      expect(loadDraft(memoryStorage({ [DRAFT_KEY]: raw }))).toEqual({ status: "invalid" });
    }
  });

  it("never throws when storage is blocked or full", () => {
    expect(loadDraft(throwing)).toEqual({ status: "unavailable" });
    expect(saveDraft(throwing, emptyCvForm())).toBe(false);
    expect(loadDraft(undefined)).toEqual({ status: "unavailable" });
    expect(saveDraft(undefined, emptyCvForm())).toBe(false);
  });
});

describe("the generated CV in storage", () => {
  it("round-trips", () => {
    const storage = memoryStorage();
    expect(saveGeneratedCv(storage, cv)).toBe(true);
    expect(loadGeneratedCv(storage)).toEqual({ status: "ok", value: cv });
  });

  it("is rejected if it no longer passes the form's rules", () => {
    const storage = memoryStorage();
    saveGeneratedCv(storage, { ...cv, summary: "too short" });
    expect(loadGeneratedCv(storage)).toEqual({ status: "invalid" });
    expect(storage.data.has(GENERATED_CV_KEY)).toBe(false);
  });

  it("drops damaged JSON and old shapes", () => {
    expect(loadGeneratedCv(memoryStorage({ [GENERATED_CV_KEY]: "][" }))).toEqual({ status: "invalid" });
    expect(loadGeneratedCv(memoryStorage({ [GENERATED_CV_KEY]: JSON.stringify(cv) }))).toEqual({ status: "invalid" });
  });

  it("never throws when storage is blocked or full", () => {
    expect(loadGeneratedCv(throwing)).toEqual({ status: "unavailable" });
    expect(saveGeneratedCv(throwing, cv)).toBe(false);
  });
});

// Start over clears with clear-stored-cv.ts, which loads before this module: it must clear what this module writes.
describe("starting over", () => {
  it("removes both the draft and the CV", () => {
    const storage = memoryStorage({ other: "kept" });
    saveDraft(storage, emptyCvForm());
    saveGeneratedCv(storage, cv);
    expect(clearStoredCvNow(storage)).toBe(true);
    expect(loadDraft(storage)).toEqual({ status: "empty" });
    expect(loadGeneratedCv(storage)).toEqual({ status: "empty" });
    expect(storage.data.get("other")).toBe("kept");
  });

  it("reports failure instead of throwing", () => {
    expect(clearStoredCvNow(throwing)).toBe(false);
    expect(clearStoredCvNow(undefined)).toBe(false);
  });
});

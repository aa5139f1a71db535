import { describe, expect, it } from "vitest";
import type { CvData } from "../../logic/cv-schema";
import { cvFontSubsets, cvUnsupportedCharacters, pdfDrawableText, unsupportedCharacters } from "./pdf-characters";
import { noOptionalSections } from "@/test/sample-cv";

function cv(overrides: Partial<CvData> = {}): CvData {
  return {
    firstName: "Marie",
    lastName: "Hoareau",
    email: "marie@example.sc",
    phone: "+248 2 512 345",
    address: "Anse Étoile, Mahé",
    summary: "Friendly and organised.",
    education: [{ institution: "UniSey", degree: "BA", startDate: "2015", endDate: "", description: "" }],
    experience: [],
    skills: ["Customer service"],
    ...noOptionalSections,
    ...overrides,
  };
}

describe("which characters the PDF can draw", () => {
  it("draws Latin with its extensions, Vietnamese, Greek and Cyrillic", () => {
    expect(unsupportedCharacters("Łukasz Đặng, œuvre, Ελληνικά, Русский, Київ, Zażółć, € – “ ” …")).toEqual([]);
  });

  it("finds Arabic, Chinese, Devanagari and emoji, each once, in order, a whole emoji as one", () => {
    expect(unsupportedCharacters("مر 你好你 नम 👩🏽‍🍳 🌊🌊 ok")).toEqual(["م", "ر", "你", "好", "न", "म", "👩🏽‍🍳", "🌊"]);
  });

  it("reads a letter typed as letter + accent as the one letter it is", () => {
    expect(unsupportedCharacters("a\u0306\u0323 Đa\u0323\u0306ng")).toEqual([]);
    expect(pdfDrawableText("Đa\u0306\u0323ng")).toBe("Đặng");
  });

  it("leaves out what it cannot draw, without leaving double spaces", () => {
    expect(pdfDrawableText("Love the sea 🌊🏝️ and people 👩🏽‍🍳 مرحبا 你好 end")).toBe("Love the sea and people end");
    expect(pdfDrawableText("a\tb\nc")).toBe("a b\nc");
  });

  it("lists what a whole CV loses, across every field", () => {
    const withLosses = cv({
      lastName: "Hoareau 🙂",
      skills: ["Kreol", "中文"],
      experience: [{ employer: "नमस्ते Ltd", position: "Cook", startDate: "2020", endDate: "", description: "Cooking." }],
    });
    expect(cvUnsupportedCharacters(withLosses)).toEqual(["🙂", "न", "म", "स्ते", "中", "文"]);
    expect(cvUnsupportedCharacters(cv())).toEqual([]);
  });

  it("needs only the font subsets the CV uses, Latin always", () => {
    expect(cvFontSubsets(cv())).toEqual(["latin"]);
    expect(cvFontSubsets(cv({ firstName: "Łukasz", lastName: "Đặng", summary: "Γεια, Привет" }))).toEqual([
      "latin",
      "latin-ext",
      "vietnamese",
      "greek",
      "cyrillic",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  checkRequirements,
  cvWords,
  type JobRequirement,
  requirementsFoundMessage,
  showsPhrase,
  showsRequirement,
} from "./match-requirements";

const requirement = (...cv_words: string[][]): JobRequirement => ({ text: "x", cv_words });

/** What Marie's CV fixture (e2e/fixtures/cv) says, in short. */
const marie = cvWords(`Marie Laporte, Anse Royale, Mahé. Bookkeeper with six years of experience in hotels.
I speak English, French and Kreol. Payroll for 80 staff, monthly VAT returns. Front desk clerk: welcomed guests,
worked weekend shifts. Diplôme en comptabilité. Microsoft Excel, Word and Outlook; Sage; customer service.`);

describe("showsPhrase", () => {
  it("ignores case and accents on both sides", () => {
    const cv = cvWords("DIPLÔME EN COMPTABILITÉ");
    expect(showsPhrase(cv, "comptabilité")).toBe(true);
    expect(showsPhrase(cv, "comptabilite")).toBe(true);
    expect(showsPhrase(cvWords("Kontabilite"), "kontabilite")).toBe(true);
    expect(showsPhrase(cvWords("Réseaux et sécurité"), "reseaux")).toBe(true);
  });

  it("matches whole words only", () => {
    expect(showsPhrase(cvWords("I drove a taxi"), "tax")).toBe(false);
    expect(showsPhrase(cvWords("VAT and tax returns"), "tax")).toBe(true);
    expect(showsPhrase(cvWords("Windsurfing"), "windows")).toBe(false);
    expect(showsPhrase(cvWords("reception"), "receptionist")).toBe(false);
  });

  it("matches a phrase across punctuation and line breaks", () => {
    expect(showsPhrase(cvWords("A-Levels: Maths"), "a levels")).toBe(true);
    expect(showsPhrase(cvWords("Driver’s\nLicence (clean)"), "driver's licence")).toBe(true);
    expect(showsPhrase(cvWords("Microsoft, 365"), "microsoft 365")).toBe(true);
    expect(showsPhrase(cvWords("Microsoft Word"), "microsoft 365")).toBe(false);
  });

  it("never matches an empty phrase", () => {
    expect(showsPhrase(cvWords("anything"), " - ")).toBe(false);
  });
});

describe("showsRequirement", () => {
  it("needs one entry of every group", () => {
    const bookkeepingAndPayroll = requirement(["bookkeeping", "sage"], ["payroll", "paie"]);
    expect(showsRequirement(cvWords("Bookkeeping and payroll"), bookkeepingAndPayroll)).toBe(true);
    expect(showsRequirement(cvWords("Sage; la paie"), bookkeepingAndPayroll)).toBe(true);
    expect(showsRequirement(cvWords("Bookkeeping only"), bookkeepingAndPayroll)).toBe(false);
  });
});

describe("checkRequirements", () => {
  it("marks each requirement found or not, in the listing's order, and counts them", () => {
    const listing = [requirement(["payroll"]), requirement(["tour guide"]), requirement(["excel", "tableur"])];
    const result = checkRequirements(marie, listing);
    expect(result.checks.map((c) => c.found)).toEqual([true, false, true]);
    expect(result).toMatchObject({ found: 2, total: 3 });
  });
});

describe("requirementsFoundMessage", () => {
  it("counts what was found", () => {
    expect(requirementsFoundMessage(3, 4)).toBe("3 of 4 requirements found in your CV");
    expect(requirementsFoundMessage(0, 3)).toBe("0 of 3 requirements found in your CV");
    expect(requirementsFoundMessage(1, 1)).toBe("1 of 1 requirement found in your CV");
  });
});

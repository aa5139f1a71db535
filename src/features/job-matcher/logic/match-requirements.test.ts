import { describe, expect, it } from "vitest";
import { requirementsWithEvidence } from "../data/job-evidence";
import { jobListings, type JobRequirement } from "../data/job-listings";
import {
  checkRequirements,
  cvWords,
  foldToWords,
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

  it("finds a requirement the build served no CV words for in no CV, not in every CV", () => {
    const unknown = requirementsWithEvidence({ id: "no-such-listing", requirements: [{ text: "Payroll" }] });
    expect(checkRequirements(marie, unknown)).toMatchObject({ found: 0, total: 1 });
  });

  it("finds nothing in an empty CV", () => {
    for (const listing of jobListings) {
      expect(checkRequirements(cvWords(""), requirementsWithEvidence(listing)).found).toBe(0);
    }
  });

  it("finds nothing from the words every CV has", () => {
    const everyCv = cvWords(
      `Curriculum Vitae. CV. Résumé. Name: Jean Dupont. Email: jean@example.sc. E-mail. Phone, telephone, mobile.
      Address: Victoria, Mahé, Seychelles. Date of birth. Profile. Summary. Objective. Experience. Work experience.
      Employment history. Job. Work. Education. Qualifications. Skills. Languages. References available on request.
      Years. Year. Month. From. To. Present. Now. Responsibilities. Duties. Achievements. Interests. Hobbies.`,
    );
    for (const listing of jobListings) {
      expect({ id: listing.id, found: checkRequirements(everyCv, requirementsWithEvidence(listing)).found }).toEqual({
        id: listing.id,
        found: 0,
      });
    }
  });

  it("keeps every evidence entry findable: letters or digits, and none a word every CV has", () => {
    const generic = ["experience", "education", "skills", "cv", "email", "e mail", "phone", "address", "work", "job"];
    for (const listing of jobListings) {
      for (const { cv_words } of requirementsWithEvidence(listing)) {
        expect(cv_words.length).toBeGreaterThan(0);
        for (const phrase of cv_words.flat()) {
          expect(foldToWords(phrase).trim()).not.toBe("");
          expect(generic).not.toContain(foldToWords(phrase).trim());
        }
      }
    }
  });
});

describe("requirementsFoundMessage", () => {
  it("counts what was found", () => {
    expect(requirementsFoundMessage(3, 4)).toBe("3 of 4 requirements found in your CV");
    expect(requirementsFoundMessage(0, 3)).toBe("0 of 3 requirements found in your CV");
    expect(requirementsFoundMessage(1, 1)).toBe("1 of 1 requirement found in your CV");
  });
});

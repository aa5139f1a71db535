import { describe, expect, it } from "vitest";
import type { StoredCv } from "../lib/stored-cv";
import { storedCvText } from "./stored-cv-text";

const cv: StoredCv = {
  firstName: "Marie",
  lastName: "Laporte",
  email: "marie@example.sc",
  phone: "+248 2 512 345",
  address: "Anse Royale, Mahé",
  summary: "Bookkeeper with six years in hotels.",
  education: [{ institution: "SBSA", degree: "Diplôme en comptabilité", startDate: "2015", endDate: "2016" }],
  experience: [{ employer: "Hilton", position: "Bookkeeper", startDate: "2018", description: "Payroll and VAT." }],
  skills: [{ name: "Excel" }, { name: "Sage" }],
};

describe("storedCvText", () => {
  it("holds every field, education, experience and skills", () => {
    const text = storedCvText(cv);
    for (const part of [
      "Marie Laporte",
      "Anse Royale",
      "Diplôme en comptabilité",
      "SBSA",
      "Payroll and VAT.",
      "Excel",
      "Sage",
    ]) {
      expect(text).toContain(part);
    }
  });

  it("works without experience", () => {
    const { experience: _, ...rest } = cv;
    expect(storedCvText(rest)).toContain("Excel");
  });
});

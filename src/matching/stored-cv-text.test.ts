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

  it("holds the languages, activities and achievements, and leaves out the references (other people)", () => {
    const text = storedCvText({
      ...cv,
      languages: [{ name: "Kreol Seselwa", level: "native" }, { name: "French" }],
      activities: [
        { activity: "Red Cross volunteer", organisation: "Seychelles Red Cross", description: "First aid at events." },
      ],
      achievements: [{ title: "Prefect", date: "2022", description: "Led the school's clean-up day." }],
      references: [{ name: "Mrs Lucie Payet", role: "Form teacher", phone: "2 512 345" }],
    });
    for (const part of [
      "Kreol Seselwa",
      "French",
      "Red Cross volunteer",
      "Seychelles Red Cross",
      "First aid at events.",
      "Prefect",
      "Led the school's clean-up day.",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Mrs Lucie Payet");
    expect(text).not.toContain("Form teacher");
  });

  it("works without experience", () => {
    const { experience: _, ...rest } = cv;
    expect(storedCvText(rest)).toContain("Excel");
  });
});

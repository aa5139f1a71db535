import { describe, expect, it } from "vitest";
import type { StoredCv } from "@/lib/stored-cv";
import { storedCvName } from "./stored-cv-text";

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

describe("storedCvName", () => {
  it("names the CV after its owner", () => {
    expect(storedCvName(cv)).toBe("CV Builder: Marie Laporte");
    expect(storedCvName({ ...cv, firstName: " ", lastName: "" })).toBe("CV Builder: your CV");
  });
});

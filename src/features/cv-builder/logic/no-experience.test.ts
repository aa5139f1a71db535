import { describe, expect, it } from "vitest";
import { emptyCvForm } from "./cv-form-values";
import { cvFormSchema } from "./cv-schema";

const school = {
  ...emptyCvForm(),
  firstName: "Aline",
  lastName: "Payet",
  email: "aline@example.sc",
  phone: "2512345",
  address: "Baie Lazare, Mahé",
  summary: "School leaver keen to start in hospitality and learn fast.",
  education: [
    { institution: "Plaisance Secondary", degree: "S5", startDate: "2021", endDate: "2025", description: "" },
  ],
  skills: [{ name: "Teamwork" }],
};

describe("'I have no work experience yet'", () => {
  it("unticked, the empty experience block is checked as the specification says", () => {
    const result = cvFormSchema.safeParse(school);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain("Employer name required.");
  });

  it("ticked, the blocks are not checked and the CV has no experience", () => {
    const result = cvFormSchema.safeParse({ ...school, noExperience: true });
    expect(result.success).toBe(true);
    expect(result.data?.experience).toEqual([]);
    expect(result.data?.skills).toEqual(["Teamwork"]);
  });
});

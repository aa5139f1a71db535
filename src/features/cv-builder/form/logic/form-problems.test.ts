import { describe, expect, it } from "vitest";
import { countByTab, listProblems } from "./form-problems";

const error = (message: string) => ({ type: "too_small", message });

describe("listProblems", () => {
  it("lists every message in page order with its tab and a readable label", () => {
    const errors = {
      skills: [error("Skill name required.")].map((e) => ({ name: e })),
      education: [undefined, { degree: error("Degree/qualification required.") }],
      email: error("Please enter a valid email address."),
      experience: [
        { description: error("Please describe your responsibilities."), employer: error("Employer name required.") },
      ],
      firstName: error("First name must be at least 2 characters."),
    };
    expect(listProblems(errors)).toEqual([
      { name: "firstName", tab: "personal", label: "First name", message: "First name must be at least 2 characters." },
      { name: "email", tab: "personal", label: "Email", message: "Please enter a valid email address." },
      {
        name: "education.1.degree",
        tab: "education",
        label: "Education #2: Degree/qualification",
        message: "Degree/qualification required.",
      },
      {
        name: "experience.0.employer",
        tab: "experience",
        label: "Experience #1: Employer",
        message: "Employer name required.",
      },
      {
        name: "experience.0.description",
        tab: "experience",
        label: "Experience #1: Description of responsibilities",
        message: "Please describe your responsibilities.",
      },
      { name: "skills.0.name", tab: "experience", label: "Skill #1", message: "Skill name required." },
    ]);
  });

  it("includes list-level messages", () => {
    expect(listProblems({ skills: error("At least one skill is required.") })).toEqual([
      { name: "skills", tab: "experience", label: "Skills", message: "At least one skill is required." },
    ]);
  });

  it("names a whole list by its section, before its entries, and puts a name the form does not have last", () => {
    const education = Object.assign([{ institution: error("Institution name required.") }], {
      root: error("You can add up to 20 education entries."),
    });
    const problems = listProblems({ unknownField: error("Odd."), education, phone: error("Too short.") });
    expect(problems.map(({ name, tab, label }) => [name, tab, label])).toEqual([
      ["phone", "personal", "Phone"],
      ["education", "education", "Education"],
      ["education.0.institution", "education", "Education #1: Institution"],
      ["unknownField", "personal", "unknownField"],
    ]);
    expect(problems[1]?.message).toBe("You can add up to 20 education entries.");
  });

  it("counts problems per tab", () => {
    const problems = listProblems({
      firstName: error("a"),
      lastName: error("b"),
      education: [{ institution: error("c") }],
      skills: [{ name: error("d") }],
    });
    expect(countByTab(problems)).toEqual({ personal: 2, education: 1, experience: 1, preview: 0 });
  });

  it("is empty without errors", () => {
    expect(listProblems({})).toEqual([]);
  });
});

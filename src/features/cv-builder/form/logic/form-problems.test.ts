import { describe, expect, it } from "vitest";
import { countByTab, listProblems } from "./form-problems";

const error = (message: string) => ({ type: "too_small", message });

describe("listProblems", () => {
  it("lists every message in page order with its tab, and a label only where the message needs one to read once", () => {
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
      // "First name: First name must be…" would say it twice: the message names the field.
      { name: "firstName", tab: "personal", message: "First name must be at least 2 characters." },
      { name: "email", tab: "personal", message: "Please enter a valid email address." },
      // In a list, the entry: "Education #2: Degree/qualification required."
      {
        name: "education.1.degree",
        tab: "education",
        label: "Education #2",
        message: "Degree/qualification required.",
      },
      { name: "experience.0.employer", tab: "experience", label: "Experience #1", message: "Employer name required." },
      {
        name: "experience.0.description",
        tab: "experience",
        label: "Experience #1",
        message: "Please describe your responsibilities.",
      },
      { name: "skills.0.name", tab: "experience", label: "Skill #1", message: "Skill name required." },
    ]);
  });

  it("includes list-level messages, which name their list", () => {
    expect(listProblems({ skills: error("At least one skill is required.") })).toEqual([
      { name: "skills", tab: "experience", message: "At least one skill is required." },
    ]);
  });

  it("names the field before the one message that does not: the length limit", () => {
    expect(
      listProblems({
        summary: error("Please keep this to 2,000 characters or fewer."),
        education: [{ description: error("Please keep this to 1,500 characters or fewer.") }],
        languages: [
          { name: error("Please keep this to 60 characters or fewer.") },
          { name: error("Language name required.") },
        ],
      }),
    ).toEqual([
      {
        name: "summary",
        tab: "personal",
        label: "Professional summary",
        message: "Please keep this to 2,000 characters or fewer.",
      },
      {
        name: "education.0.description",
        tab: "education",
        label: "Education #1: Description",
        message: "Please keep this to 1,500 characters or fewer.",
      },
      {
        name: "languages.0.name",
        tab: "experience",
        label: "Language #1: Language",
        message: "Please keep this to 60 characters or fewer.",
      },
      { name: "languages.1.name", tab: "experience", label: "Language #2", message: "Language name required." },
    ]);
  });

  it("puts a whole list before its entries, and a name the form does not have last", () => {
    const education = Object.assign([{ institution: error("Institution name required.") }], {
      root: error("You can add up to 20 education entries."),
    });
    const problems = listProblems({ unknownField: error("Odd."), education, phone: error("Too short.") });
    expect(problems.map(({ name, tab, label }) => [name, tab, label])).toEqual([
      ["phone", "personal", undefined],
      ["education", "education", undefined],
      ["education.0.institution", "education", "Education #1"],
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

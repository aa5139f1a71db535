import { describe, expect, it } from "vitest";
import {
  cvLists,
  cvTabSpecs,
  cvTabs,
  emptyCvValues,
  emptyEntry,
  errorId,
  fieldId,
  isCvTab,
  placeOf,
  type CvFieldSpec,
} from "./cv-fields";

describe("the CV form's tabs", () => {
  it("are Personal, Education, Experience and Skills, and Preview, in that order", () => {
    expect(cvTabs).toEqual(["personal", "education", "experience", "preview"]);
    expect(cvTabs.map((tab) => cvTabSpecs[tab].label)).toEqual([
      "Personal",
      "Education",
      "Experience and Skills",
      "Preview",
    ]);
  });

  it("hold the personal fields, the education list, then experience, skills, the optional sections and the CV's language", () => {
    expect(cvTabs.map((tab) => [tab, cvTabSpecs[tab].fields.map((field) => field.key), cvTabSpecs[tab].lists])).toEqual(
      [
        ["personal", ["firstName", "lastName", "email", "phone", "address", "summary"], []],
        ["education", [], ["education"]],
        [
          "experience",
          ["cvLanguage"],
          ["experience", "skills", "languages", "activities", "achievements", "references"],
        ],
        ["preview", [], []],
      ],
    );
    expect(cvTabSpecs.experience.checkboxes).toEqual(["noExperience", "referencesOnRequest"]);
  });

  it("knows its own tab names only", () => {
    expect(isCvTab("experience")).toBe(true);
    expect(isCvTab("skills")).toBe(false);
  });
});

/** An optional section's fields: key, label, hint and whether it may stay empty. */
const summary = (list: "languages" | "activities" | "achievements" | "references") =>
  (cvLists[list].fields as readonly CvFieldSpec[]).map((field) => [
    field.key,
    field.label,
    field.hint ?? null,
    field.optional,
  ]);

describe("the CV form's fields", () => {
  it("personal: labels, keyboards, autocomplete and limits, in page order", () => {
    expect(cvTabSpecs.personal.fields).toEqual([
      { key: "firstName", label: "First name", autoComplete: "given-name", max: 60 },
      { key: "lastName", label: "Last name", autoComplete: "family-name", max: 60 },
      {
        key: "email",
        label: "Email",
        hint: "One you check often, for example aline.payet@gmail.com.",
        input: "email",
        autoComplete: "email",
        max: 254,
      },
      {
        key: "phone",
        label: "Phone",
        hint: "A number employers can call you on, for example 2\u00a0512\u00a0345.",
        input: "tel",
        autoComplete: "tel",
        max: 30,
      },
      {
        key: "address",
        label: "Address",
        hint: "Your district and island are enough, for example Anse Royale, Mahé.",
        autoComplete: "street-address",
        wide: true,
        max: 200,
      },
      {
        key: "summary",
        label: "Professional summary",
        // The 30-character minimum, said before any error.
        hint: "At least 30 characters: who you are, what you are good at and the work you want. For example: School leaver, friendly and on time, keen to start work in a hotel or a shop.",
        lines: 5,
        wide: true,
        max: 2000,
      },
    ]);
  });

  it("an education entry: institution, degree, dates, then an optional description", () => {
    expect(cvLists.education.fields).toEqual([
      {
        key: "institution",
        label: "Institution",
        hint: "For example, Anse Royale Secondary School or Seychelles Tourism Academy.",
        autoComplete: "off",
        wide: true,
        max: 120,
      },
      {
        key: "degree",
        label: "Degree/qualification",
        hint: "For example, IGCSE, S5 certificate or Certificate in Hospitality.",
        autoComplete: "off",
        wide: true,
        max: 120,
      },
      {
        key: "startDate",
        label: "Start date",
        hint: "The year you started, for example 2018.",
        autoComplete: "off",
        max: 30,
      },
      {
        key: "endDate",
        label: "End date (or expected)",
        note: "(optional)",
        hint: "The year you finished, or will finish, for example 2023.",
        optional: true,
        autoComplete: "off",
        max: 30,
      },
      {
        key: "description",
        label: "Description",
        note: "(optional)",
        hint: "Subjects and results you are proud of, for example Maths B, English C.",
        optional: true,
        lines: 3,
        wide: true,
        max: 1500,
      },
    ]);
  });

  it("an experience entry: employer, position, dates, then the responsibilities", () => {
    expect(cvLists.experience.fields).toEqual([
      {
        key: "employer",
        label: "Employer",
        hint: "A company, a shop or a family business, for example Victoria Bakery.",
        autoComplete: "off",
        max: 120,
      },
      {
        key: "position",
        label: "Position",
        hint: "For example, Waiter, Shop assistant or Trainee.",
        autoComplete: "organization-title",
        max: 120,
      },
      {
        key: "startDate",
        label: "Start date",
        hint: "The year you started, for example 2021.",
        autoComplete: "off",
        max: 30,
      },
      {
        key: "endDate",
        label: "End date (or expected)",
        note: "(optional, leave empty if you still work there)",
        optional: true,
        autoComplete: "off",
        max: 30,
      },
      {
        key: "description",
        label: "Description of responsibilities",
        hint: "What you did, for example: Served 40 guests a day and looked after the till.",
        lines: 3,
        wide: true,
        max: 1500,
      },
    ]);
  });

  it("a skill: one field of 60 characters, labelled by its number", () => {
    expect(cvLists.skills.fields).toEqual([
      {
        key: "name",
        label: "Skill",
        hint: "One per box, for example Customer service, Microsoft Word or Driving licence.",
        autoComplete: "off",
        max: 60,
      },
    ]);
    expect(cvLists.skills.entryTitle("3")).toBe("Skill #3");
  });

  it("names an entry and its fields the way the form and the error summary show them", () => {
    expect(cvLists.education.entryTitle("2")).toBe("Education #2");
    expect(cvLists.education.problemLabel("2", "Degree/qualification")).toBe("Education #2: Degree/qualification");
    expect(cvLists.experience.entryTitle("1")).toBe("Experience #1");
    expect(cvLists.experience.problemLabel("1", "Employer")).toBe("Experience #1: Employer");
    expect(cvLists.languages.entryTitle("2")).toBe("Language #2");
    expect(cvLists.activities.problemLabel("1", "Description")).toBe("Activity #1: Description");
    expect(cvLists.achievements.entryTitle("3")).toBe("Achievement #3");
    expect(cvLists.references.entryTitle("1")).toBe("Reference #1");
  });

  it("the optional sections: each field optional, with a hint where an example helps", () => {
    expect(summary("languages")).toEqual([
      ["name", "Language", "For example, Kreol Seselwa, English or French.", true],
      ["level", "How well you speak it", null, true],
    ]);
    expect(cvLists.languages.fields[1].options.map((option) => option.label)).toEqual([
      "Choose a level",
      "Native (first language)",
      "Fluent",
      "Good",
      "Basic",
    ]);
    expect(summary("activities")).toEqual([
      ["activity", "What you did", "For example, Team captain, Choir member or Helped in the family shop.", true],
      ["organisation", "Club, church or group", "For example, Anse Royale Football Club or the Scouts.", true],
      ["startDate", "Start date", "The year you started, for example 2020.", true],
      ["endDate", "End date (or expected)", "The year you finished, or will finish, for example 2023.", true],
      ["description", "Description", "What you did and learnt, in a sentence or two.", true],
    ]);
    expect(summary("achievements")).toEqual([
      ["title", "Achievement", "For example, Prefect, Best in Maths or First aid certificate.", true],
      ["date", "Year", "For example, 2022.", true],
      ["description", "Description", null, true],
    ]);
    expect(summary("references")).toEqual([
      ["name", "Name", null, true],
      ["role", "Who they are", "For example, Form teacher at Anse Royale Secondary School.", true],
      ["phone", "Phone", null, true],
    ]);
  });

  it("the CV's language: English, Français or Kreol Seselwa, English first, with why", () => {
    const [field] = cvTabSpecs.experience.fields;
    expect(field).toMatchObject({
      key: "cvLanguage",
      label: "Language of your CV",
      hint: "Most employers in Seychelles read CVs in English.",
      initial: "en",
      options: [
        { value: "en", label: "English" },
        { value: "fr", label: "Français" },
        { value: "crs", label: "Kreol Seselwa" },
      ],
    });
  });
});

describe("where a field stands", () => {
  it("finds a personal field's tab, place and spec", () => {
    const place = placeOf("email");
    expect(place?.tab).toBe("personal");
    expect(place?.rank).toEqual([2, 0, 0]);
    expect(place?.field?.label).toBe("Email");
    expect(place?.list).toBeUndefined();
  });

  it("finds a field of a list's entry, and the skills on the Experience tab", () => {
    expect(placeOf("education.1.degree")).toMatchObject({
      tab: "education",
      rank: [6, 1, 1],
      field: { label: "Degree/qualification" },
      list: { name: "education", entry: 1 },
    });
    expect(placeOf("experience.0.description")).toMatchObject({
      tab: "experience",
      rank: [8, 0, 4],
      field: { label: "Description of responsibilities" },
    });
    expect(placeOf("skills.4.name")).toMatchObject({ tab: "experience", rank: [9, 4, 0] });
    expect(placeOf("references.1.phone")).toMatchObject({ tab: "experience", rank: [13, 1, 2] });
  });

  it("finds a whole list, ahead of its first entry", () => {
    const place = placeOf("skills");
    expect(place).toMatchObject({ tab: "experience", list: { name: "skills" } });
    expect(place?.field).toBeUndefined();
    expect(place?.rank).toEqual([9, 0, -1]);
  });

  it("does not know a name the form does not have", () => {
    expect(placeOf("middleName")).toBeUndefined();
  });
});

describe("field ids", () => {
  it("are stable, valid ids from the field name", () => {
    expect(fieldId("education.1.degree")).toBe("cv-education-1-degree");
    expect(errorId("firstName")).toBe("cv-firstName-error");
  });
});

describe("a new form", () => {
  it("has every field empty, the CV in English, one empty entry per list of the specification, none in the others, and the boxes unticked", () => {
    expect(emptyCvValues()).toEqual({
      cvLanguage: "en",
      languages: [],
      activities: [],
      achievements: [],
      references: [],
      referencesOnRequest: false,
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      address: "",
      summary: "",
      education: [{ institution: "", degree: "", startDate: "", endDate: "", description: "" }],
      noExperience: false,
      experience: [{ employer: "", position: "", startDate: "", endDate: "", description: "" }],
      skills: [{ name: "" }],
    });
  });

  it("gives a new entry each time, so one entry's typing never shows in another", () => {
    const first = emptyEntry("skills");
    first.name = "Excel";
    expect(emptyEntry("skills")).toEqual({ name: "" });
    const form = emptyCvValues();
    form.education[0]!.institution = "UniSey";
    expect(emptyCvValues().education).toEqual([
      { institution: "", degree: "", startDate: "", endDate: "", description: "" },
    ]);
  });
});

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

  it("hold the personal fields, the education list, then experience, skills and the no-experience box", () => {
    expect(cvTabs.map((tab) => [tab, cvTabSpecs[tab].fields.length, cvTabSpecs[tab].lists])).toEqual([
      ["personal", 6, []],
      ["education", 0, ["education"]],
      ["experience", 0, ["experience", "skills"]],
      ["preview", 0, []],
    ]);
    expect(cvTabSpecs.experience.checkboxes).toEqual(["noExperience"]);
  });

  it("knows its own tab names only", () => {
    expect(isCvTab("experience")).toBe(true);
    expect(isCvTab("skills")).toBe(false);
  });
});

describe("the CV form's fields", () => {
  it("personal: labels, keyboards, autocomplete and limits, in page order", () => {
    expect(cvTabSpecs.personal.fields).toEqual([
      { key: "firstName", label: "First name", autoComplete: "given-name", max: 60 },
      { key: "lastName", label: "Last name", autoComplete: "family-name", max: 60 },
      { key: "email", label: "Email", input: "email", autoComplete: "email", max: 254 },
      { key: "phone", label: "Phone", input: "tel", autoComplete: "tel", max: 30 },
      { key: "address", label: "Address", autoComplete: "street-address", wide: true, max: 200 },
      {
        key: "summary",
        label: "Professional summary",
        lines: 5,
        placeholder: "A few sentences about your experience, strengths and the work you are looking for.",
        wide: true,
        max: 2000,
      },
    ]);
  });

  it("an education entry: institution, degree, dates, then an optional description", () => {
    expect(cvLists.education.fields).toEqual([
      { key: "institution", label: "Institution", autoComplete: "off", wide: true, max: 120 },
      { key: "degree", label: "Degree/qualification", autoComplete: "off", wide: true, max: 120 },
      { key: "startDate", label: "Start date", placeholder: "e.g. 2018", autoComplete: "off", max: 30 },
      {
        key: "endDate",
        label: "End date (or expected)",
        note: "(optional)",
        optional: true,
        placeholder: "e.g. 2021",
        autoComplete: "off",
        max: 30,
      },
      {
        key: "description",
        label: "Description",
        note: "(optional)",
        optional: true,
        lines: 3,
        wide: true,
        max: 1500,
      },
    ]);
  });

  it("an experience entry: employer, position, dates, then the responsibilities", () => {
    expect(cvLists.experience.fields).toEqual([
      { key: "employer", label: "Employer", autoComplete: "off", max: 120 },
      { key: "position", label: "Position", autoComplete: "organization-title", max: 120 },
      { key: "startDate", label: "Start date", placeholder: "e.g. 2021", autoComplete: "off", max: 30 },
      {
        key: "endDate",
        label: "End date (or expected)",
        note: "(optional, leave empty if you still work there)",
        optional: true,
        autoComplete: "off",
        max: 30,
      },
      { key: "description", label: "Description of responsibilities", lines: 3, wide: true, max: 1500 },
    ]);
  });

  it("a skill: one field of 60 characters, labelled by its number", () => {
    expect(cvLists.skills.fields).toEqual([{ key: "name", label: "Skill", autoComplete: "off", max: 60 }]);
    expect(cvLists.skills.entryTitle("3")).toBe("Skill #3");
  });

  it("names an entry and its fields the way the form and the error summary show them", () => {
    expect(cvLists.education.entryTitle("2")).toBe("Education #2");
    expect(cvLists.education.problemLabel("2", "Degree/qualification")).toBe("Education #2: Degree/qualification");
    expect(cvLists.experience.entryTitle("1")).toBe("Experience #1");
    expect(cvLists.experience.problemLabel("1", "Employer")).toBe("Experience #1: Employer");
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
      rank: [7, 0, 4],
      field: { label: "Description of responsibilities" },
    });
    expect(placeOf("skills.4.name")).toMatchObject({ tab: "experience", rank: [8, 4, 0] });
  });

  it("finds a whole list, ahead of its first entry", () => {
    const place = placeOf("skills");
    expect(place).toMatchObject({ tab: "experience", list: { name: "skills" } });
    expect(place?.field).toBeUndefined();
    expect(place?.rank).toEqual([8, 0, -1]);
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
  it("has every field empty, one empty entry per list and the box unticked", () => {
    expect(emptyCvValues()).toEqual({
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

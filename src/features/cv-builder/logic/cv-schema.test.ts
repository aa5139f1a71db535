// The form's rules, step by step, as a person meets them. Past 250 lines because each of the
// schema's rules (every field's limit and format, the lists, the no-experience box) gets its own
// case here, beside one another; split, the rules of one step would sit in several files.
import { describe, expect, it } from "vitest";
import { cvLists, cvTabSpecs, cvTabs, emptyEntry, type CvFieldSpec } from "./cv-fields";
import { emptyCvForm } from "./cv-form-values";
import {
  cvDraftSchema,
  cvFormSchema,
  educationEntrySchema,
  experienceEntrySchema,
  personalSchema,
  skillEntrySchema,
  type CvFormValues,
} from "./cv-schema";

/** A CV that passes every rule, at exactly the minimum lengths where it can. */
function validCv(): CvFormValues {
  return {
    firstName: "Jo",
    lastName: "Li",
    email: "jo.li@example.sc",
    phone: "2512345",
    address: "Mahé.",
    summary: "x".repeat(30),
    education: [{ institution: "UC", degree: "BA", startDate: "2018", endDate: "", description: "" }],
    experience: [{ employer: "AB", position: "PA", startDate: "2021", endDate: "", description: "x".repeat(10) }],
    skills: [{ name: "A" }],
    cvLanguage: "en",
    languages: [{ name: "K", level: "native" }],
    activities: [{ activity: "C", organisation: "", startDate: "", endDate: "", description: "" }],
    achievements: [{ title: "P", date: "", description: "" }],
    referencesOnRequest: false,
    references: [{ name: "M", role: "", phone: "2512345" }],
  };
}

/** The messages the form shows for these values, keyed by field path. */
function messages(values: CvFormValues): Record<string, string> {
  const result = cvFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

type Row = {
  path: string;
  below: string;
  atMin: string;
  message: string;
  set: (cv: CvFormValues, value: string) => void;
};

const rows: Row[] = [
  {
    path: "firstName",
    below: "J",
    atMin: "Jo",
    message: "First name must be at least 2 characters.",
    set: (cv, v) => (cv.firstName = v),
  },
  {
    path: "lastName",
    below: "L",
    atMin: "Li",
    message: "Last name must be at least 2 characters.",
    set: (cv, v) => (cv.lastName = v),
  },
  {
    path: "phone",
    below: "251234",
    atMin: "2512345",
    message: "Phone number must be at least 7 digits.",
    set: (cv, v) => (cv.phone = v),
  },
  {
    path: "address",
    below: "Mahé",
    atMin: "Mahé.",
    message: "Please enter your full address.",
    set: (cv, v) => (cv.address = v),
  },
  {
    path: "summary",
    below: "y".repeat(29),
    atMin: "y".repeat(30),
    message: "Please provide a professional summary (at least 30 characters).",
    set: (cv, v) => (cv.summary = v),
  },
  {
    path: "education.0.institution",
    below: "U",
    atMin: "UC",
    message: "Institution name required.",
    set: (cv, v) => (cv.education[0]!.institution = v),
  },
  {
    path: "education.0.degree",
    below: "B",
    atMin: "BA",
    message: "Degree/qualification required.",
    set: (cv, v) => (cv.education[0]!.degree = v),
  },
  {
    path: "education.0.startDate",
    below: "201",
    atMin: "2018",
    message: "Start date required.",
    set: (cv, v) => (cv.education[0]!.startDate = v),
  },
  {
    path: "experience.0.employer",
    below: "A",
    atMin: "AB",
    message: "Employer name required.",
    set: (cv, v) => (cv.experience![0]!.employer = v),
  },
  {
    path: "experience.0.position",
    below: "P",
    atMin: "PA",
    message: "Position/title required.",
    set: (cv, v) => (cv.experience![0]!.position = v),
  },
  {
    path: "experience.0.startDate",
    below: "202",
    atMin: "2021",
    message: "Start date required.",
    set: (cv, v) => (cv.experience![0]!.startDate = v),
  },
  {
    path: "experience.0.description",
    below: "z".repeat(9),
    atMin: "z".repeat(10),
    message: "Please describe your responsibilities.",
    set: (cv, v) => (cv.experience![0]!.description = v),
  },
  {
    path: "skills.0",
    below: "",
    atMin: "A",
    message: "Skill name required.",
    set: (cv, v) => (cv.skills[0]!.name = v),
  },
];

describe("the CV form's rules (spec §5)", () => {
  it("accepts a CV with every field at its minimum length", () => {
    expect(cvFormSchema.safeParse(validCv()).success).toBe(true);
  });

  for (const row of rows) {
    const path = row.path === "skills.0" ? "skills.0.name" : row.path;
    it(`${row.path}: ${row.below.length} characters fail with "${row.message}", ${row.atMin.length} pass`, () => {
      const short = validCv();
      row.set(short, row.below);
      expect(messages(short)).toEqual({ [path]: row.message });

      const enough = validCv();
      row.set(enough, row.atMin);
      expect(messages(enough)).toEqual({});
    });

    it(`${row.path}: spaces do not count, so only spaces fail`, () => {
      const spaces = validCv();
      row.set(spaces, " ".repeat(row.atMin.length + 3));
      expect(messages(spaces)).toEqual({ [path]: row.message });

      const padded = validCv();
      row.set(padded, `  ${row.atMin}  `);
      expect(messages(padded)).toEqual({});
    });
  }

  it("accepts a valid email and rejects invalid ones with the spec's message", () => {
    for (const email of ["marie@example.sc", "  marie.hoareau@gov.sc  ", "a.b+c@mail.example.com"]) {
      expect(messages({ ...validCv(), email })).toEqual({});
    }
    for (const email of ["", "marie", "marie@", "@example.sc", "marie@example", "marie @example.sc", "a@b@c.sc"]) {
      expect(messages({ ...validCv(), email })).toEqual({ email: "Please enter a valid email address." });
    }
  });

  it("requires at least one education entry", () => {
    expect(messages({ ...validCv(), education: [] })).toEqual({
      education: "At least one education entry is required.",
    });
  });

  it("requires at least one skill", () => {
    expect(messages({ ...validCv(), skills: [] })).toEqual({ skills: "At least one skill is required." });
  });

  it("lets experience be an empty list, or left out", () => {
    expect(messages({ ...validCv(), experience: [] })).toEqual({});
    const { experience: _experience, ...withoutExperience } = validCv();
    expect(cvFormSchema.safeParse(withoutExperience).success).toBe(true);
  });

  it("leaves the education end date and description, and the experience end date, optional", () => {
    const cv = validCv();
    cv.education[0] = { institution: "UC", degree: "BA", startDate: "2018" };
    cv.experience![0]!.endDate = undefined;
    expect(messages(cv)).toEqual({});
  });

  it("applies the rules to the empty experience entry the form starts with", () => {
    const cv = { ...validCv(), experience: emptyCvForm().experience };
    expect(messages(cv)).toEqual({
      "experience.0.employer": "Employer name required.",
      "experience.0.position": "Position/title required.",
      "experience.0.startDate": "Start date required.",
      "experience.0.description": "Please describe your responsibilities.",
    });
  });

  it("gives every message of an empty form", () => {
    expect(messages(emptyCvForm())).toEqual({
      firstName: "First name must be at least 2 characters.",
      lastName: "Last name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Phone number must be at least 7 digits.",
      address: "Please enter your full address.",
      summary: "Please provide a professional summary (at least 30 characters).",
      "education.0.institution": "Institution name required.",
      "education.0.degree": "Degree/qualification required.",
      "education.0.startDate": "Start date required.",
      "experience.0.employer": "Employer name required.",
      "experience.0.position": "Position/title required.",
      "experience.0.startDate": "Start date required.",
      "experience.0.description": "Please describe your responsibilities.",
      "skills.0.name": "Skill name required.",
    });
  });

  it("gives the CV data of spec §3, trimmed, with skills as strings", () => {
    const cv = validCv();
    cv.firstName = "  Marie-Claire ";
    cv.skills = [{ name: " Créole " }, { name: "Excel" }];
    const result = cvFormSchema.safeParse(cv);
    expect(result.success && result.data.firstName).toBe("Marie-Claire");
    expect(result.success && result.data.skills).toEqual(["Créole", "Excel"]);
  });

  it("takes markup and emoji as plain text", () => {
    const cv = validCv();
    cv.address = `<script>alert(1)</script> 🌴`;
    const result = cvFormSchema.safeParse(cv);
    expect(result.success && result.data.address).toBe("<script>alert(1)</script> 🌴");
  });
});

describe("the CV form's limits (issue 15)", () => {
  const limits: [string, number, (cv: CvFormValues, value: string) => void][] = [
    ["firstName", 60, (cv, v) => (cv.firstName = v)],
    ["lastName", 60, (cv, v) => (cv.lastName = v)],
    ["phone", 30, (cv, v) => (cv.phone = v)],
    ["address", 200, (cv, v) => (cv.address = v)],
    ["summary", 2000, (cv, v) => (cv.summary = v)],
    ["education.0.institution", 120, (cv, v) => (cv.education[0]!.institution = v)],
    ["education.0.degree", 120, (cv, v) => (cv.education[0]!.degree = v)],
    ["education.0.startDate", 30, (cv, v) => (cv.education[0]!.startDate = v)],
    ["education.0.endDate", 30, (cv, v) => (cv.education[0]!.endDate = v)],
    ["education.0.description", 1500, (cv, v) => (cv.education[0]!.description = v)],
    ["experience.0.employer", 120, (cv, v) => (cv.experience![0]!.employer = v)],
    ["experience.0.position", 120, (cv, v) => (cv.experience![0]!.position = v)],
    ["experience.0.description", 1500, (cv, v) => (cv.experience![0]!.description = v)],
    ["skills.0.name", 60, (cv, v) => (cv.skills[0]!.name = v)],
  ];
  for (const [path, max, set] of limits) {
    it(`${path}: ${max} characters pass, ${max + 1} fail with a message naming the limit`, () => {
      const filler = path === "phone" ? "1" : "a";
      const atMax = validCv();
      set(atMax, filler.repeat(max));
      expect(messages(atMax)).toEqual({});
      const over = validCv();
      set(over, filler.repeat(max + 1));
      expect(messages(over)).toEqual({
        [path]: `Please keep this to ${max.toLocaleString("en")} characters or fewer.`,
      });
    });
  }

  it("refuses a 10,000-character summary with the 2,000 limit", () => {
    expect(messages({ ...validCv(), summary: "a".repeat(10_000) })).toEqual({
      summary: "Please keep this to 2,000 characters or fewer.",
    });
  });

  it("takes an e-mail address of 254 characters, not 255", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}`;
    expect(at254).toHaveLength(254);
    expect(messages({ ...validCv(), email: at254 })).toEqual({});
    expect(messages({ ...validCv(), email: `a${at254}` })).toEqual({
      email: "Please keep this to 254 characters or fewer.",
    });
  });

  it("takes at most 20 entries in each list", () => {
    const cv = validCv();
    cv.education = Array.from({ length: 20 }, () => ({ ...cv.education[0]! }));
    cv.experience = Array.from({ length: 20 }, () => ({ ...cv.experience![0]! }));
    cv.skills = Array.from({ length: 20 }, () => ({ name: "A" }));
    expect(messages(cv)).toEqual({});
    expect(messages({ ...cv, education: [...cv.education, cv.education[0]!] })).toEqual({
      education: "You can add up to 20 education entries.",
    });
    expect(messages({ ...cv, experience: [...cv.experience, cv.experience[0]!] })).toEqual({
      experience: "You can add up to 20 experience entries.",
    });
    expect(messages({ ...cv, skills: [...cv.skills, { name: "B" }] })).toEqual({
      skills: "You can add up to 20 skills.",
    });
  });
});

/** A valid CV whose one reference has this phone. */
const withReferencePhone = (phone: string) => ({ ...validCv(), references: [{ name: "Mrs Payet", role: "", phone }] });

describe("the optional sections (issue 35)", () => {
  const optionalLists = { languages: [], activities: [], achievements: [], references: [] };

  it("are optional: a CV with none, or a draft stored before they existed, passes and has none", () => {
    expect(messages({ ...validCv(), ...optionalLists })).toEqual({});
    const { cvLanguage: _l, languages: _a, activities: _b, achievements: _c, references: _d, ...old } = validCv();
    const result = cvFormSchema.safeParse(old);
    expect(result.success && result.data).toMatchObject({ cvLanguage: "en", ...optionalLists });
  });

  it("drop an entry added and left blank, without a message", () => {
    const cv = {
      ...validCv(),
      languages: [emptyEntry("languages"), { name: "  ", level: "" }],
      activities: [emptyEntry("activities")],
      achievements: [emptyEntry("achievements")],
      references: [emptyEntry("references")],
    };
    expect(messages(cv)).toEqual({});
    const result = cvFormSchema.safeParse(cv);
    expect(result.success && result.data).toMatchObject(optionalLists);
  });

  it("ask for an entry's first field once anything else is in it", () => {
    const cv = {
      ...validCv(),
      languages: [{ name: "", level: "fluent" }],
      activities: [{ activity: "", organisation: "Scouts", startDate: "", endDate: "", description: "" }],
      achievements: [{ title: " ", date: "2022", description: "" }],
      references: [{ name: "", role: "Form teacher", phone: "2512345" }],
    };
    expect(messages(cv)).toEqual({
      "languages.0.name": "Language name required.",
      "activities.0.activity": "Activity or role required.",
      "achievements.0.title": "Achievement required.",
      "references.0.name": "Name of the reference required.",
    });
  });

  it("take a reference without a phone (JSON Resume has none), and check a phone given with the phone rules", () => {
    expect(messages(withReferencePhone(""))).toEqual({});
    expect(messages(withReferencePhone("   "))).toEqual({});
    expect(messages(withReferencePhone("251 23"))).toEqual({
      "references.0.phone": "Phone number must be at least 7 digits.",
    });
    expect(messages(withReferencePhone("2512345 ext 4"))).toEqual({
      "references.0.phone": "Phone number can only contain digits, spaces and + - ( ) .",
    });
    expect(messages(withReferencePhone("+248 2 512 345"))).toEqual({});
  });

  it("set the named references aside for 'References available on request'", () => {
    const cv = { ...validCv(), referencesOnRequest: true, references: [{ name: "", role: "Coach", phone: "" }] };
    expect(messages(cv)).toEqual({});
    const result = cvFormSchema.safeParse(cv);
    expect(result.success && result.data).toMatchObject({ referencesOnRequest: true, references: [] });
  });

  it("read an unknown CV language as English and an unknown level as none", () => {
    const result = cvFormSchema.safeParse({
      ...validCv(),
      cvLanguage: "de",
      languages: [{ name: "K", level: "expert" }],
    });
    expect(result.success && result.data).toMatchObject({ cvLanguage: "en", languages: [{ name: "K", level: "" }] });
    const kreol = cvFormSchema.safeParse({ ...validCv(), cvLanguage: "crs" });
    expect(kreol.success && kreol.data.cvLanguage).toBe("crs");
  });
});

describe("the phone rule counts digits", () => {
  it.each(["abcdefg", "+248 ab", "(+) - . - ()", "123456", "1 2 3 4 5 6"])("%s has fewer than 7 digits", (phone) => {
    expect(messages({ ...validCv(), phone })).toEqual({ phone: "Phone number must be at least 7 digits." });
  });

  it.each(["2512345", "+248 2 512 345", "(248) 251-2345", "+248.251.2345"])("%s is a phone number", (phone) => {
    expect(messages({ ...validCv(), phone })).toEqual({});
  });

  it.each(["2512345 ext 4", "+248 2512345 / 6", "2512345#"])(
    "%s has 7 digits and other characters: a message of its own",
    (phone) => {
      expect(messages({ ...validCv(), phone })).toEqual({
        phone: "Phone number can only contain digits, spaces and + - ( ) .",
      });
    },
  );
});

/** Every field of cv-fields.ts with its react-hook-form name, in the first entry of its list. */
const everyField: [string, CvFieldSpec][] = cvTabs.flatMap((tab) => [
  ...cvTabSpecs[tab].fields.map((field): [string, CvFieldSpec] => [field.key, field]),
  ...cvTabSpecs[tab].lists.flatMap((list) =>
    cvLists[list].fields.map((field): [string, CvFieldSpec] => [`${list}.0.${field.key}`, field]),
  ),
]);

/** A copy of values with the text at a react-hook-form name replaced, or removed (undefined). */
function withText(values: CvFormValues, name: string, text: string | undefined): CvFormValues {
  const copy = structuredClone(values) as unknown as Record<string, unknown>;
  const keys = name.split(".");
  const last = keys.pop() ?? "";
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  if (text === undefined) delete parent[last];
  else parent[last] = text;
  return copy as unknown as CvFormValues;
}

const sortedKeys = (fields: readonly CvFieldSpec[]) => fields.map((field) => field.key).toSorted();

describe("the rules and the stored draft follow cv-fields.ts", () => {
  it("have a rule for each field it lists, and for no other", () => {
    expect(Object.keys(personalSchema.shape).toSorted()).toEqual(sortedKeys(cvTabSpecs.personal.fields));
    expect(Object.keys(educationEntrySchema.shape).toSorted()).toEqual(sortedKeys(cvLists.education.fields));
    expect(Object.keys(experienceEntrySchema.shape).toSorted()).toEqual(sortedKeys(cvLists.experience.fields));
    expect(Object.keys(skillEntrySchema.shape).toSorted()).toEqual(sortedKeys(cvLists.skills.fields));
    expect(Object.keys(cvDraftSchema.shape).toSorted()).toEqual([
      "achievements",
      "activities",
      "address",
      "cvLanguage",
      "education",
      "email",
      "experience",
      "firstName",
      "languages",
      "lastName",
      "noExperience",
      "phone",
      "references",
      "referencesOnRequest",
      "skills",
      "summary",
    ]);
  });

  it("refuse one character more than the limit the field's counter counts to", () => {
    expect(everyField).toHaveLength(31);
    // A choice from a list (the CV's language, a language's level) has no text to be too long.
    for (const [name, field] of everyField.filter(([, spec]) => !spec.options)) {
      const over = withText(validCv(), name, (name.endsWith("phone") ? "1" : "a").repeat(field.max + 1));
      expect(messages(over)).toEqual({
        [name]: `Please keep this to ${field.max.toLocaleString("en")} characters or fewer.`,
      });
    }
  });

  it("let a draft leave out the optional fields, and only those", () => {
    const draft = {
      ...emptyCvForm(),
      languages: [emptyEntry("languages")],
      activities: [emptyEntry("activities")],
      achievements: [emptyEntry("achievements")],
      references: [emptyEntry("references")],
    };
    const droppable = everyField
      .filter(([name]) => cvDraftSchema.safeParse(withText(draft, name, undefined)).success)
      .map(([name]) => name);
    expect(droppable).toEqual([
      "education.0.endDate",
      "education.0.description",
      "cvLanguage",
      "experience.0.endDate",
      "languages.0.name",
      "languages.0.level",
      "activities.0.activity",
      "activities.0.organisation",
      "activities.0.startDate",
      "activities.0.endDate",
      "activities.0.description",
      "achievements.0.title",
      "achievements.0.date",
      "achievements.0.description",
      "references.0.name",
      "references.0.role",
      "references.0.phone",
    ]);
    expect(everyField.filter(([, field]) => field.optional).map(([name]) => name)).toEqual(droppable);
  });

  it("take a new form as a draft, and refuse a draft with a number where text goes", () => {
    expect(cvDraftSchema.safeParse(emptyCvForm()).success).toBe(true);
    const numbered = { ...emptyCvForm(), education: [{ ...emptyCvForm().education[0], degree: 3 }] };
    expect(cvDraftSchema.safeParse(numbered).success).toBe(false);
  });
});

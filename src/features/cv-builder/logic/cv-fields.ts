// The CV form as data: every tab, field, list and checkbox in page order, and the types and
// helpers derived from that one table (ids, places, empty values). Over 250 lines because the
// table and the types read from it belong together: split, each type would name a file away.
import * as m from "@/i18n/messages";
import { locales, localeNames } from "@/i18n/locales";
import {
  ACHIEVEMENT_MAX_LENGTH,
  ACTIVITY_MAX_LENGTH,
  ADDRESS_MAX_LENGTH,
  DATE_MAX_LENGTH,
  DEGREE_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EMPLOYER_MAX_LENGTH,
  INSTITUTION_MAX_LENGTH,
  LANGUAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  POSITION_MAX_LENGTH,
  REFERENCE_NAME_MAX_LENGTH,
  REFERENCE_ROLE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  type ListName,
} from "./cv-limits";

/*
 * The CV form's fields, in one place: its tabs in order, what each tab holds in the order it shows
 * it, and each field's key, label, control and limit. The steps and the tab list are drawn from
 * here, the error summary finds a field's tab, label and place here, and the empty form and the
 * stored draft's shape are made from these lists. The rules in cv-schema.ts take each field's limit
 * from here and are checked against these keys by the compiler, so a field added or renamed here
 * cannot be missed there.
 *
 * No zod and no React: the page draws the form from this before zod has loaded. It runs past 250
 * lines because it is one table, field after field: split by tab, the one list that the compiler
 * holds the schema's rules against would be three.
 */

/** One field of the form: one value, one labelled control. */
export type CvFieldSpec = {
  /** Its key in the form's values, or in its list's entry ("degree" of "education.1.degree"). */
  readonly key: string;
  readonly label: string;
  /** An e-mail or phone keyboard; plain text when absent. */
  readonly input?: "email" | "tel";
  /** A text area of this many rows, instead of one line. */
  readonly lines?: number;
  readonly autoComplete?: string;
  /** Under the label, before any typing and kept after: what to write, with an example. */
  readonly hint?: string;
  /** A choice from a list (a <select>) instead of text; its first option is the empty value. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** Its value in a new form, when not empty. */
  readonly initial?: string;
  /** Shown after the label, e.g. "(optional)". */
  readonly note?: string;
  /** Not required: the CV may go without it, and a stored draft may leave it out. */
  readonly optional?: boolean;
  /** Takes the whole row where the form has two columns. */
  readonly wide?: boolean;
  /** The longest text it takes (cv-limits.ts); a counter shows near it. */
  readonly max: number;
};

const optionalNote = m.cvform_optional();
/** "Start date", with an example year. */
const startDate = (year: string) =>
  ({
    key: "startDate",
    label: m.cvout_field_start_date(),
    hint: m.cvform_hint_start_year({ year }),
    autoComplete: "off",
    max: DATE_MAX_LENGTH,
  }) as const;
/** "End date (or expected)", which may stay empty: the note says when. */
const endDate = (note: string) =>
  ({
    key: "endDate",
    label: m.cvout_field_end_date(),
    note,
    optional: true,
    autoComplete: "off",
    max: DATE_MAX_LENGTH,
  }) as const;

/** "Description (optional)", with its hint when it has one. */
const description = (hint?: string) =>
  ({
    key: "description",
    label: m.cvout_field_description(),
    note: optionalNote,
    ...(hint ? { hint } : {}),
    optional: true,
    lines: 3,
    wide: true,
    max: DESCRIPTION_MAX_LENGTH,
  }) as const;

const personalFields = [
  { key: "firstName", label: m.cvout_field_first_name(), autoComplete: "given-name", max: NAME_MAX_LENGTH },
  { key: "lastName", label: m.cvout_field_last_name(), autoComplete: "family-name", max: NAME_MAX_LENGTH },
  {
    key: "email",
    label: m.cvout_field_email(),
    hint: m.cvform_hint_email(),
    input: "email",
    autoComplete: "email",
    max: EMAIL_MAX_LENGTH,
  },
  {
    key: "phone",
    label: m.cvout_field_phone(),
    hint: m.cvform_hint_phone(),
    input: "tel",
    autoComplete: "tel",
    max: PHONE_MAX_LENGTH,
  },
  {
    key: "address",
    label: m.cvout_field_address(),
    hint: m.cvform_hint_address(),
    autoComplete: "street-address",
    wide: true,
    max: ADDRESS_MAX_LENGTH,
  },
  {
    key: "summary",
    label: m.cvout_field_summary(),
    hint: m.cvform_hint_summary(),
    lines: 5,
    wide: true,
    max: SUMMARY_MAX_LENGTH,
  },
] as const satisfies readonly CvFieldSpec[];

const educationFields = [
  {
    key: "institution",
    label: m.cvout_field_institution(),
    hint: m.cvform_hint_institution(),
    autoComplete: "off",
    wide: true,
    max: INSTITUTION_MAX_LENGTH,
  },
  {
    key: "degree",
    label: m.cvout_field_degree(),
    hint: m.cvform_hint_degree(),
    autoComplete: "off",
    wide: true,
    max: DEGREE_MAX_LENGTH,
  },
  startDate("2018"),
  { ...endDate(optionalNote), hint: m.cvform_hint_end_year({ year: "2023" }) },
  description(m.cvform_hint_education_description()),
] as const satisfies readonly CvFieldSpec[];

const experienceFields = [
  {
    key: "employer",
    label: m.cvout_field_employer(),
    hint: m.cvform_hint_employer(),
    autoComplete: "off",
    max: EMPLOYER_MAX_LENGTH,
  },
  {
    key: "position",
    label: m.cvout_field_position(),
    hint: m.cvform_hint_position(),
    autoComplete: "organization-title",
    max: POSITION_MAX_LENGTH,
  },
  startDate("2021"),
  endDate(m.cvform_end_date_note()),
  {
    key: "description",
    label: m.cvout_field_responsibilities(),
    hint: m.cvform_hint_responsibilities(),
    lines: 3,
    wide: true,
    max: DESCRIPTION_MAX_LENGTH,
  },
] as const satisfies readonly CvFieldSpec[];

/** A skill is an entry of one field (react-hook-form's field arrays need objects), labelled "Skill #2". */
const skillFields = [
  {
    key: "name",
    label: m.cvout_field_skill(),
    hint: m.cvform_hint_skill(),
    autoComplete: "off",
    max: SKILL_MAX_LENGTH,
  },
] as const satisfies readonly CvFieldSpec[];

/*
 * The optional sections a first CV needs. Their lists start empty, and every field is optional in
 * itself: an entry left blank is not in the CV; an entry with anything typed needs its first field
 * (and a reference's phone, when given, follows the phone rules), which cv-schema.ts checks.
 */

/** The levels a language may be spoken at, in the order offered; "" is not given. */
export const languageLevels = ["native", "fluent", "good", "basic"] as const;
export type LanguageLevel = (typeof languageLevels)[number];

const languageFields = [
  {
    key: "name",
    label: m.cvform_field_language(),
    hint: m.cvform_hint_language(),
    optional: true,
    autoComplete: "off",
    max: LANGUAGE_MAX_LENGTH,
  },
  {
    key: "level",
    label: m.cvform_field_level(),
    optional: true,
    options: [
      { value: "", label: m.cvform_level_none() },
      { value: "native", label: m.cvform_level_native() },
      { value: "fluent", label: m.cvform_level_fluent() },
      { value: "good", label: m.cvform_level_good() },
      { value: "basic", label: m.cvform_level_basic() },
    ],
    max: LANGUAGE_MAX_LENGTH,
  },
] as const satisfies readonly CvFieldSpec[];

const optionalDate = (key: "startDate" | "endDate", hint: string) =>
  ({
    key,
    label: key === "startDate" ? m.cvout_field_start_date() : m.cvout_field_end_date(),
    note: optionalNote,
    hint,
    optional: true,
    autoComplete: "off",
    max: DATE_MAX_LENGTH,
  }) as const;

const activityFields = [
  {
    key: "activity",
    label: m.cvform_field_activity(),
    hint: m.cvform_hint_activity(),
    optional: true,
    autoComplete: "off",
    max: ACTIVITY_MAX_LENGTH,
  },
  {
    key: "organisation",
    label: m.cvform_field_organisation(),
    hint: m.cvform_hint_organisation(),
    note: optionalNote,
    optional: true,
    autoComplete: "off",
    max: ORGANISATION_MAX_LENGTH,
  },
  optionalDate("startDate", m.cvform_hint_start_year({ year: "2020" })),
  optionalDate("endDate", m.cvform_hint_end_year({ year: "2023" })),
  description(m.cvform_hint_activity_description()),
] as const satisfies readonly CvFieldSpec[];

const achievementFields = [
  {
    key: "title",
    label: m.cvform_field_achievement(),
    hint: m.cvform_hint_achievement(),
    optional: true,
    autoComplete: "off",
    max: ACHIEVEMENT_MAX_LENGTH,
  },
  {
    key: "date",
    label: m.cvform_field_year(),
    note: optionalNote,
    hint: m.cvform_hint_year({ year: "2022" }),
    optional: true,
    autoComplete: "off",
    max: DATE_MAX_LENGTH,
  },
  description(),
] as const satisfies readonly CvFieldSpec[];

const referenceFields = [
  {
    key: "name",
    label: m.cvform_field_reference_name(),
    optional: true,
    autoComplete: "off",
    max: REFERENCE_NAME_MAX_LENGTH,
  },
  {
    key: "role",
    label: m.cvform_field_reference_role(),
    hint: m.cvform_hint_reference_role(),
    note: optionalNote,
    optional: true,
    autoComplete: "off",
    max: REFERENCE_ROLE_MAX_LENGTH,
  },
  {
    key: "phone",
    label: m.cvout_field_phone(),
    note: optionalNote,
    input: "tel",
    optional: true,
    autoComplete: "off",
    max: PHONE_MAX_LENGTH,
  },
] as const satisfies readonly CvFieldSpec[];

/** The CV's own language (its headings, 'Present', file name), whatever the site's: English unless chosen. */
export const cvLanguageField = {
  key: "cvLanguage",
  label: m.cvform_cv_language(),
  hint: m.cvform_cv_language_hint(),
  optional: true,
  options: locales.map((locale) => ({ value: locale, label: localeNames[locale] })),
  initial: "en",
  max: 3,
} as const satisfies CvFieldSpec;

/** A repeatable block ("Education #2") and the fields of each of its entries. */
export type CvListSpec = {
  readonly fields: readonly CvFieldSpec[];
  /** The entry's heading in the form ("Education #2"); a skill's label ("Skill #2"). */
  readonly entryTitle: (number: string) => string;
  /** How the error summary names one of its entry's fields ("Education #2: Degree/qualification"). */
  readonly problemLabel: (number: string, field: string) => string;
  /**
   * An optional section (Languages, Activities, Achievements, References): it starts with no
   * entry, and an entry left blank is simply not in the CV.
   */
  readonly optional?: true;
};

/** "Language #2: Language", for the lists whose messages were written after the first three. */
const entryLabel = (entry: string, field: string) => m.cvform_summary_item({ label: entry, message: field });

export const cvLists = {
  education: {
    fields: educationFields,
    entryTitle: (number) => m.cvform_education_entry({ number }),
    problemLabel: (number, field) => m.cvout_problem_education({ number, field }),
  },
  experience: {
    fields: experienceFields,
    entryTitle: (number) => m.cvform_experience_entry({ number }),
    problemLabel: (number, field) => m.cvout_problem_experience({ number, field }),
  },
  skills: {
    fields: skillFields,
    entryTitle: (number) => m.cvform_skill_entry({ number }),
    problemLabel: (number) => m.cvout_problem_skill({ number }),
  },
  languages: {
    fields: languageFields,
    entryTitle: (number) => m.cvform_language_entry({ number }),
    problemLabel: (number, field) => entryLabel(m.cvform_language_entry({ number }), field),
    optional: true,
  },
  activities: {
    fields: activityFields,
    entryTitle: (number) => m.cvform_activity_entry({ number }),
    problemLabel: (number, field) => entryLabel(m.cvform_activity_entry({ number }), field),
    optional: true,
  },
  achievements: {
    fields: achievementFields,
    entryTitle: (number) => m.cvform_achievement_entry({ number }),
    problemLabel: (number, field) => entryLabel(m.cvform_achievement_entry({ number }), field),
    optional: true,
  },
  references: {
    fields: referenceFields,
    entryTitle: (number) => m.cvform_reference_entry({ number }),
    problemLabel: (number, field) => entryLabel(m.cvform_reference_entry({ number }), field),
    optional: true,
  },
} as const satisfies Record<ListName, CvListSpec>;

type CvTabSpec = {
  readonly label: string;
  /** Its fields of one value each, in order. */
  readonly fields: readonly CvFieldSpec[];
  /** Then its lists of entries, in order. */
  readonly lists: readonly ListName[];
  /** Its yes/no values ('I have no work experience yet'), false in a new form. */
  readonly checkboxes: readonly string[];
};

/** The form's tabs in order, each with what it holds in the order the page shows it. */
export const cvTabSpecs = {
  personal: { label: m.cvform_tab_personal(), fields: personalFields, lists: [], checkboxes: [] },
  education: { label: m.cvform_tab_education(), fields: [], lists: ["education"], checkboxes: [] },
  experience: {
    label: m.cvform_tab_experience(),
    fields: [cvLanguageField],
    lists: ["experience", "skills", "languages", "activities", "achievements", "references"],
    checkboxes: ["noExperience", "referencesOnRequest"],
  },
  preview: { label: m.cvform_tab_preview(), fields: [], lists: [], checkboxes: [] },
} as const satisfies Record<string, CvTabSpec>;

export type CvTab = keyof typeof cvTabSpecs;
type TabSpec = (typeof cvTabSpecs)[CvTab];
type TopFieldKey = TabSpec["fields"][number]["key"];
type CheckboxKey = TabSpec["checkboxes"][number];
/** The keys of the form's values: every tab's fields, lists and checkboxes. */
export type CvValueKey = TopFieldKey | TabSpec["lists"][number] | CheckboxKey;
/** The keys of a tab's fields of one value each ("firstName" … "summary" for personal). */
export type TabFieldKey<T extends CvTab> = (typeof cvTabSpecs)[T]["fields"][number]["key"];
/** The keys of an entry of a list ("institution", "degree", … for education). */
export type ListFieldKey<L extends ListName> = (typeof cvLists)[L]["fields"][number]["key"];
export type EntryValues<L extends ListName> = { [K in ListFieldKey<L>]: string };
/** The form's values as these lists make them: the shape of a new form and of a stored draft. */
export type CvValues = { [K in TopFieldKey]: string } & { [L in TabSpec["lists"][number]]: EntryValues<L>[] } & {
  [K in CheckboxKey]: boolean;
};

/** The tabs in order: an object keeps its (non-numeric) keys in the order they are written. */
export const cvTabs = Object.keys(cvTabSpecs) as readonly CvTab[];

export function isCvTab(value: string): value is CvTab {
  return (cvTabs as readonly string[]).includes(value);
}

/** The id of a field's control, from its name: "education.1.degree" → "cv-education-1-degree". */
export function fieldId(name: string): string {
  return `cv-${name.replaceAll(".", "-")}`;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/** Where a react-hook-form name ("education.1.degree", "skills", "email") stands in the form. */
export type FieldPlace = {
  tab: CvTab;
  /** Its order on the page: by part (a field or a list), then entry, then field in the entry. */
  rank: [part: number, entry: number, field: number];
  /** The field itself; absent for a whole list. */
  field?: CvFieldSpec;
  /** The list it is in, and the entry (absent for the whole list). */
  list?: { name: ListName; entry?: number };
};

/** Every field of one value and every list, in page order, with its tab. */
const parts = cvTabs.flatMap((tab) => {
  const { fields, lists }: CvTabSpec = cvTabSpecs[tab];
  return [
    ...fields.map((field) => ({ key: field.key, tab, field })),
    ...lists.map((name) => ({ key: name, tab, list: name })),
  ];
});

export function placeOf(name: string): FieldPlace | undefined {
  const [head = "", entryText, key = ""] = name.split(".");
  const part = parts.findIndex((candidate) => candidate.key === head);
  const found = parts[part];
  if (!found) return undefined;
  if (!("list" in found)) return { tab: found.tab, rank: [part, 0, 0], field: found.field };
  const fields: readonly CvFieldSpec[] = cvLists[found.list].fields;
  const entry = entryText === undefined ? undefined : Number(entryText);
  const index = fields.findIndex((field) => field.key === key);
  return {
    tab: found.tab,
    rank: [part, entry ?? 0, index],
    field: fields[index],
    list: entry === undefined ? { name: found.list } : { name: found.list, entry },
  };
}

const emptyValues = (fields: readonly CvFieldSpec[]) =>
  Object.fromEntries(fields.map((field) => [field.key, field.initial ?? ""]));

/** A new entry of a list: every field empty. */
export function emptyEntry<L extends ListName>(list: L): EntryValues<L> {
  return emptyValues(cvLists[list].fields) as EntryValues<L>;
}

/**
 * A new form: every field empty (the CV's language English), the specification's lists with one
 * empty entry each, the optional sections with none, every box unticked.
 */
export function emptyCvValues(): CvValues {
  return Object.fromEntries(
    cvTabs.flatMap((tab) => {
      const { fields, lists, checkboxes }: CvTabSpec = cvTabSpecs[tab];
      return [
        ...Object.entries(emptyValues(fields)),
        ...lists.map((list) => [list, "optional" in cvLists[list] ? [] : [emptyEntry(list)]]),
        ...checkboxes.map((key) => [key, false]),
      ];
    }),
  ) as CvValues;
}

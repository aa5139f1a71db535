/*
 * Turns react-hook-form's nested errors into a flat list in the order the fields appear on the
 * page, each with the tab it sits on: for the tab markers, the error summary and the focus after a
 * failed submit.
 */

import * as m from "@/i18n/messages";
import { cvSectionTitles } from "./cv-sections";

export const cvTabs = ["personal", "education", "experience", "preview"] as const;
export type CvTab = (typeof cvTabs)[number];

export function isCvTab(value: string): value is CvTab {
  return (cvTabs as readonly string[]).includes(value);
}

export type FormProblem = {
  /** react-hook-form's field name, such as "education.1.degree". */
  name: string;
  message: string;
  tab: CvTab;
  /** What the summary calls the field, such as "Education #2: Degree/qualification". */
  label: string;
};

/** The form's field labels, in the build's language; the summary names fields with them too. */
export const fieldLabels = {
  firstName: m.cvout_field_first_name(),
  lastName: m.cvout_field_last_name(),
  email: m.cvout_field_email(),
  phone: m.cvout_field_phone(),
  address: m.cvout_field_address(),
  summary: m.cvout_field_summary(),
  institution: m.cvout_field_institution(),
  degree: m.cvout_field_degree(),
  startDate: m.cvout_field_start_date(),
  endDate: m.cvout_field_end_date(),
  description: m.cvout_field_description(),
  employer: m.cvout_field_employer(),
  position: m.cvout_field_position(),
  responsibilities: m.cvout_field_responsibilities(),
  skill: m.cvout_field_skill(),
};

const personalOrder = ["firstName", "lastName", "email", "phone", "address", "summary"];
const educationOrder = ["institution", "degree", "startDate", "endDate", "description"];
const experienceOrder = ["employer", "position", "startDate", "endDate", "description"];
const sectionOrder = ["personal", "education", "experience", "skills"];

/** The id of a field's control, from its name: "education.1.degree" → "cv-education-1-degree". */
export function fieldId(name: string): string {
  return `cv-${name.replaceAll(".", "-")}`;
}

export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

function describe(name: string): Omit<FormProblem, "name" | "message"> & { rank: number[] } {
  const [head = "", indexText, field = ""] = name.split(".");
  const index = Number(indexText ?? 0);
  if (personalOrder.includes(head)) {
    return {
      tab: "personal",
      label: fieldLabels[head as keyof typeof fieldLabels] ?? head,
      rank: [0, 0, personalOrder.indexOf(head)],
    };
  }
  if (head === "education") {
    const fieldLabel = field ? fieldLabels[field as keyof typeof fieldLabels] : undefined;
    return {
      tab: "education",
      label:
        indexText === undefined
          ? cvSectionTitles.education
          : m.cvout_problem_education({ number: String(index + 1), field: fieldLabel ?? field }),
      rank: [1, index, educationOrder.indexOf(field)],
    };
  }
  if (head === "experience") {
    const fieldLabel =
      field === "description" ? fieldLabels.responsibilities : fieldLabels[field as keyof typeof fieldLabels];
    return {
      tab: "experience",
      label:
        indexText === undefined
          ? cvSectionTitles.experience
          : m.cvout_problem_experience({ number: String(index + 1), field: fieldLabel ?? field }),
      rank: [2, index, experienceOrder.indexOf(field)],
    };
  }
  if (head === "skills") {
    return {
      tab: "experience",
      label: indexText === undefined ? cvSectionTitles.skills : m.cvout_problem_skill({ number: String(index + 1) }),
      rank: [3, index, 0],
    };
  }
  return { tab: "personal", label: name, rank: [sectionOrder.length, 0, 0] };
}

const META_KEYS = new Set(["message", "type", "types", "ref", "root"]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Every message in a react-hook-form errors object, in page order. */
export function listProblems(errors: unknown): FormProblem[] {
  const found: (FormProblem & { rank: number[] })[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!isRecord(node)) return;
    if (path.length > 0 && typeof node.message === "string" && node.message) {
      const name = path.join(".");
      found.push({ name, message: node.message, ...describe(name) });
    }
    if (isRecord(node.root) && typeof node.root.message === "string" && node.root.message) {
      const name = path.join(".");
      found.push({ name, message: node.root.message, ...describe(name) });
    }
    for (const [key, child] of Object.entries(node)) {
      if (!META_KEYS.has(key)) walk(child, [...path, key]);
    }
  };
  walk(errors, []);
  found.sort((a, b) => {
    for (let i = 0; i < a.rank.length; i++) {
      const diff = (a.rank[i] ?? 0) - (b.rank[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  return found.map(({ rank: _rank, ...problem }) => problem);
}

export function countByTab(problems: FormProblem[]): Record<CvTab, number> {
  const counts: Record<CvTab, number> = { personal: 0, education: 0, experience: 0, preview: 0 };
  for (const problem of problems) counts[problem.tab] += 1;
  return counts;
}

/*
 * Turns react-hook-form's nested errors into a flat list in the order the fields appear on the
 * page, each with the tab it sits on: for the tab markers, the error summary and the focus after a
 * failed submit.
 */

import { cvLists, cvTabs, placeOf, type CvTab } from "../../logic/cv-fields";
import { tooLongMessage } from "../../logic/cv-limits";

export type FormProblem = {
  /** react-hook-form's field name, such as "education.1.degree". */
  name: string;
  message: string;
  tab: CvTab;
  /**
   * What the summary puts before the message so that it reads once: the entry ("Education #2")
   * when the field is in one, and the field's name only where the message does not say it
   * ("Professional summary" before "Please keep this to 2,000 characters or fewer."). Absent when
   * the message says it all ("Last name must be at least 2 characters.").
   */
  label?: string;
};

/** A field's tab, its name in the summary, and its place on the page, all from cv-fields.ts. */
function describe(name: string, message: string): Omit<FormProblem, "name" | "message"> & { rank: number[] } {
  const place = placeOf(name);
  // Not a field of the form: last, under its own name.
  if (!place) return { tab: "personal", label: name, rank: [Number.MAX_SAFE_INTEGER] };
  const { tab, rank, field, list } = place;
  // Every rule's message names its field, except the length limit's, which is the same for all.
  const namesItsField = !field || message !== tooLongMessage(field.max);
  if (!list) return namesItsField ? { tab, rank } : { tab, label: field?.label ?? name, rank };
  // A whole list ("At least one skill is required."): the message names the list.
  if (list.entry === undefined) return { tab, rank };
  const number = String(list.entry + 1);
  const spec = cvLists[list.name];
  const label = namesItsField ? spec.entryTitle(number) : spec.problemLabel(number, field?.label ?? "");
  return { tab, label, rank };
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
      found.push({ name, message: node.message, ...describe(name, node.message) });
    }
    if (isRecord(node.root) && typeof node.root.message === "string" && node.root.message) {
      const name = path.join(".");
      found.push({ name, message: node.root.message, ...describe(name, node.root.message) });
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
  const counts = Object.fromEntries(cvTabs.map((tab) => [tab, 0])) as Record<CvTab, number>;
  for (const problem of problems) counts[problem.tab] += 1;
  return counts;
}

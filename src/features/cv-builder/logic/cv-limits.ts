import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";

/*
 * The longest text each field of the CV form takes, and the most entries a list takes. Kept out of
 * cv-schema.ts (which imports zod) so the form can show its counters before zod has loaded: each
 * field of cv-fields.ts names its limit from here, and the schema's max-length rules take it from
 * there.
 *
 * Chosen to fit a real CV with room to spare: the longest e-mail address the standard allows, a
 * phone number with country code and extension, a page's worth of summary, and a two-page CV at
 * 20 entries per list.
 */

export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const ADDRESS_MAX_LENGTH = 200;
export const SUMMARY_MAX_LENGTH = 2000;
export const INSTITUTION_MAX_LENGTH = 120;
export const DEGREE_MAX_LENGTH = 120;
export const EMPLOYER_MAX_LENGTH = 120;
export const POSITION_MAX_LENGTH = 120;
export const DATE_MAX_LENGTH = 30;
export const DESCRIPTION_MAX_LENGTH = 1500;
export const SKILL_MAX_LENGTH = 60;
/** Education entries, experience entries and skills, each. */
export const LIST_MAX_ENTRIES = 20;

/** The counter appears once the text is this share of its limit. */
export const COUNTER_FROM_SHARE = 0.9;

/** The message under a field whose text is too long: "Please keep this to 2,000 characters or fewer." */
export function tooLongMessage(max: number): string {
  return m.cvout_too_long({ max: formatNumber(max) });
}

/**
 * What a screen reader hears when a paste goes over a field's limit: "Summary: too long by 1
 * character." ("1 caractère", "3 caractères" in French).
 */
export function tooLongByMessage(label: string, over: number): string {
  const inputs = { label, count: formatNumber(over) };
  return takesSingular(over) ? m.cvform_too_long_one(inputs) : m.cvform_too_long(inputs);
}

/** The counter under a field near or over its limit: "1,950 / 2,000 characters". */
export function counterText(length: number, max: number): string {
  const counts = { length: formatNumber(length), max: formatNumber(max) };
  return length > max ? m.cvout_counter_over({ ...counts, over: formatNumber(length - max) }) : m.cvout_counter(counts);
}

/** Whether the counter shows: near the limit, or over it. */
export function showsCounter(length: number, max: number): boolean {
  return length >= Math.floor(max * COUNTER_FROM_SHARE);
}

export type ListName = "education" | "experience" | "skills";

const listFull: Record<ListName, (inputs: { max: string }) => string> = {
  education: m.cvout_list_full_education,
  experience: m.cvout_list_full_experience,
  skills: m.cvout_list_full_skills,
};

/** Why 'Add Another …' is disabled: "You can add up to 20 education entries." */
export function listFullMessage(list: ListName): string {
  return listFull[list]({ max: formatNumber(LIST_MAX_ENTRIES) });
}

/** The length the limits count, as the schema counts it: the trimmed text's length. */
export function textLength(value: string): number {
  return value.trim().length;
}

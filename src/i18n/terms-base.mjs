/*
 * The site's term base (src/i18n/terms.yaml): its shape, reading and validating it, and when a word
 * of it occurs in a text (whole words, case and accents aside). Pure functions over text (no file
 * reading), in plain JavaScript so the unit tests and `node scripts/terms.mjs` share them. The check
 * of catalogues and content translations is terms-check.mjs; GLOSSARY.md is terms-glossary.mjs.
 * The languages are the site's (project.inlang/settings.json, read once by project-locales.mjs).
 */
import { parseDocument } from "yaml";
import { inEnglishList, projectLocales, translatedLocales } from "./project-locales.mjs";

/** The languages the term base holds words for; English is for reference only. */
export const TERM_LOCALES = projectLocales;
/** The languages checked (a translation's language): every language but English. */
export const CHECKED_LOCALES = translatedLocales;

/**
 * The languages checked as the messages list them: "fr or crs", "fr, crs or de".
 * @param {string} [prefix] put before each ("" or ".")
 * @param {string} [last] the word before the last ("or", "and")
 * @param {string} [suffix] put after each (":")
 */
export const checkedLocalesText = (prefix = "", last = "or", suffix = "") =>
  inEnglishList(
    CHECKED_LOCALES.map((locale) => `${prefix}${locale}${suffix}`),
    last,
  );

/**
 * @typedef {string} CheckedLocale a translation's language ("fr", "crs")
 * @typedef {{
 *   concept: string,
 *   words: Partial<Record<string, string[]>>,
 *   rejected: Partial<Record<CheckedLocale, string[]>>,
 *   unsure: CheckedLocale[],
 *   note: string,
 *   keys: string[],
 * }} Term
 */

/** A YAML mapping, not a list or a scalar. @param {unknown} value */
export const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * @param {unknown} value
 * @returns {string[] | undefined}
 */
function stringList(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === "string" && item.trim() !== "")) return value;
  return undefined;
}

/**
 * The term base from terms.yaml's text, checked: throws an Error that names every entry with a
 * wrong shape.
 * @param {string} source
 * @returns {Term[]}
 */
export function parseTerms(source) {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new Error(`terms.yaml cannot be read: ${doc.errors[0]?.message}`);
  const raw = doc.toJS();
  if (!Array.isArray(raw)) throw new Error("terms.yaml must be a list of concepts, each starting with '- concept:'");
  /** @type {string[]} */
  const problems = [];
  /** @type {Term[]} */
  const terms = raw.flatMap((entry, index) => {
    const where = `terms.yaml entry #${index + 1}${isRecord(entry) && typeof entry.concept === "string" ? ` (${entry.concept})` : ""}`;
    if (!isRecord(entry) || typeof entry.concept !== "string") {
      problems.push(`${where}: needs a "concept"`);
      return [];
    }
    const known = ["concept", ...TERM_LOCALES, "rejected", "unsure", "note", "keys"];
    for (const key of Object.keys(entry)) if (!known.includes(key)) problems.push(`${where}: unknown field "${key}"`);
    /** @type {Term["words"]} */
    const words = {};
    for (const locale of TERM_LOCALES) {
      if (entry[locale] === undefined) continue;
      const list = stringList(entry[locale]);
      if (list) words[locale] = list;
      else problems.push(`${where}: "${locale}" must be a word or a list of words`);
    }
    /** @type {Term["rejected"]} */
    const rejected = {};
    if (entry.rejected !== undefined) {
      if (!isRecord(entry.rejected))
        problems.push(`${where}: "rejected" must list words under ${checkedLocalesText("", "and", ":")}`);
      else
        for (const [locale, value] of Object.entries(entry.rejected)) {
          const list = stringList(value);
          if (!CHECKED_LOCALES.includes(locale))
            problems.push(`${where}: rejected words are for ${checkedLocalesText()}, not "${locale}"`);
          else if (!list) problems.push(`${where}: rejected ${locale} must be a list of words`);
          else rejected[locale] = list;
        }
    }
    const unsure = entry.unsure === undefined ? [] : stringList(entry.unsure);
    if (!unsure || unsure.some((locale) => !CHECKED_LOCALES.includes(locale)))
      problems.push(`${where}: "unsure" must list ${checkedLocalesText()}`);
    const keys =
      entry.keys === undefined
        ? []
        : Array.isArray(entry.keys) && entry.keys.length === 0
          ? []
          : stringList(entry.keys);
    if (!keys) problems.push(`${where}: "keys" must be a list of message keys`);
    if (entry.note !== undefined && typeof entry.note !== "string") problems.push(`${where}: "note" must be text`);
    for (const locale of CHECKED_LOCALES) {
      for (const word of rejected[locale] ?? []) {
        if ((words[locale] ?? []).some((chosen) => findPhrase(chosen, word) !== undefined))
          problems.push(`${where}: "${word}" is both chosen and rejected in ${locale}`);
      }
    }
    return [
      {
        concept: entry.concept,
        words,
        rejected,
        unsure: unsure ?? [],
        note: typeof entry.note === "string" ? entry.note.trim() : "",
        keys: keys ?? [],
      },
    ];
  });
  if (problems.length > 0) throw new Error(`terms.yaml has problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return terms;
}

/** Letters, digits and the hyphen of a compound ("e-mail") are inside a word; an apostrophe is not. */
const WORD_CHAR = "[\\p{L}\\p{N}\\-]";

/**
 * Text as the check compares it: without accents, in lower case, placeholders ("{name}") blanked.
 * @param {string} text
 */
const comparable = (text) =>
  text
    .replace(/\{\w+\}/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’‘]/g, "'")
    .toLowerCase();

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where `phrase` occurs in `text` as whole words, case and accents aside (any spaces between its
 * words), as the text found; undefined if it does not.
 * @param {string} text
 * @param {string} phrase
 * @returns {string | undefined}
 */
export function findPhrase(text, phrase) {
  const words = comparable(phrase).trim().split(/\s+/).map(escapeRegExp);
  const pattern = new RegExp(`(?<!${WORD_CHAR})${words.join("\\s+")}(?!${WORD_CHAR})`, "u");
  return pattern.exec(comparable(text))?.[0];
}

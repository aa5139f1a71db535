/*
 * The term check: the site's term base (terms-base.mjs) applied to a message catalogue or to a
 * content/ translation, and the message keys the interface shows that the term base must hold.
 * Pure functions over text (no file reading), in plain JavaScript so the unit tests,
 * `node scripts/terms.mjs` and any other tool (CI on what the /admin editor saves) use the same
 * rules. Every problem names the file, the message key or content field, and the word to use.
 */
import { parseDocument } from "yaml";
import { frenchTypographyProblems } from "./french-typography.mjs";
import { CHECKED_LOCALES, findPhrase, isRecord } from "./terms-base.mjs";

/**
 * @typedef {import("./terms-base.mjs").CheckedLocale} CheckedLocale
 * @typedef {import("./terms-base.mjs").Term} Term
 */

/**
 * @typedef {{ file: string, where: string, text: string }} Text one piece of text and where it is
 */

/**
 * Every rejected word in `texts` (of one language), as problems naming the file, the key or field,
 * and the word to use instead.
 * @param {Text[]} texts
 * @param {CheckedLocale} locale
 * @param {Term[]} terms
 * @returns {string[]}
 */
export function rejectedWordProblems(texts, locale, terms) {
  return texts.flatMap(({ file, where, text }) =>
    terms.flatMap((term) =>
      (term.rejected[locale] ?? []).flatMap((word) => {
        if (findPhrase(text, word) === undefined) return [];
        const use = term.words[locale]?.[0];
        return [
          `${file}: ${where}: "${word}" is not used on this site (${term.concept}): ${use ? `write "${use}"` : "see the note in src/i18n/terms.yaml"}`,
        ];
      }),
    ),
  );
}

/**
 * A message catalogue (messages/{fr,crs}.json) checked: no rejected word; every message the term
 * base lists for a concept uses one of its words; in French, a narrow no-break space (U+202F)
 * before ; : ! ? and inside « », numbers set as French sets them (french-typography.mjs), and a
 * singular for every message with a {count} (pluralProblems).
 * @param {{ file: string, locale: CheckedLocale, messages: Record<string, string>, terms: Term[], alwaysPlural?: Record<string, string> }} catalogue
 * @returns {string[]}
 */
export function checkCatalogue({ file, locale, messages, terms, alwaysPlural = {} }) {
  const entries = Object.entries(messages).filter(([key]) => key !== "$schema");
  const problems = rejectedWordProblems(
    entries.map(([key, text]) => ({ file, where: key, text })),
    locale,
    terms,
  );
  for (const term of terms) {
    const words = term.words[locale];
    if (!words) continue;
    for (const key of term.keys) {
      const text = messages[key];
      if (text === undefined) continue;
      if (!words.some((word) => findPhrase(text, word) !== undefined))
        problems.push(
          `${file}: ${key}: does not use the term base's word for "${term.concept}": write ${words.map((word) => `"${word}"`).join(" or ")}`,
        );
    }
  }
  if (locale === "fr") {
    for (const [key, text] of entries)
      for (const problem of frenchTypographyProblems(text)) problems.push(`${file}: ${key}: ${problem}`);
    problems.push(...pluralProblems(file, messages, alwaysPlural));
  }
  return problems;
}

/**
 * French puts 0 and 1 in the singular ("1 caractère", "0 offre") and the rest in the plural, so a
 * message with a {count} comes in two forms: `x_one` and `x_other`, or `x` with an `x_one` beside
 * it; the code chooses by the count (takesSingular, src/lib/numbers.ts). A message listed in
 * `alwaysPlural` (src/i18n/always-plural.json, with the reason) is only ever shown for 2 or more.
 * @param {string} file
 * @param {Record<string, string>} messages
 * @param {Record<string, string>} alwaysPlural
 * @returns {string[]}
 */
export function pluralProblems(file, messages, alwaysPlural) {
  return Object.entries(messages).flatMap(([key, text]) => {
    if (key === "$schema" || !text.includes("{count}") || key.endsWith("_one") || key in alwaysPlural) return [];
    const singular = `${key.replace(/_other$/, "")}_one`;
    if (singular in messages) return [];
    return [
      `${file}: ${key}: has a {count} but no singular: add "${singular}" (French writes "1 caractère", "0 offre"), or list the key in src/i18n/always-plural.json with why its count is never 0 or 1`,
    ];
  });
}

/**
 * The words of a content translation (content/**\/*.fr.* or *.crs.*: YAML, or Markdown with YAML
 * front matter), each with the field it is in ("requirements #2 → text", "body").
 * @param {string} file
 * @param {string} source
 * @returns {Text[]}
 */
export function contentTexts(file, source) {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  /** @type {Text[]} */
  const texts = [];
  /** @param {unknown} value @param {string} where */
  const walk = (value, where) => {
    if (typeof value === "string") texts.push({ file, where: where || "the file", text: value });
    else if (Array.isArray(value))
      value.forEach((item, index) => walk(item, `${where}${where ? " " : ""}#${index + 1}`));
    else if (isRecord(value))
      for (const [key, item] of Object.entries(value)) walk(item, `${where}${where ? " → " : ""}${key}`);
  };
  if (file.endsWith(".md")) {
    const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
    if (match) walk(parseDocument(match[1] ?? "").toJS(), "");
    texts.push({ file, where: "body", text: match ? text.slice(match[0].length) : text });
  } else {
    walk(parseDocument(text).toJS(), "");
  }
  return texts;
}

/**
 * A content translation checked for rejected words.
 * @param {{ file: string, locale: CheckedLocale, source: string, terms: Term[] }} content
 * @returns {string[]}
 */
export function checkContentFile({ file, locale, source, terms }) {
  const texts = contentTexts(file, source);
  // An item with its languages in one file: only this language's part is in this language.
  const own = singleFileLocales(file, source)
    ? texts.filter(({ where }) => where === locale || where.startsWith(`${locale} → `))
    : texts;
  return rejectedWordProblems(own, locale, terms);
}

/** A line that opens the English part of an item whose languages are in one file ("en:"). */
const ENGLISH_PART = /^en:[ \t]*(?:#.*)?$/m;

/**
 * The languages of an item that keeps them in one YAML file, each under its code (en:, fr:, crs:,
 * as the editor writes a collection with Sveltia's single_file structure); undefined for any other
 * file (an English file, a translation's own file, a list).
 * @param {string} file
 * @param {string} source
 * @returns {string[] | undefined}
 */
export function singleFileLocales(file, source) {
  if (!/\.ya?ml$/.test(file) || CONTENT_TRANSLATION.test(file) || !ENGLISH_PART.test(source)) return undefined;
  const value = parseDocument(source).toJS();
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  return keys.every((key) => key === "en" || CHECKED_LOCALES.includes(/** @type {CheckedLocale} */ (key)))
    ? keys
    : undefined;
}

/**
 * The editor's words (src/content/engine/editor-words.yaml: each label and hint of /admin, by its
 * English, with its French and Kreol) checked for rejected words, each language against its own.
 * @param {{ file: string, source: string, terms: Term[] }} words
 * @returns {string[]}
 */
export function checkEditorWords({ file, source, terms }) {
  const words = parseDocument(source).toJS();
  return CHECKED_LOCALES.flatMap((locale) =>
    rejectedWordProblems(
      ["labels", "hints"].flatMap((part) =>
        Object.entries(isRecord(words?.[part]) ? words[part] : {}).flatMap(([english, translated]) =>
          isRecord(translated) && typeof translated[locale] === "string"
            ? [{ file, where: `${part} → "${english}" → ${locale}`, text: translated[locale] }]
            : [],
        ),
      ),
      locale,
      terms,
    ),
  );
}

/**
 * The staff's messages in one language (tooling/deploy/messages/{fr,crs}.json: the issue that says
 * a save is not live, nested by kind) checked for rejected words. Their "$comment" is English.
 * @param {{ file: string, locale: CheckedLocale, messages: Record<string, unknown>, terms: Term[] }} staff
 * @returns {string[]}
 */
export function checkStaffMessages({ file, locale, messages, terms }) {
  /** @type {Text[]} */
  const texts = [];
  /** @param {unknown} value @param {string} where */
  const walk = (value, where) => {
    if (typeof value === "string") texts.push({ file, where, text: value });
    else if (isRecord(value))
      for (const [key, item] of Object.entries(value))
        if (key !== "$comment") walk(item, where ? `${where} → ${key}` : key);
  };
  walk(messages, "");
  return rejectedWordProblems(texts, locale, terms);
}

/** A translation's language from its file name ("x.crs.yaml" → "crs"), or undefined for English. */
export const CONTENT_TRANSLATION = new RegExp(`\\.(${CHECKED_LOCALES.join("|")})\\.(md|ya?ml)$`);

/**
 * The message keys a visitor reads in the navigation, the page titles and the buttons, found in
 * the components' source: pageMeta(m.x()) titles, <h1>, the header's <summary>, the NavLinks'
 * labels, and the content of <Button>, <button>, *Button components and links styled with
 * buttonVariants, and ConfirmDialog/PageHeader titles and labels.
 * @param {{ file: string, text: string }[]} sources
 * @returns {Map<string, string[]>} each key, with where it was found
 */
export function interfaceKeys(sources) {
  /** @type {Map<string, string[]>} */
  const found = new Map();
  /** @param {string} block @param {string} where */
  const add = (block, where) => {
    for (const match of block.matchAll(/\bm\.(\w+)\b/g)) {
      const key = /** @type {string} */ (match[1]);
      found.set(key, [...new Set([...(found.get(key) ?? []), where])]);
    }
  };
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/<(\w*Button|button|h1|summary)\b[\s\S]*?<\/\1>/g))
      add(match[0], `${file} <${match[1]}>`);
    for (const match of text.matchAll(/<(\w+)\b[^<>]*?buttonVariants[\s\S]*?<\/\1>/g))
      add(match[0], `${file} button link`);
    for (const match of text.matchAll(/\b(?:title|confirmLabel|cancelLabel)\s*=\s*\{?\s*m\.\w+/g))
      add(match[0], `${file} title or label`);
    for (const match of text.matchAll(/\b(?:confirmLabel|cancelLabel)\s*=\s*m\.\w+/g)) add(match[0], `${file} label`);
    for (const match of text.matchAll(/pageMeta\(\s*m\.\w+/g)) add(match[0], `${file} page title`);
    if (file.endsWith("nav-links.tsx"))
      for (const match of text.matchAll(/m\.shell_nav_\w+/g)) add(match[0], `${file} navigation`);
  }
  return found;
}

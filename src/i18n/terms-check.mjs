/*
 * The term check: the site's term base (src/i18n/terms.yaml) applied to a message catalogue or to
 * a content/ translation. Pure functions over text (no file reading), in plain JavaScript so the
 * unit tests, `node scripts/terms.mjs` and any other tool (CI on what the /admin editor saves) use
 * the same rules. Every problem names the file, the message key or content field, and the word to use.
 */
import { parseDocument } from "yaml";
import { frenchTypographyProblems } from "./french-typography.mjs";

/** The languages the term base holds words for; English is for reference only. */
export const TERM_LOCALES = /** @type {const} */ (["en", "fr", "crs"]);
/** The languages checked (a translation's language). */
export const CHECKED_LOCALES = /** @type {const} */ (["fr", "crs"]);

/**
 * @typedef {"fr" | "crs"} CheckedLocale
 * @typedef {{
 *   concept: string,
 *   words: Partial<Record<"en" | "fr" | "crs", string[]>>,
 *   rejected: Partial<Record<CheckedLocale, string[]>>,
 *   unsure: CheckedLocale[],
 *   note: string,
 *   keys: string[],
 * }} Term
 */

/** @param {unknown} value */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

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
      if (!isRecord(entry.rejected)) problems.push(`${where}: "rejected" must list words under fr: and crs:`);
      else
        for (const [locale, value] of Object.entries(entry.rejected)) {
          const list = stringList(value);
          if (locale !== "fr" && locale !== "crs")
            problems.push(`${where}: rejected words are for fr or crs, not "${locale}"`);
          else if (!list) problems.push(`${where}: rejected ${locale} must be a list of words`);
          else rejected[locale] = list;
        }
    }
    const unsure = entry.unsure === undefined ? [] : stringList(entry.unsure);
    if (!unsure || unsure.some((locale) => locale !== "fr" && locale !== "crs"))
      problems.push(`${where}: "unsure" must list fr or crs`);
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
        unsure: /** @type {CheckedLocale[]} */ (unsure ?? []),
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
 * before ; : ! ? and inside « ».
 * @param {{ file: string, locale: CheckedLocale, messages: Record<string, string>, terms: Term[] }} catalogue
 * @returns {string[]}
 */
export function checkCatalogue({ file, locale, messages, terms }) {
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
  if (locale === "fr")
    for (const [key, text] of entries)
      for (const problem of frenchTypographyProblems(text)) problems.push(`${file}: ${key}: ${problem}`);
  return problems;
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
  return rejectedWordProblems(contentTexts(file, source), locale, terms);
}

/** A translation's language from its file name ("x.crs.yaml" → "crs"), or undefined for English. */
export const CONTENT_TRANSLATION = /\.(fr|crs)\.(md|ya?ml)$/;

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

/** @param {string} text a table cell's text, on one line */
const cell = (text) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** @param {Term} term @param {"en" | "fr" | "crs"} locale */
const chosen = (term, locale) => {
  const words = term.words[locale];
  if (!words) return "";
  const [head, ...others] = words;
  const unsure = locale !== "en" && term.unsure.includes(locale) ? " **?**" : "";
  return cell(`${head}${unsure}${others.length > 0 ? ` (also ${others.join(", ")})` : ""}`);
};
/** @param {Term} term */
const rejected = (term) =>
  cell(
    CHECKED_LOCALES.flatMap((locale) => (term.rejected[locale] ?? []).map((word) => `~~${word}~~ (${locale})`)).join(
      ", ",
    ),
  );

/**
 * GLOSSARY.md, written from the term base: the table a native speaker reads, with the rejected
 * words and the notes, and the fixed text around it.
 * @param {Term[]} terms
 * @returns {string}
 */
export function renderGlossary(terms) {
  const rows = terms.map(
    (term) =>
      `| ${cell(term.concept)} | ${chosen(term, "fr")} | ${chosen(term, "crs")} | ${rejected(term)} | ${cell(term.note)} |`,
  );
  return [
    "<!-- Written by `node scripts/terms.mjs glossary` from src/i18n/terms.yaml: edit that file, not this one. -->",
    "",
    "# Glossary: the words of the site in French and Kreol Seselwa",
    "",
    "The Kreol on this site is written in the official orthography of Lenstiti Kreol (phonetic",
    'spelling; nouns do not change for the plural, "bann" marks it where needed). Where a term was',
    "uncertain we chose the plain everyday word, often a loan spelt the Kreol way, over a coinage.",
    "Words marked **?** are the ones we are least sure of: please check them first. Struck-out words",
    "are variants we decided against: `npm test` fails if a message or a content translation uses one.",
    "",
    "| Concept | French | Kreol Seselwa | Not used | Why |",
    "| ------- | ------ | ------------- | -------- | --- |",
    ...rows,
    "",
    "## Changing a word",
    "",
    "Change it in `src/i18n/terms.yaml` (the chosen words, the rejected ones, the note), run",
    "`node scripts/terms.mjs glossary` to rewrite this file, then correct the messages and content the",
    "check names (`node scripts/terms.mjs check`, also part of `npm test`). How a native speaker",
    "corrects a message or a content translation in a browser is in content/README.md.",
    "",
  ].join("\n");
}

/*
 * GLOSSARY.md written from the term base (terms-base.mjs): a pure function from the terms to the
 * Markdown, in plain JavaScript so `node scripts/terms.mjs glossary` writes it and the unit tests
 * check the file is what it writes (terms-files.mjs formats it as Prettier does).
 */
import { englishName, inEnglishList } from "./project-locales.mjs";
import { CHECKED_LOCALES } from "./terms-base.mjs";

/** @typedef {import("./terms-base.mjs").Term} Term */

/** @param {string} text a table cell's text, on one line */
const cell = (text) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();

/** @param {Term} term @param {string} locale */
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
      `| ${[cell(term.concept), ...CHECKED_LOCALES.map((locale) => chosen(term, locale)), rejected(term), cell(term.note)].join(" | ")} |`,
  );
  const columns = ["Concept", ...CHECKED_LOCALES.map(englishName), "Not used", "Why"];
  return [
    "<!-- Written by `node scripts/terms.mjs glossary` from src/i18n/terms.yaml: edit that file, not this one. -->",
    "",
    `# Glossary: the words of the site in ${inEnglishList(CHECKED_LOCALES.map(englishName))}`,
    "",
    "The Kreol on this site is written in the official orthography of Lenstiti Kreol (phonetic",
    'spelling; nouns do not change for the plural, "bann" marks it where needed). Where a term was',
    "uncertain we chose the plain everyday word, often a loan spelt the Kreol way, over a coinage.",
    "Words marked **?** are the ones we are least sure of: please check them first. Struck-out words",
    "are variants we decided against: `npm test` fails if a message or a content translation uses one.",
    "",
    `| ${columns.join(" | ")} |`,
    `| ${columns.map((column) => "-".repeat(column.length)).join(" | ")} |`,
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

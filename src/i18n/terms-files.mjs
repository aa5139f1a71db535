/*
 * The files the term check reads: every message catalogue project.inlang/settings.json lists (in
 * each language but English), every content/ translation (*.fr.*, *.crs.*, and the fr: and crs:
 * parts of an item that keeps its languages in one file), the editor's words
 * (src/content/engine/editor-words.yaml) and the staff's messages (tooling/deploy/messages/), so a
 * word decided against is gone from everything a visitor or a member of staff reads. Used by
 * `node scripts/terms.mjs` and by src/i18n/terms.test.ts (part of `npm test`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { englishName, inEnglishList } from "./project-locales.mjs";
import { CHECKED_LOCALES, checkedLocalesText, parseTerms } from "./terms-base.mjs";
import {
  CONTENT_TRANSLATION,
  checkCatalogue,
  checkContentFile,
  checkEditorWords,
  checkStaffMessages,
  singleFileLocales,
} from "./terms-check.mjs";
import { renderGlossary } from "./terms-glossary.mjs";

/** @param {string} root the repository's folder */
export const readTerms = (root) => parseTerms(readFileSync(path.join(root, "src/i18n/terms.yaml"), "utf8"));

/**
 * The catalogues, as paths relative to `root`, with their language.
 * @param {string} root
 * @returns {{ file: string, locale: import("./terms-base.mjs").CheckedLocale }[]}
 */
export function catalogueFiles(root) {
  const settings = JSON.parse(readFileSync(path.join(root, "project.inlang/settings.json"), "utf8"));
  /** @type {string[]} */
  const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
  return patterns.flatMap((pattern) =>
    CHECKED_LOCALES.map((locale) => ({ file: pattern.replace(/^\.\//, "").replace("{locale}", locale), locale })),
  );
}

/**
 * Every content translation under content/, relative to `root`, with its language.
 * @param {string} root
 * @returns {{ file: string, locale: import("./terms-base.mjs").CheckedLocale }[]}
 */
export function contentFiles(root) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.name.startsWith(".") ? [] : entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  return walk("content")
    .toSorted()
    .flatMap((file) => {
      const match = CONTENT_TRANSLATION.exec(file);
      if (match?.[1]) return [{ file, locale: match[1] }];
      // An item with its three languages in one file: its French and its Kreol parts.
      if (!/\.ya?ml$/.test(file)) return [];
      const inFile = singleFileLocales(file, readFileSync(path.join(root, file), "utf8")) ?? [];
      return CHECKED_LOCALES.filter((locale) => inFile.includes(locale)).map((locale) => ({ file, locale }));
    });
}

/**
 * The editor's words: every label and hint of /admin in French and Kreol, one file for both. A
 * collection's own words, in its TypeScript module, are held to the same term base by
 * tooling/cms/editor-words.test.ts (this plain-JavaScript check reads files only).
 */
export const EDITOR_WORDS_FILE = "src/content/engine/editor-words.yaml";

/**
 * The staff's messages (the issue that says a save is not live), as paths relative to `root`, with
 * their language; none when the repository has no such folder.
 * @param {string} root
 * @returns {{ file: string, locale: import("./terms-base.mjs").CheckedLocale }[]}
 */
export function staffMessageFiles(root) {
  return CHECKED_LOCALES.map((locale) => ({ file: `tooling/deploy/messages/${locale}.json`, locale })).filter(
    ({ file }) => existsSync(path.join(root, file)),
  );
}

/**
 * Every problem the term check finds in `files` (all catalogues, content translations, the
 * editor's words and the staff's messages when not given; a path may also be one outside
 * content/, as an editor's saved file).
 * @param {string} root
 * @param {string[]} [files] paths relative to `root`
 * @returns {string[]}
 */
export function checkTerms(root, files) {
  const terms = readTerms(root);
  const alwaysPluralFile = path.join(root, "src/i18n/always-plural.json");
  const alwaysPlural = existsSync(alwaysPluralFile) ? JSON.parse(readFileSync(alwaysPluralFile, "utf8")) : {};
  const catalogues = catalogueFiles(root);
  const staff = staffMessageFiles(root);
  const all = [...catalogues, ...contentFiles(root), ...staff];
  const withEditorWords = files ? files.includes(EDITOR_WORDS_FILE) : existsSync(path.join(root, EDITOR_WORDS_FILE));
  const chosen = files
    ? files
        .filter((file) => file !== EDITOR_WORDS_FILE)
        .flatMap((file) => {
          // A file of one item in every language is checked in each (French, Kreol Seselwa).
          const known = all.filter((entry) => entry.file === file);
          if (known.length > 0) return known;
          const match = new RegExp(`(?:^|[./])(${CHECKED_LOCALES.join("|")})\\.[a-z]+$`).exec(file);
          if (!match?.[1])
            throw new Error(
              `${file}: not a ${inEnglishList(CHECKED_LOCALES.map(englishName), "or")} file (its name ends in ${checkedLocalesText(".", "or", ".*")})`,
            );
          return [{ file, locale: match[1] }];
        })
    : all;
  const problems = chosen.flatMap(({ file, locale }) => {
    const source = readFileSync(path.join(root, file), "utf8");
    if (staff.some((entry) => entry.file === file))
      return checkStaffMessages({ file, locale, messages: JSON.parse(source), terms });
    return file.endsWith(".json")
      ? checkCatalogue({ file, locale, messages: JSON.parse(source), terms, alwaysPlural })
      : checkContentFile({ file, locale, source, terms });
  });
  if (!withEditorWords) return problems;
  const source = readFileSync(path.join(root, EDITOR_WORDS_FILE), "utf8");
  return [...problems, ...checkEditorWords({ file: EDITOR_WORDS_FILE, source, terms })];
}

/**
 * GLOSSARY.md's text as the term base writes it, formatted as Prettier formats the file.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function glossaryText(root) {
  const file = path.join(root, "src/i18n/GLOSSARY.md");
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(renderGlossary(readTerms(root)), { ...options, filepath: file });
}

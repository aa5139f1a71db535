/*
 * The message catalogue check: every message in every language, with the same placeholders. The
 * files are those project.inlang/settings.json lists, one set per feature; a message is written in
 * English, French and Kreol Seselwa in the same commit, or this fails.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { baseLocale, localeEnglishNames, locales } from "./locales";
import { englishName, projectBaseLocale, projectLocales, translatedLocales } from "./project-locales.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const settings = JSON.parse(readFileSync(path.join(root, "project.inlang/settings.json"), "utf8")) as {
  locales: string[];
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
/** Messages that are rightly the same in a language as in English (names, numbers, e-mail). */
const sameAsEnglish = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "same-as-english.json"), "utf8"),
) as Record<string, string[]>;

type Catalogue = Record<string, string>;
const read = (pattern: string, locale: string): Catalogue =>
  JSON.parse(readFileSync(path.join(root, pattern.replace("{locale}", locale)), "utf8")) as Catalogue;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).toSorted();
const messages = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => key !== "$schema");

it("the project's languages are the site's", () => {
  expect(settings.locales).toEqual([...locales]);
});

it("the plain-JavaScript tools' languages and English names are the site's", () => {
  expect(projectLocales).toEqual([...locales]);
  expect(projectBaseLocale).toBe(baseLocale);
  expect(translatedLocales).toEqual(locales.filter((locale) => locale !== baseLocale));
  expect(Object.fromEntries(locales.map((locale) => [locale, englishName(locale)]))).toEqual(localeEnglishNames);
  expect(englishName("crs")).toBe("Kreol Seselwa");
});

describe.each(patterns)("%s", (pattern) => {
  const english = read(pattern, "en");

  it("names its messages with its feature's prefix, as valid identifiers", () => {
    for (const key of messages(english)) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/);
  });

  it.each(["fr", "crs"])("has every English message in %s, with the same placeholders, and nothing else", (locale) => {
    const other = read(pattern, locale);
    expect(messages(other).toSorted()).toEqual(messages(english).toSorted());
    for (const key of messages(english)) {
      expect({ key, placeholders: placeholders(other[key] ?? "") }).toEqual({
        key,
        placeholders: placeholders(english[key]!),
      });
      expect({ key, empty: other[key]!.trim() === "" }).toEqual({ key, empty: false });
    }
  });

  it.each(["fr", "crs"])("translates every message into %s (or lists it as the same as English)", (locale) => {
    const other = read(pattern, locale);
    const untranslated = messages(english).filter(
      (key) => other[key] === english[key] && !(sameAsEnglish[locale] ?? []).includes(key),
    );
    expect(untranslated).toEqual([]);
  });
});

it("lists as the same as English only messages that exist", () => {
  const all = new Set(patterns.flatMap((pattern) => messages(read(pattern, "en"))));
  for (const keys of Object.values(sameAsEnglish)) for (const key of keys) expect(all).toContain(key);
});

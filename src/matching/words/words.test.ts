/*
 * The matcher's words as data: every language of the site has its file (./<locale>.json), each file
 * and ./concepts.json have the schema's shape (./schema.ts), and no word is in a spelling the term
 * base rejects (one spelling per word; a rejected spelling people still write may only be a
 * `variant`, read and never written). That every concept a file names is one the matcher has (ours
 * or ESCO's) is checked beside the ESCO extract, in src/content/jobs/matcher-words.test.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { findPhrase } from "../../i18n/terms-base.mjs";
import { readTerms } from "../../i18n/terms-files.mjs";
import { locales } from "../../i18n/locales";
import { phraseKey } from "../text";
import { conceptsFileSchema, languageWordsSchema } from "./schema";

const here = import.meta.dirname;
const root = path.resolve(here, "../../..");
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(here, name), "utf8"));
const files = readdirSync(here).filter((name) => name.endsWith(".json"));
const languages = locales.map((locale) => ({ locale, words: languageWordsSchema.parse(read(`${locale}.json`)) }));

it("has a file for every language of the site, and none for a language it does not have", () => {
  expect(files.filter((name) => name !== "concepts.json").toSorted()).toEqual(
    locales.map((locale) => `${locale}.json`).toSorted(),
  );
});

it("checks ./concepts.json against its schema", () => {
  expect(conceptsFileSchema.safeParse(read("concepts.json")).success).toBe(true);
  expect(conceptsFileSchema.safeParse({ ...(read("concepts.json") as object), places: [""] }).success).toBe(false);
});

it("checks every file against the schema: a missing list, a misspelt key or an empty word fails", () => {
  for (const { locale } of languages) expect(languageWordsSchema.safeParse(read(`${locale}.json`)).success).toBe(true);
  const broken = { ...(read("en.json") as object), cv: { headings: {} } };
  expect(languageWordsSchema.safeParse(broken).success).toBe(false);
  const misspelt = { ...(read("fr.json") as object), concept: [] };
  expect(languageWordsSchema.safeParse(misspelt).success).toBe(false);
});

it("writes no word the term base rejects (one spelling per word)", () => {
  const terms = readTerms(root);
  const found = languages.flatMap(({ locale, words }) => {
    const rejected = terms.flatMap((term) => (term.rejected as Record<string, string[] | undefined>)[locale] ?? []);
    return words.concepts.flatMap(({ id, words: list }) =>
      list.flatMap((word) =>
        rejected
          .filter((bad) => findPhrase(word, bad) !== undefined)
          .map((bad) => `${locale} ${id}: "${word}" (${bad})`),
      ),
    );
  });
  expect(found).toEqual([]);
});

it('writes the field of computing as IT: a concept\'s word with a lower-case "it" is read as the pronoun and is never found', () => {
  // "it support assistant" was keyed with the pronoun, so a CV's "IT Support Assistant" found only the field.
  expect(phraseKey("IT support assistant")).toBe("it support assistant");
  expect(phraseKey("it support assistant")).not.toBe("it support assistant");
  const pronoun = languages.flatMap(({ locale, words }) =>
    words.concepts.flatMap(({ id, words: list, variants }) =>
      [...list, ...(variants ?? [])]
        .filter((word) => phraseKey(word).split(" ").includes("it'"))
        .map((word) => `${locale} ${id}: "${word}"`),
    ),
  );
  expect(pronoun).toEqual([]);
});

it("gives no word of a language ESCO lacks to two concepts of the same kind, so a CV's word means one thing", () => {
  const { words } = languages.find(({ locale }) => locale === "crs")!;
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const { id, words: list, variants } of words.concepts) {
    const kind = id.startsWith("occ:") ? "occ" : "other";
    for (const word of [...list, ...(variants ?? [])]) {
      const key = `${kind}/${word.toLowerCase()}`;
      const before = seen.get(key);
      if (before && before !== id) twice.push(`"${word}": ${before} and ${id}`);
      seen.set(key, id);
    }
  }
  expect(twice).toEqual([]);
});

it("rules out only hours: every concept a file's `onlyHours` rules out is an availability concept of ./concepts.json", () => {
  const kinds = new Map(conceptsFileSchema.parse(read("concepts.json")).concepts.map((c) => [c.id, c.kind]));
  const wrong = languages.flatMap(({ locale, words }) =>
    words.cv.hoursLimits.onlyHours.flatMap(({ rulesOut }) =>
      rulesOut.filter((id) => kinds.get(id) !== "availability").map((id) => `${locale}: ${id}`),
    ),
  );
  expect(wrong).toEqual([]);
  expect(languages.flatMap(({ words }) => words.cv.hoursLimits.onlyHours.flatMap((h) => h.rulesOut))).toContain(
    "own:nights",
  );
});

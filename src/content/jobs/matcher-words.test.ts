/*
 * The matcher's words (src/matching/words/) name concepts by id: each must be one the matcher has,
 * ours (concepts.json) or ESCO's, checked here beside the ESCO extract (a Node-only module).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { locales } from "../../i18n/locales";
import { conceptsFileSchema, languageWordsSchema } from "../../matching/words/schema";
import { readEscoExtract } from "./esco-files.server";

const wordsDir = path.resolve(import.meta.dirname, "../../matching/words");
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(wordsDir, name), "utf8"));
const languages = locales.map((locale) => ({ locale, words: languageWordsSchema.parse(read(`${locale}.json`)) }));
const own = conceptsFileSchema.parse(read("concepts.json"));
const esco = readEscoExtract();
const escoNames = new Map<string, string[]>([
  ...esco.occupations.map((o) => [`occ:${o.id}`, o.en] as const),
  ...esco.skills.map((s) => [`skill:${s.id}`, s.en] as const),
]);

it("names only concepts the matcher has, each once per file, and ESCO's by an id the extract has", () => {
  const ownIds = new Set(own.concepts.map((c) => c.id));
  for (const c of own.concepts)
    expect({ id: c.id, inEsco: escoNames.has(c.id) }).toEqual({ id: c.id, inEsco: c.esco === true });
  for (const { locale, words } of languages) {
    const ids = words.concepts.map((entry) => entry.id);
    expect({ locale, unknown: ids.filter((id) => !ownIds.has(id) && !escoNames.has(id)) }).toEqual({
      locale,
      unknown: [],
    });
    expect({ locale, twice: ids.filter((id, n) => ids.indexOf(id) !== n) }).toEqual({ locale, twice: [] });
    expect(ownIds.has(words.language.concept) || escoNames.has(words.language.concept)).toBe(true);
  }
});

it("labels an ESCO concept in a language ESCO lacks with one of ESCO's own English words for it, so a wrong id shows", () => {
  const wrong = languages.flatMap(({ words }) =>
    words.concepts
      .filter((entry) => entry.label !== undefined && escoNames.has(entry.id))
      .filter(({ id, label }) => {
        const names = escoNames.get(id)!.map((n) => n.toLowerCase());
        const l = label!.toLowerCase();
        return !names.some((name) => name.includes(l) || l.includes(name));
      })
      .map(({ id, label }) => `${id} "${label}" (ESCO: ${escoNames.get(id)![0]})`),
  );
  expect(wrong).toEqual([]);
});

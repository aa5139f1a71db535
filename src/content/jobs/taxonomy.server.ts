// The matcher's taxonomy, read for the jobs collection's match index: ESCO's occupations and skills
// (the committed extract, ./esco/), our own concepts (src/matching/words/concepts.json) and every
// concept's words in each of the site's languages (src/matching/words/<locale>.json). Node only.
import type { Taxonomy, TaxonomyConcept } from "../../matching/build-index.ts";
import { CONCEPT_WORDS, OWN_CONCEPTS } from "../../matching/words/build-words.ts";
import { readEscoExtract } from "./esco-files.server.ts";

/** The languages ESCO labels its concepts in (the extract has English and French). */
const ESCO_LANGUAGES: ReadonlySet<string> = new Set(["en", "fr"]);

let cached: Taxonomy | undefined;

export function readTaxonomy(): Taxonomy {
  if (cached) return cached;
  const esco = readEscoExtract();
  const concepts = new Map<string, TaxonomyConcept>();
  for (const o of esco.occupations) {
    concepts.set(`occ:${o.id}`, {
      id: `occ:${o.id}`,
      kind: "occupation",
      labels: [...o.en, ...o.fr],
      preferred: [o.en[0], o.fr[0]].filter((l): l is string => l !== undefined),
      isco: o.isco,
    });
  }
  for (const s of esco.skills)
    concepts.set(`skill:${s.id}`, { id: `skill:${s.id}`, kind: "skill", labels: [...s.en, ...s.fr] });
  for (const own of OWN_CONCEPTS) {
    const before = concepts.get(own.id);
    if (own.esco && !before) throw new Error(`src/matching/words/concepts.json: ${own.id} is not in the ESCO extract.`);
    if (!own.esco && before) throw new Error(`src/matching/words/concepts.json: ${own.id} is ESCO's: mark it "esco".`);
    concepts.set(own.id, {
      ...before,
      id: own.id,
      kind: own.kind,
      labels: [...(before?.labels ?? [])],
      ...(own.level !== undefined ? { level: own.level } : {}),
      ...(own.isco ? { fieldIsco: own.isco } : {}),
    });
  }
  // Each language's words: English and French add to ESCO's own labels; a language ESCO lacks
  // (Kreol Seselwa) makes an occupation one a CV here often names, so it always ships.
  for (const [language, entries] of Object.entries(CONCEPT_WORDS)) {
    for (const entry of entries) {
      const concept = concepts.get(entry.id);
      if (!concept)
        throw new Error(`src/matching/words/${language}.json: ${entry.id} is not a concept of the matcher.`);
      concept.labels.push(...entry.words, ...(entry.variants ?? []));
      if (concept.kind === "occupation") concept.own = [...(concept.own ?? []), ...entry.words];
      if (concept.kind === "occupation" && !ESCO_LANGUAGES.has(language)) concept.common = true;
    }
  }
  return (cached = {
    concepts: [...concepts.values()],
    ...escoRelations(esco.essentialSkills, esco.broader),
  });
}

/** An ESCO relation of occupations, keyed "occ:<id>", its other ends given `prefix`. */
const keyed = (relation: ReadonlyMap<string, readonly string[]>, prefix: string) =>
  new Map([...relation].map(([id, list]) => [`occ:${id}`, list.map((other) => `${prefix}${other}`)]));

/**
 * ESCO's relations keyed as the matcher's concepts are: the extract names an occupation or a skill by its
 * bare id ("a10eb17a"), the matcher by "occ:a10eb17a" and "skill:…". Without this, closeness (build-index.ts)
 * found no shared essential skill and no broader occupation, and weighed only ISCO groups and labels.
 */
export function escoRelations(
  essentialSkills: ReadonlyMap<string, readonly string[]>,
  broader: ReadonlyMap<string, readonly string[]>,
): Pick<Taxonomy, "essentialSkills" | "broader"> {
  return { essentialSkills: keyed(essentialSkills, "skill:"), broader: keyed(broader, "occ:") };
}

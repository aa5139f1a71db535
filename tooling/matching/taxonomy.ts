// The matcher's taxonomy, read from disk for the build: ESCO's occupations and skills (the
// committed extract, ./esco/), our own concepts (src/matching/own-concepts.ts) and the Kreol
// Seselwa words for both (src/i18n/esco-crs.yaml). Node only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Taxonomy, TaxonomyConcept } from "../../src/matching/build-index.ts";
import { OWN_CONCEPTS } from "../../src/matching/own-concepts.ts";
import { readEscoExtract } from "./esco-files.ts";

export const KREOL_WORDS_FILE = path.join(import.meta.dirname, "..", "..", "src", "i18n", "esco-crs.yaml");

export type KreolEntry = { id: string; label: string; crs: string[]; variants?: string[]; unsure?: boolean };

/** src/i18n/esco-crs.yaml as written (its check is src/i18n/esco-crs.test.ts). */
export function readKreolWords(file = KREOL_WORDS_FILE): KreolEntry[] {
  return parse(readFileSync(file, "utf8")) as KreolEntry[];
}

let cached: Taxonomy | undefined;

export function readTaxonomy(): Taxonomy {
  if (cached) return cached;
  const esco = readEscoExtract();
  const kreol = new Map(readKreolWords().map((entry) => [entry.id, [...entry.crs, ...(entry.variants ?? [])]]));
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
    if (own.esco && !before) throw new Error(`src/matching/own-concepts.ts: ${own.esco} is not in the ESCO extract.`);
    concepts.set(own.id, {
      ...before,
      id: own.id,
      kind: own.kind,
      labels: [...(before?.labels ?? []), ...own.en, ...own.fr],
      ...(own.level !== undefined ? { level: own.level } : {}),
      ...(own.isco ? { fieldIsco: own.isco } : {}),
    });
  }
  for (const [id, words] of kreol) {
    const concept = concepts.get(id);
    if (!concept) throw new Error(`src/i18n/esco-crs.yaml: ${id} is not a concept of the matcher.`);
    concept.labels.push(...words);
    if (concept.kind === "occupation") concept.common = true;
  }
  return (cached = { concepts: [...concepts.values()], essentialSkills: esco.essentialSkills, broader: esco.broader });
}

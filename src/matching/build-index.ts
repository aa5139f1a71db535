import { buildWordsIndex, contentWords } from "./listing-words.ts";
import { deltaEncode } from "./words-in-common.ts";
import { findInText, labelKey, makeLexicon, type Lexicon } from "./lexicon.ts";
import type { ConceptKind, IndexConcept, IndexedListing, IndexedRequirement, MatchIndex } from "./match-index.ts";
import { analyseRequirement } from "./requirements.ts";
import { phraseKey, words } from "./text.ts";
import { LEVELS } from "./levels.ts";
import { MIN_RELATED } from "./weights.ts";
import { allListingWords } from "./words/build-words.ts";

/*
 * The match index, made at build time from every listing in its three languages and the taxonomy
 * (src/content/jobs/taxonomy.server.ts reads ESCO's extract, our own concepts and the Kreol words). Pure:
 * the build, the content check and the bench call it with listings and a taxonomy they read.
 *
 * For each listing: the ESCO occupations its title names, how close every other occupation is to
 * them, what each requirement asks, and the skills and fields it names. Only the concepts and
 * words the listings need, and the common occupations a CV names, go to the phone.
 */

export type TaxonomyConcept = {
  id: string;
  kind: ConceptKind;
  /** Every label, in any of the three languages. */
  labels: string[];
  /** Occupations: the labels that are ESCO's preferred ones (English and French). */
  preferred?: string[];
  /**
   * Occupations: the words the matcher's own files give it (./words/<locale>.json), written for CVs from
   * Seychelles: a label another occupation shares means this one ("capitaine": a boat's, not an army's).
   */
  own?: string[];
  isco?: string;
  level?: number;
  fieldIsco?: string[];
  /** Occupations a CV often names (they have Kreol words): always shipped. */
  common?: boolean;
};

export type Taxonomy = {
  concepts: TaxonomyConcept[];
  /** ESCO's essential skills of each occupation, by the occupation's id. */
  essentialSkills: ReadonlyMap<string, readonly string[]>;
  /** ESCO's broader occupations of each occupation. */
  broader: ReadonlyMap<string, readonly string[]>;
};

export type ListingTexts = { title: string; description: string; requirements: string[] };
export type ListingForIndex = {
  id: string;
  posted: string;
  en: ListingTexts;
  fr?: ListingTexts;
  crs?: ListingTexts;
};

/** Something the build could not understand in a listing, for the content check to say. */
export type IndexWarning =
  | { listing: string; kind: "title"; title: string }
  | { listing: string; kind: "requirement"; index: number; text: string };

/** Single words too common to be a skill on their own, whatever ESCO lists them under (./words/<locale>.json). */
const GENERIC = new Set(allListingWords((w) => w.notSkillsAlone).flatMap((word) => words(word)));

/** Words that name no job on their own ("agent" is ESCO's label for an auctioneer, among others). */
const GENERIC_TITLES = new Set(allListingWords((w) => w.notTitlesAlone).flatMap((word) => words(word)));

/** Phrases that name nothing ("en sécurité": safely): their words are covered and no concept is found in them. */
const NAMES_NOTHING = allListingWords((w) => w.namesNothing).map((phrase) => phraseKey(phrase));

const LANGS = ["en", "fr", "crs"] as const;

/** The taxonomy's lexicon: every label's phrase key to its concepts, ambiguous occupation labels narrowed. */
function taxonomyLexicon(taxonomy: Taxonomy): { lexicon: Lexicon; byId: Map<string, number> } {
  const byId = new Map(taxonomy.concepts.map((concept, n) => [concept.id, n]));
  const phrases = new Map<string, number[]>();
  const preferredOf = new Map<string, Set<number>>();
  const ownOf = new Map<string, Set<number>>();
  taxonomy.concepts.forEach((concept, n) => {
    for (const label of concept.labels) {
      const key = labelKey(label, phraseKey(label));
      if (key === "") continue;
      if (
        concept.kind === "skill" &&
        concept.id.startsWith("skill:") &&
        !key.includes(" ") &&
        (GENERIC.has(key) || key.length < 3)
      )
        continue;
      if (concept.kind === "occupation" && !key.includes(" ") && GENERIC_TITLES.has(key)) continue;
      // Two labels of one concept may fold to one key ("crèche teacher", "creche teacher"): it is named once.
      const named = phrases.get(key) ?? [];
      if (!named.includes(n)) phrases.set(key, [...named, n]);
    }
    for (const [labels, of] of [
      [concept.preferred, preferredOf],
      [concept.own, ownOf],
    ] as const)
      for (const label of labels ?? []) {
        const key = phraseKey(label);
        of.set(key, (of.get(key) ?? new Set()).add(n));
      }
  });
  // An occupation label several occupations share means the one our own words give it to ("capitaine":
  // ESCO's preferred French label of an army captain, ours for a boat's), else the one it is ESCO's
  // preferred label of ("receptionist"), when there is one.
  for (const [key, concepts] of phrases) {
    const occupations = concepts.filter((n) => taxonomy.concepts[n]!.kind === "occupation");
    if (occupations.length < 2) continue;
    const own = ownOf.get(key);
    const preferred = own && occupations.some((n) => own.has(n)) ? own : preferredOf.get(key);
    const kept = preferred ? occupations.filter((n) => preferred.has(n)) : occupations;
    const others = concepts.filter((n) => taxonomy.concepts[n]!.kind !== "occupation");
    phrases.set(key, [...others, ...(kept.length > 0 ? kept : occupations).slice(0, 6)]);
  }
  for (const key of NAMES_NOTHING) if (key !== "") phrases.set(key, []);
  return { lexicon: makeLexicon(phrases), byId };
}

/**
 * The occupations a title names: the longest occupation phrase in each language, the most agreed
 * on. A title no label holds ("Front Office Agent") takes the occupation whose label is nearest:
 * it has the title's last word and most of its others ("front desk agent").
 */
function titleOccupations(titles: string[], lexicon: Lexicon, taxonomy: Taxonomy): number[] {
  const votes = new Map<number, number>();
  for (const title of titles) {
    const found = findInText(title, lexicon)
      .map((f) => ({ ...f, concepts: f.concepts.filter((n) => taxonomy.concepts[n]!.kind === "occupation") }))
      .filter((f) => f.concepts.length > 0)
      .toSorted((a, b) => b.end - b.start - (a.end - a.start));
    const best = found[0];
    if (!best) continue;
    for (const n of best.concepts) votes.set(n, (votes.get(n) ?? 0) + (best.end - best.start));
  }
  const top = Math.max(0, ...votes.values());
  // One word of a longer title is a weak guess: the nearest label may know better.
  const titleWords = words(titles[0] ?? "");
  if (top > 0 && top >= Math.min(2, titleWords.length))
    return [...votes]
      .filter(([, v]) => v === top)
      .map(([n]) => n)
      .slice(0, 3);
  const near = nearestOccupations(titles, lexicon, taxonomy);
  if (near.length > 0) return near;
  return [...votes]
    .filter(([, v]) => v === top && top > 0)
    .map(([n]) => n)
    .slice(0, 3);
}

function nearestOccupations(titles: string[], lexicon: Lexicon, taxonomy: Taxonomy): number[] {
  let best: { score: number; length: number; concepts: number[] } | undefined;
  for (const title of titles) {
    const wanted = words(title);
    const head = wanted.at(-1);
    if (!head) continue;
    for (const [key, concepts] of lexicon.phrases) {
      const occupations = concepts.filter((n) => taxonomy.concepts[n]!.kind === "occupation");
      if (occupations.length === 0) continue;
      const labelWords = key.split(" ");
      if (!labelWords.includes(head)) continue;
      const shared = wanted.filter((w) => labelWords.includes(w)).length;
      const score = (2 * shared) / (wanted.length + labelWords.length);
      if (score < 0.6) continue;
      if (!best || score > best.score || (score === best.score && labelWords.length < best.length))
        best = { score, length: labelWords.length, concepts: occupations };
    }
  }
  return best ? best.concepts.slice(0, 3) : [];
}

/** How close occupation `o` is to `to`, 0 to 1, from ESCO: hierarchy, ISCO group and shared essential skills. */
function makeCloseness(taxonomy: Taxonomy) {
  const skills = new Map<number, Set<string>>();
  const labelSets = new Map<number, Set<string>>();
  const broader = new Map<number, Set<number>>();
  const ids = new Map(taxonomy.concepts.map((c, n) => [c.id, n]));
  taxonomy.concepts.forEach((concept, n) => {
    if (concept.kind !== "occupation") return;
    skills.set(n, new Set(taxonomy.essentialSkills.get(concept.id) ?? []));
    labelSets.set(n, new Set(concept.labels.map(phraseKey)));
    broader.set(
      n,
      new Set((taxonomy.broader.get(concept.id) ?? []).flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []))),
    );
  });
  return (to: number, o: number): number => {
    if (to === o) return 1;
    const a = taxonomy.concepts[to]!;
    const b = taxonomy.concepts[o]!;
    let close = 0;
    if (broader.get(to)?.has(o) || broader.get(o)?.has(to)) close = 0.85;
    if (a.isco && b.isco) {
      if (a.isco === b.isco) close = Math.max(close, 0.75);
      else if (a.isco.slice(0, 3) === b.isco.slice(0, 3)) close = Math.max(close, 0.55);
      else if (a.isco.slice(0, 2) === b.isco.slice(0, 2)) close = Math.max(close, 0.3);
    }
    const sa = skills.get(to);
    const sb = skills.get(o);
    if (sa && sb && sa.size > 0 && sb.size > 0) {
      let shared = 0;
      for (const s of sa) if (sb.has(s)) shared++;
      const jaccard = shared / (sa.size + sb.size - shared);
      close = Math.max(close, Math.min(0.8, jaccard * 2));
    }
    // A label of one is a label of the other ("bookkeeper" is also one of the accountant's).
    const la = labelSets.get(to);
    const lb = labelSets.get(o);
    if (close < 0.7 && la && lb) for (const label of la) if (lb.has(label)) return 0.7;
    return close;
  };
}

/**
 * The skills, fields, licences and qualifications a listing asks, from what each language's text names: those most of
 * its translations name (two of three, or any when it has one or two), since the three say the same thing and a word
 * read in one alone is more often a misreading ("dress the window" is not Windows, "fit roofs" is not fitness) than
 * something the other two leave out.
 */
export function agreedConcepts(readings: readonly ReadonlySet<number>[]): Set<number> {
  const need = readings.length >= 3 ? Math.floor(readings.length / 2) + 1 : 1;
  const count = new Map<number, number>();
  for (const read of readings) for (const n of read) count.set(n, (count.get(n) ?? 0) + 1);
  return new Set([...count].filter(([, k]) => k >= need).map(([n]) => n));
}

export function buildMatchIndex(
  listings: readonly ListingForIndex[],
  taxonomy: Taxonomy,
): { index: MatchIndex; warnings: IndexWarning[] } {
  const { lexicon } = taxonomyLexicon(taxonomy);
  const info = (n: number) => taxonomy.concepts[n];
  const closeness = makeCloseness(taxonomy);
  const occupationNumbers = taxonomy.concepts.flatMap((c, n) => (c.kind === "occupation" ? [n] : []));
  const fieldNumbers = taxonomy.concepts.flatMap((c, n) => (c.kind === "field" ? [n] : []));
  const warnings: IndexWarning[] = [];
  const shipped = new Set<number>();
  taxonomy.concepts.forEach((c, n) => {
    if (!c.id.startsWith("occ:") && !c.id.startsWith("skill:")) shipped.add(n);
    else if (c.kind !== "occupation" && c.kind !== "skill") shipped.add(n);
    else if (c.common) shipped.add(n);
  });

  const built = listings.map((listing) => {
    const texts = LANGS.flatMap((lang) => (listing[lang] ? [listing[lang]!] : []));
    const occupations = titleOccupations(
      texts.map((t) => t.title),
      lexicon,
      taxonomy,
    );
    if (occupations.length === 0) warnings.push({ listing: listing.id, kind: "title", title: listing.en.title });
    const related = new Map<number, number>();
    for (const o of occupationNumbers) {
      let best = 0;
      for (const own of occupations) best = Math.max(best, closeness(own, o));
      if (best >= MIN_RELATED) related.set(o, Math.round(best * 100) / 100);
    }
    const requirements: IndexedRequirement[] = listing.en.requirements.map((en, index) => {
      const { requirement, understood } = analyseRequirement(
        { en, fr: listing.fr?.requirements[index], crs: listing.crs?.requirements[index] },
        lexicon,
        (n) => info(n),
      );
      if (!understood) warnings.push({ listing: listing.id, kind: "requirement", index, text: en });
      return requirement;
    });
    const concepts = agreedConcepts(
      texts.map((t) => {
        const read = new Set<number>();
        for (const text of [t.title, t.description, ...t.requirements])
          for (const found of findInText(text, lexicon))
            for (const n of found.concepts) {
              const kind = taxonomy.concepts[n]!.kind;
              if (kind === "skill" || kind === "field" || kind === "licence" || kind === "qualification") read.add(n);
            }
        return read;
      }),
    );
    const fieldsOfOccupations = (list: readonly number[]) => {
      const iscos = list.flatMap((o) => taxonomy.concepts[o]!.isco ?? []);
      return fieldNumbers.filter((f) => {
        const prefixes = taxonomy.concepts[f]!.fieldIsco ?? [];
        return prefixes.some((p) => iscos.some((isco) => isco.startsWith(p)));
      });
    };
    const fields = fieldsOfOccupations(occupations);
    requirements.forEach((r, index) => {
      if (r.kind !== "qualification") return;
      // A level with no field ("Security guard training certificate": the trade's name took the
      // words) asks for the field of the trade it names, or else of this job: never any certificate
      // at all, which would tell a nurse she shows a guard's.
      for (const option of r.options) {
        if (option.fields.length > 0 || option.named.length > 0 || option.level === null) continue;
        if (option.level <= LEVELS.aLevel) continue;
        const named = findInText(listing.en.requirements[index]!, lexicon).flatMap((found) =>
          found.concepts.filter((n) => taxonomy.concepts[n]!.kind === "occupation"),
        );
        const own = fieldsOfOccupations(named);
        option.fields = own.length > 0 ? own : [...fields];
      }
    });
    for (const r of requirements)
      if (r.kind === "qualification") for (const option of r.options) fields.push(...option.fields);
    for (const n of [...related.keys(), ...concepts, ...fields]) shipped.add(n);
    for (const r of requirements) for (const n of requirementConcepts(r)) shipped.add(n);
    return {
      id: listing.id,
      posted: listing.posted,
      words: texts.map((t) => contentWords([t.title, t.description, ...t.requirements])),
      occupations,
      related,
      titles: [...new Set(texts.map((t) => phraseKey(t.title)))],
      requirements,
      concepts: [...concepts].filter((n) => taxonomy.concepts[n]!.kind !== "qualification" || true),
      fields: [...new Set(fields)],
    };
  });

  // Renumber the shipped concepts 0…n and keep only their phrases.
  const numbers = new Map<number, number>();
  const concepts: IndexConcept[] = [];
  for (const n of [...shipped].toSorted((a, b) => a - b)) {
    const c = taxonomy.concepts[n]!;
    numbers.set(n, concepts.length);
    concepts.push({
      id: c.id,
      kind: c.kind,
      ...(c.isco ? { isco: c.isco } : {}),
      ...(c.level !== undefined ? { level: c.level } : {}),
      ...(c.fieldIsco ? { fieldIsco: c.fieldIsco } : {}),
    });
  }
  const renumber = (n: number) => numbers.get(n)!;
  const phrases: [string, number[]][] = [];
  for (const [key, list] of lexicon.phrases) {
    const kept = list.filter((n) => numbers.has(n)).map(renumber);
    // A phrase that names nothing ships too: on the phone it still covers its words (NAMES_NOTHING).
    if (kept.length > 0 || list.length === 0) phrases.push([key, kept]);
  }
  phrases.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  const wordsIndex = buildWordsIndex(built.map((listing) => listing.words));
  const indexed: Record<string, IndexedListing> = {};
  for (const [n, listing] of built.entries()) {
    indexed[listing.id] = {
      occupations: listing.occupations.map(renumber),
      related: Object.fromEntries([...listing.related].map(([o, v]) => [renumber(o), v])),
      titles: listing.titles,
      requirements: listing.requirements.map((r) => renumberRequirement(r, renumber)),
      concepts: listing.concepts.map(renumber),
      fields: listing.fields.map(renumber),
      words: wordsIndex.listings[n]!.map(deltaEncode),
      posted: listing.posted,
    };
  }
  const shippedWords = { vocabulary: wordsIndex.vocabulary, idf: wordsIndex.idf };
  return { index: { version: 3, concepts, phrases, words: shippedWords, listings: indexed }, warnings };
}

function requirementConcepts(r: IndexedRequirement): number[] {
  switch (r.kind) {
    case "experience":
      return r.fields;
    case "qualification":
      return r.options.flatMap((o) => [...o.fields, ...o.named]);
    case "language":
      return r.groups.flat();
    case "licence":
    case "availability":
    case "skill":
      return r.concepts;
    case "words":
    case "document":
      return [];
  }
}

function renumberRequirement(r: IndexedRequirement, renumber: (n: number) => number): IndexedRequirement {
  const optional = r.optional ? { optional: true as const } : {};
  switch (r.kind) {
    case "experience":
      return { kind: r.kind, years: r.years, fields: r.fields.map(renumber), ...optional };
    case "qualification":
      return {
        kind: r.kind,
        options: r.options.map((o) => ({
          level: o.level,
          fields: o.fields.map(renumber),
          named: o.named.map(renumber),
        })),
        ...optional,
      };
    case "language":
      return { kind: r.kind, groups: r.groups.map((g) => g.map(renumber)), ...optional };
    case "licence":
    case "availability":
    case "skill":
      return { kind: r.kind, concepts: r.concepts.map(renumber), need: r.need, ...optional };
    case "words":
      return { kind: r.kind, words: r.words, ...optional };
    case "document":
      return { kind: r.kind, ...optional };
  }
}

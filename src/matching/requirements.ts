import { findInText, type Lexicon } from "./lexicon.ts";
import type { ConceptKind, IndexedRequirement, QualificationOption } from "./match-index.ts";
import { hasMarker, markerKeys, words } from "./text.ts";
import { allListingWords, LISTING_WORDS } from "./words/build-words.ts";
import type { ListingWords } from "./words/schema.ts";

/*
 * What a listing's requirement asks, read from its English, French and Kreol texts at build time:
 * years of work in a field, a level of study in a field, languages, a licence, when one can work,
 * skills, or a document asked when one is hired (a police clearance). The sentence's shape (years,
 * "or", "a plus") is read from the English text, the concepts from all three. A requirement none of
 * this fits is checked by its words, and the content check asks for plainer wording.
 */

export type RequirementTexts = { en: string; fr?: string; crs?: string };
/** What the analysis needs to know of a concept. */
export type ConceptInfo = (concept: number) => { kind: ConceptKind; level?: number } | undefined;

/** Number words up to ten in every language (./words/<locale>.json listings.numbers), in the matcher's words. */
const NUMBERS = new Map(
  Object.values(LISTING_WORDS).flatMap((w) =>
    Object.entries(w.numbers).flatMap(([word, value]) => words(word).map((key) => [key, value] as const)),
  ),
);
const wordSet = (pick: (w: ListingWords) => readonly string[]) =>
  new Set(allListingWords(pick).flatMap((word) => words(word)));
const YEAR_WORDS = wordSet((w) => w.yearWords);
const MONTH_WORDS = wordSet((w) => w.monthWords);
const EXPERIENCE_WORDS = wordSet((w) => w.experienceWords);
/** "No experience needed", "Aucune expérience exigée", "Pa bezwen leksperyans": experience of 0 years. */
const NO_EXPERIENCE_MARKS = markerKeys(allListingWords((w) => w.noExperienceMarks));
/** "Police clearance", "carte de santé", "kart lasante": a document asked when one is hired. */
const DOCUMENT_MARKS = markerKeys(allListingWords((w) => w.documentMarks));
/** Marks of a nice-to-have, in the matcher's words: "German or Italian a plus". */
const OPTIONAL_MARKS = markerKeys(allListingWords((w) => w.optionalMarks));
const OR_WORDS = [...wordSet((w) => w.orWords)];
/** "…, or willing to train": a way in without the thing asked, so the CV is never marked down for it. */
const WILLING_KEYS = OR_WORDS.flatMap((or) =>
  [...wordSet((w) => w.willingWords)].map((willing) => ` ${or} ${willing} `),
);
const saysWilling = (text: string) => WILLING_KEYS.some((key) => ` ${words(text).join(" ")} `.includes(key));
/** A requirement's alternatives: the text split at "or" in any language, or at a slash. */
const OR_SPLIT = new RegExp(`\\s*(?:,\\s*)?\\b(?:${OR_WORDS.join("|")})\\b\\s*|\\s*\\/\\s*`, "i");
const saysOr = (text: string) => words(text).some((word) => OR_WORDS.includes(word));

/**
 * A requirement's text without its notes: a clause after a ';' marked as a plus is no part of what is
 * required ("A-level or a diploma; customer service experience an advantage" asks for no experience).
 */
function withoutNotes(text: string): string {
  const [first = "", ...rest] = text.split(";");
  return [first, ...rest.filter((clause) => !hasMarker(clause, OPTIONAL_MARKS))].join(";");
}

/** The years a text asks for ("three years", "2+ years", "trwa an", "six months"), or null. */
export function yearsAsked(text: string): number | null {
  const tokens = words(text);
  for (let i = 0; i < tokens.length - 1; i++) {
    const token = tokens[i]!;
    const value = /^\d{1,2}$/.test(token) ? Number(token) : NUMBERS.get(token);
    if (value === undefined) continue;
    const next = tokens[i + 1]!;
    if (YEAR_WORDS.has(next)) return value;
    if (MONTH_WORDS.has(next)) return Math.round((value / 12) * 10) / 10;
  }
  return null;
}

const saysExperience = (text: string) => words(text).some((w) => EXPERIENCE_WORDS.has(w));

type Found = { concept: number; kind: ConceptKind; level?: number };

function conceptsIn(text: string, lexicon: Lexicon, info: ConceptInfo): Found[] {
  const out: Found[] = [];
  for (const found of findInText(text, lexicon)) {
    for (const concept of found.concepts) {
      const known = info(concept);
      if (known && !out.some((f) => f.concept === concept)) out.push({ concept, ...known });
    }
  }
  return out;
}

const unique = (list: number[]) => [...new Set(list)];
const ofKinds = (found: Found[], kinds: ConceptKind[]) =>
  unique(found.filter((f) => kinds.includes(f.kind)).map((f) => f.concept));

/** The words a requirement is checked by when nothing else fits: each language's, minus the small words. */
const SMALL_WORDS = wordSet((w) => w.smallWords);
const contentWords = (text: string | undefined): string[] =>
  text === undefined ? [] : [...new Set(words(text).filter((w) => !SMALL_WORDS.has(w) && w.length > 1))];

/** One requirement understood, and whether the build understood it (or only has its words). */
export function analyseRequirement(
  written: RequirementTexts,
  lexicon: Lexicon,
  info: ConceptInfo,
): { requirement: IndexedRequirement; understood: boolean } {
  const texts: RequirementTexts = {
    en: withoutNotes(written.en),
    ...(written.fr === undefined ? {} : { fr: withoutNotes(written.fr) }),
    ...(written.crs === undefined ? {} : { crs: withoutNotes(written.crs) }),
  };
  const all = [texts.en, texts.fr, texts.crs].filter((t): t is string => t !== undefined);
  const found: Found[] = [];
  for (const text of all)
    for (const f of conceptsIn(text, lexicon, info)) if (!found.some((g) => g.concept === f.concept)) found.push(f);
  // Marked as a plus in its first clause ("Driving licence an advantage; …"): never counted against a CV.
  const optional = hasMarker(written.en.split(";")[0] ?? "", OPTIONAL_MARKS) ? true : undefined;
  const soft = saysWilling(texts.en) || (texts.fr ? saysWilling(texts.fr) : false);
  const flag = (requirement: IndexedRequirement) =>
    optional || soft ? { ...requirement, optional: true as const } : requirement;

  // A document asked when one is hired ("Medical certificate (health card) before you start"), in any
  // of its languages and whatever else the requirement says ("Patient, caring and reliable, with a
  // police clearance certificate"): no CV shows it, so it is never a qualification or words to find.
  if (all.some((text) => hasMarker(text, DOCUMENT_MARKS)))
    return { requirement: flag({ kind: "document" }), understood: true };

  // "No experience needed": asked of no one, so every CV meets it (a school leaver too).
  if (all.some((text) => hasMarker(text, NO_EXPERIENCE_MARKS)))
    return { requirement: flag({ kind: "experience", years: 0, fields: [] }), understood: true };

  const years = all.map(yearsAsked).find((y) => y !== null) ?? null;
  const fields = ofKinds(found, ["field", "skill"]);
  const licences = ofKinds(found, ["licence"]);
  // "Driving licence for light trucks, held for at least two years": the years are the licence's, not work's.
  if (licences.length > 0 && !all.some(saysExperience))
    return { requirement: flag({ kind: "licence", concepts: licences, need: 1 }), understood: true };
  if (years !== null || all.some(saysExperience)) {
    return { requirement: flag({ kind: "experience", years, fields }), understood: true };
  }

  const levels = found.filter((f) => f.kind === "level" || f.kind === "qualification");
  // A level named only in another language's words, with none in the English ("Maîtrise de
  // QuickBooks" is skill, not a master's degree): no qualification could ever meet it, so it is read as
  // what else it names.
  const options = levels.length > 0 ? qualificationOptions(texts.en, lexicon, info) : [];
  if (options.length > 0) {
    // The field may be clearer in another language ("in IT" is "en informatique", "an enformatik").
    if (options.every((o) => o.fields.length === 0)) {
      for (const option of options) if (option.level === null || option.level > 2) option.fields = fields;
    }
    return { requirement: flag({ kind: "qualification", options }), understood: true };
  }

  const languages = found.filter((f) => f.kind === "language");
  if (languages.length > 0) {
    return { requirement: flag({ kind: "language", groups: languageGroups(texts, lexicon, info) }), understood: true };
  }

  const availability = ofKinds(found, ["availability"]);
  if (availability.length > 0) {
    return {
      requirement: flag({ kind: "availability", concepts: availability, need: Math.ceil(availability.length / 2) }),
      understood: true,
    };
  }

  if (fields.length > 0) {
    return {
      requirement: flag({ kind: "skill", concepts: fields, need: Math.ceil(fields.length / 2) }),
      understood: true,
    };
  }
  return {
    requirement: flag({
      kind: "words",
      words: [contentWords(texts.en), contentWords(texts.fr), contentWords(texts.crs)],
    }),
    understood: false,
  };
}

/**
 * "A-level or diploma in office administration": each alternative with its level and field. A
 * level without a field takes the field of the alternative after it ("Certificate or diploma in
 * IT"), unless it is a school-leaving one (A-level), which has none.
 */
function qualificationOptions(text: string, lexicon: Lexicon, info: ConceptInfo): QualificationOption[] {
  const parts = text.split(OR_SPLIT).filter((part) => part.trim() !== "");
  const options = parts.map((part) => {
    const found = conceptsIn(part, lexicon, info);
    const levels = found.filter((f) => f.kind === "level").map((f) => f.level ?? 0);
    return {
      level: levels.length > 0 ? Math.max(...levels) : null,
      fields: ofKinds(found, ["field", "skill"]),
      named: ofKinds(found, ["qualification"]),
    };
  });
  for (let i = options.length - 2; i >= 0; i--) {
    const option = options[i]!;
    if (option.fields.length === 0 && option.named.length === 0 && option.level !== null && option.level > 2)
      option.fields = options[i + 1]!.fields;
  }
  return options.filter((o) => o.level !== null || o.named.length > 0);
}

/**
 * "Good written English and French; Creole spoken": every language named must be shown, except in
 * a part marked as a plus; "English or French" is one group, either will do.
 */
function languageGroups(texts: RequirementTexts, lexicon: Lexicon, info: ConceptInfo): number[][] {
  const groups: number[][] = [];
  for (const clause of texts.en.split(/[;.]/)) {
    if (hasMarker(clause, OPTIONAL_MARKS)) continue;
    const languages = ofKinds(conceptsIn(clause, lexicon, info), ["language"]);
    if (languages.length === 0) continue;
    if (saysOr(clause)) groups.push(languages);
    else for (const language of languages) groups.push([language]);
  }
  return groups;
}

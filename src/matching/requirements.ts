import { findInText, type Lexicon } from "./lexicon.ts";
import type { ConceptKind, IndexedRequirement, QualificationOption } from "./match-index.ts";
import { words } from "./text.ts";

/*
 * What a listing's requirement asks, read from its English, French and Kreol texts at build time:
 * years of work in a field, a level of study in a field, languages, a licence, when one can work,
 * or skills. The sentence's shape (years, "or", "a plus") is read from the English text, the
 * concepts from all three. A requirement none of this fits is checked by its words, and the
 * content check asks for plainer wording.
 */

export type RequirementTexts = { en: string; fr?: string; crs?: string };
/** What the analysis needs to know of a concept. */
export type ConceptInfo = (concept: number) => { kind: ConceptKind; level?: number } | undefined;

const NUMBER_WORDS: [string, number][] = [
  ["one a", 1],
  ["two", 2],
  ["three", 3],
  ["four", 4],
  ["five", 5],
  ["six", 6],
  ["seven", 7],
  ["eight", 8],
  ["nine", 9],
  ["ten", 10],
  ["un une", 1],
  ["deux", 2],
  ["trois", 3],
  ["quatre", 4],
  ["cinq", 5],
  ["sept", 7],
  ["huit", 8],
  ["neuf", 9],
  ["dix", 10],
  ["en", 1],
  ["de", 2],
  ["trwa", 3],
  ["kat", 4],
  ["senk", 5],
  ["sis", 6],
  ["set", 7],
  ["wit", 8],
  ["nef", 9],
  ["dis", 10],
];
const NUMBERS = new Map(NUMBER_WORDS.flatMap(([list, value]) => words(list).map((w) => [w, value] as const)));
const YEAR_WORDS = new Set(words("year years yr yrs an ans année années lannen lane"));
const MONTH_WORDS = new Set(words("month months mois mwan"));
const EXPERIENCE_WORDS = new Set(
  words("experience experienced leksperyans eksperyans expérimenté expérimentée worked"),
);
/** Marks of a nice-to-have, folded: "German or Italian a plus". */
const OPTIONAL_MARKS = [
  "a plus",
  "an advantage",
  "advantage",
  "advantageous",
  "desirable",
  "preferred",
  "an asset",
  "a bonus",
  "nice to have",
  "un atout",
  "un plus",
  "souhaité",
  "souhaitable",
  "apprécié",
  "en plis",
  "en avantaz",
].map((mark) => words(mark).join(" "));
/** "…, or willing to train": a way in without the thing asked, so the CV is never marked down for it. */
const WILLING_ALTERNATIVE = /\b(?:or|ou|oubyen)\s+(?:willing|ready|prepared|prêt|prête|pret|prete|pare)\b/i;

const hasMark = (text: string, marks: readonly string[]) => {
  const key = ` ${words(text).join(" ")} `;
  return marks.some((mark) => key.includes(` ${mark} `));
};

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
const SMALL_WORDS = new Set(
  words(
    "a an the and or of in on at to for with from by be is are as your you our we good strong able can must should will " +
      "le la les un une et ou de des du en au aux pour avec dans sur par etre votre vous bon bonne " +
      "en bann ek oubyen dan lo pour avek sa ki i ou nou bon",
  ),
);
const contentWords = (text: string | undefined): string[] =>
  text === undefined ? [] : [...new Set(words(text).filter((w) => !SMALL_WORDS.has(w) && w.length > 1))];

/** One requirement understood, and whether the build understood it (or only has its words). */
export function analyseRequirement(
  texts: RequirementTexts,
  lexicon: Lexicon,
  info: ConceptInfo,
): { requirement: IndexedRequirement; understood: boolean } {
  const all = [texts.en, texts.fr, texts.crs].filter((t): t is string => t !== undefined);
  const found: Found[] = [];
  for (const text of all)
    for (const f of conceptsIn(text, lexicon, info)) if (!found.some((g) => g.concept === f.concept)) found.push(f);
  const optional = hasMark(texts.en, OPTIONAL_MARKS) && !texts.en.includes(";") ? true : undefined;
  const soft = WILLING_ALTERNATIVE.test(texts.en) || (texts.fr ? WILLING_ALTERNATIVE.test(texts.fr) : false);
  const flag = (requirement: IndexedRequirement) =>
    optional || soft ? { ...requirement, optional: true as const } : requirement;

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
  const parts = text.split(/\s*(?:,\s*)?\b(?:or|ou|oubyen)\b\s*|\s*\/\s*/i).filter((part) => part.trim() !== "");
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
    if (hasMark(clause, OPTIONAL_MARKS)) continue;
    const languages = ofKinds(conceptsIn(clause, lexicon, info), ["language"]);
    if (languages.length === 0) continue;
    if (/\b(?:or|either)\b/i.test(clause)) groups.push(languages);
    else for (const language of languages) groups.push([language]);
  }
  return groups;
}

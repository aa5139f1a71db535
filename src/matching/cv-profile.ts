import { foldForSearch } from "../lib/text-search.ts";
import type { Locale } from "../i18n/locales.ts";
import type { CvSections } from "./cv-sections.ts";
import { findDateRange, monthsCovered, type DateRange, type MonthNumber } from "./dates.ts";
import { findInWords } from "./lexicon.ts";
import { ISCO_GROUP_DIGITS, type PreparedIndex } from "./prepare-index.ts";
import { hasMarker, markerKeys, phraseKey, stemWord, wordSpans, words } from "./text.ts";
import { cvVectorLength, cvWordCounts, cvWordNumbers } from "./words-in-common.ts";
import { allLanguages, CV_WORDS } from "./words/index.ts";

/*
 * What a CV shows, in the index's concepts: each job held (its title's occupation, how long, what
 * it involved), each qualification (its level and field), every skill, field, language, licence
 * and kind of availability it names, and what its summary says the person wants. Made once per
 * CV; scoring then only looks things up (./score.ts).
 */

export { prepareIndex, type PreparedIndex, type PreparedListing } from "./prepare-index.ts";

export type ProfileJob = {
  /** The title as the CV writes it (the occupation's words when one was recognised). */
  title: string;
  /** The title's words, folded, to compare with a listing's title. */
  titleKey: string;
  occupations: number[];
  /** Its title puts it a step above its trade's own work ("Senior Cook", "Cuisinier principal"): a word of `cv.seniorMarks`. */
  senior: boolean;
  /** Every concept the job's lines name. */
  concepts: Set<number>;
  /** How long, from its dates; null when it has none. */
  months: number | null;
  /** How many months ago it ended: 0 for a job that goes on or ended this month, null when undated. */
  endedAgo: number | null;
  dates?: DateRange;
  /** The words of its title and lines that the listings use (their vocabulary's numbers): its duties, whatever its title. */
  words: Set<number>;
};

export type ProfileStudy = {
  text: string;
  /** The highest level it names (levels.ts LEVELS); null when it names none. */
  level: number | null;
  /** Its fields and skills, with the words it names each by. */
  fields: Map<number, string>;
  named: Set<number>;
};

/** The site's languages (src/i18n/locales.ts), which are the matcher's. */
export type CvLanguage = Locale;

export type CvProfile = {
  structured: boolean;
  noExperience: boolean;
  jobs: ProfileJob[];
  /** Months of dated work, overlaps counted once. */
  monthsWorked: number;
  studies: ProfileStudy[];
  /** Every concept the CV names, with the words it used the first time. */
  concepts: Map<number, string>;
  /**
   * What the summary names, and how surely it is the work the person wants: SOUGHT for a clause that
   * says it is looked for ("I am looking for…", "je cherche…", "mon rod…"), NAMED_ONLY for one that only names it.
   */
  wishes: Map<number, number>;
  /**
   * Hours the person rules out ("mornings only", "no night shifts", "pa disponib wikenn"): availability concepts a
   * listing may ask that the CV says it cannot work. They are never shown, and a requirement that asks one is not met.
   */
  ruledOut: Set<number>;
  /**
   * The words the CV rules those hours out with ("night", "shift" of "no night shifts"), folded as the listings' words
   * are: never quoted on a card as words the CV shares with a listing (./explain.ts).
   */
  ruledOutWords: Set<string>;
  /**
   * Licences the person says they have not got ("No driving licence yet", "I do not drive", "pena lisans"), and that
   * the CV shows nowhere else: a requirement that asks one as a must is not met, and the CV itself says so.
   */
  licencesNotHeld: Set<number>;
  /**
   * The work the CV asks for, as a recruiter reads it first: the occupations its headline (the line
   * under the name), its summary and the jobs it holds now name, with the CV's words for each. An
   * occupation the summary names as the past ("after six years as a waiter") is not asked for.
   */
  askedFor: Map<number, string>;
  /** The language the CV is written in, when it is clear. */
  language: CvLanguage | null;
  /** Every word of the CV, folded, for a requirement checked by its words. */
  words: Set<string>;
  /** The CV's words that some listing uses, for the words in common (./words-in-common.ts). */
  listingWords: Set<number>;
  /** How many times the CV uses each of those words, for the TF-IDF cosine (./features.ts). */
  wordCounts: Map<number, number>;
  /** The length of the CV's TF-IDF vector over those words (./words-in-common.ts cvVectorLength). */
  wordsNorm: number;
  /** How the CV first wrote each of those words, by vocabulary number, to quote it. */
  wordForms: Map<number, string>;
};

/**
 * `plural`: its last word was written in the plural ("five cooks"), which ./text.ts folds away, and is the
 * phrase's own noun: in "Head of Sales" or "Responsable des achats" (after a word of `cv.titleLinks`) it is
 * the title's field.
 */
type Spotted = {
  concepts: readonly number[];
  key: string;
  words: string;
  plural: boolean;
  afterSubject: boolean;
  /** The number of words before it in the text. */
  start: number;
};

/** Words inside a title after which a plural is its field ("Head of Sales"), in the matcher's words, every language. */
const TITLE_LINKS = new Set(allLanguages((w) => w.titleLinks).flatMap((word) => words(word)));
/** Subject words after which an occupation's word is a verb ("I cook"), in the matcher's words, every language. */
const VERB_SUBJECTS = new Set(allLanguages((w) => w.verbSubjects).flatMap((word) => words(word)));

/** The concepts a text names, each with the text's own words for it. */
function spot(text: string, prepared: PreparedIndex): Spotted[] {
  const spans = wordSpans(text);
  return findInWords(spans.words, prepared.lexicon, spans.cases).map((found) => {
    const last = found.end - 1;
    const lastWord = foldForSearch(text.slice(spans.starts[last], spans.ends[last]));
    return {
      concepts: found.concepts,
      key: found.phrase,
      words: text.slice(spans.starts[found.start], spans.ends[last]).replace(/\s+/g, " "),
      plural:
        stemWord(lastWord) !== lastWord && !spans.words.slice(found.start, last).some((word) => TITLE_LINKS.has(word)),
      afterSubject: found.start > 0 && VERB_SUBJECTS.has(spans.words[found.start - 1]!),
      start: found.start,
    };
  });
}

const kindOf = (prepared: PreparedIndex, concept: number) => prepared.concepts[concept]?.kind;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A regular expression of words, folded, each whole: matched against folded text. */
const wordsPattern = (list: readonly string[]) =>
  [...new Set(list.map((word) => foldForSearch(word)))]
    .toSorted((a, b) => b.length - a.length)
    .map(escape)
    .join("|");

/** Words that start a line giving only how to reach the person, in every language. */
const CONTACT_START = new RegExp(
  `^\\s*(?:${wordsPattern(allLanguages((w) => w.contactWords))})(?![\\p{L}\\p{N}])`,
  "u",
);

/** Words in a title that put a job a step above its trade's own work ("Senior Cook"), in every language. */
const SENIOR_MARK = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${wordsPattern(allLanguages((w) => w.seniorMarks))})(?![\\p{L}\\p{N}])`,
  "u",
);

/**
 * Lines that only say how to reach the person ("Email: …", "+248 …"): their words are no skill. A year standing alone
 * is no part of a number to call: "2016 – 2020", "depi 2015 (2012)" are dates.
 */
const isContactLine = (line: string) =>
  /@|https?:|www\./iu.test(line) ||
  CONTACT_START.test(foldForSearch(line)) ||
  /\+?\d[\d\s().-]{6,}\d/.test(line.replace(/(?<![\d+])(?:19|20)\d\d(?!\d)/g, ""));

function jobOf(
  title: string,
  text: string,
  dates: DateRange | undefined,
  prepared: PreparedIndex,
  today: MonthNumber,
  above?: string,
): ProfileJob {
  // Other people's trades are not the job's own: "Labourer — … helping the masons" is no mason's job, nor "… Builders"
  // an employer's name. A trade that starts the line is its title, whatever its last letter ("Asistan kres").
  const isOwn = (s: Spotted, c: number) =>
    kindOf(prepared, c) === "occupation" && !s.afterSubject && (s.start === 0 || !s.plural);
  const ownTrade = (line: string) => {
    const spots = spot(line, prepared);
    return { line, spots, named: spots.find((s) => s.concepts.some((c) => isOwn(s, c))) };
  };
  const inTitle = ownTrade(title);
  // An employer's name beside the dates names no trade: the title may be the short line above ("Storekeeper").
  const fromAbove = inTitle.named === undefined && above !== undefined ? ownTrade(above) : undefined;
  const { line, spots: titleSpots, named } = fromAbove?.named !== undefined ? fromAbove : inTitle;
  let occupations = named ? named.concepts.filter((c) => isOwn(named, c)) : [];
  // "Caissière, Banque des Îles": a trade its title line puts in a field may be another trade, the bank cashier.
  if (named) {
    const compound = titleSpots.flatMap((s) =>
      s.concepts.some((c) => kindOf(prepared, c) === "field") ? compoundOf(named, s.key, occupations, prepared) : [],
    );
    if (compound.length > 0) occupations = [...new Set(compound)];
  }
  const shownTitle = named?.words ?? firstPart(title);
  const lines = line === title ? `${title}\n${text}` : `${line}\n${title}\n${text}`;
  const concepts = new Set<number>();
  for (const s of spot(line === title ? text : `${line}\n${text}`, prepared))
    for (const c of s.concepts) concepts.add(c);
  return {
    title: shownTitle,
    titleKey: phraseKey(firstPart(line)),
    occupations,
    senior: SENIOR_MARK.test(foldForSearch(firstPart(line))),
    concepts,
    months: dates ? Math.max(0, dates.end - dates.start) : null,
    endedAgo: dates ? (dates.ongoing ? 0 : Math.max(0, today - dates.end)) : null,
    ...(dates ? { dates } : {}),
    words: cvWordNumbers(wordSpans(lines).words, prepared.wordNumbers),
  };
}

/** Words that may join a trade to its field in a title ("caissière de banque", "kesye dan labank"). */
const COMPOUND_LINKS = ["de", "d", "du", "des", "of", "in", "dan"];

/**
 * The occupations of a title that joins a trade's words and a field's ("bank cashier", "caissière de banque",
 * "kesye labank": a cashier in banking, ESCO's bank teller), either way round, a link word between allowed, when
 * it is another family of work (ISCO sub-major group) than the trade's: a cashier in a bank does a teller's
 * clerical work, a waiter in a bar is still a waiter ("bar waiter", the bartender, is of his own group).
 */
function compoundOf(
  trade: Spotted,
  fieldKey: string,
  occupations: readonly number[],
  prepared: PreparedIndex,
): number[] {
  const groups = new Set(occupations.map((o) => prepared.concepts[o]?.isco?.slice(0, ISCO_GROUP_DIGITS)));
  const keys = [
    `${fieldKey} ${trade.key}`,
    `${trade.key} ${fieldKey}`,
    ...COMPOUND_LINKS.map((link) => `${trade.key} ${link} ${fieldKey}`),
  ];
  return keys.flatMap((key) =>
    (prepared.lexicon.phrases.get(key) ?? []).filter((c) => {
      const isco = prepared.concepts[c]?.isco;
      return (
        kindOf(prepared, c) === "occupation" && isco !== undefined && !groups.has(isco.slice(0, ISCO_GROUP_DIGITS))
      );
    }),
  );
}

/** A title line up to its first comma, bar or dash ("Bookkeeper, Anse Royale Hotel, 2019" → "Bookkeeper"). */
function firstPart(title: string): string {
  return (title.split(/\s*(?:[,|·–—(:]|\s-\s|\bat\b|\bchez\b)\s*/u)[0] ?? title).trim();
}

function studyOf(text: string, prepared: PreparedIndex): ProfileStudy {
  let level: number | null = null;
  const fields = new Map<number, string>();
  const named = new Set<number>();
  for (const s of spot(text, prepared)) {
    for (const c of s.concepts) {
      const concept = prepared.concepts[c]!;
      if (concept.kind === "level") level = Math.max(level ?? 0, concept.level ?? 0);
      else if (concept.kind === "qualification") {
        named.add(c);
        level = Math.max(level ?? 0, concept.level ?? 0);
      } else if ((concept.kind === "field" || concept.kind === "skill") && !fields.has(c)) fields.set(c, s.words);
      else if (concept.kind === "occupation" && concept.isco) {
        // "Security guard certificate": a study named by a trade is in that trade's field.
        const isco = concept.isco;
        for (const [field, prefixes] of prepared.fieldsByIsco)
          if (!fields.has(field) && prefixes.some((p) => isco.startsWith(p))) fields.set(field, s.words);
      }
    }
  }
  return { text, level, fields, named };
}

/** Words that show a line is about study, not a job, in every language. */
const STUDY_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${wordsPattern(allLanguages((w) => w.studyWords))})(?![\\p{L}\\p{N}])`,
  "u",
);
const isStudyLine = (line: string) => STUDY_WORDS.test(foldForSearch(line));

/** In a CV without headings: the lines that name a job (an occupation) beside its dates. */
function jobsFromLoose(lines: readonly string[], today: MonthNumber, prepared: PreparedIndex): ProfileJob[] {
  const jobs: ProfileJob[] = [];
  lines.forEach((line, i) => {
    const dates = findDateRange(line, today);
    if (!dates || isStudyLine(line)) return;
    for (const title of [line, lines[i - 1] ?? ""]) {
      if (title === "" || isStudyLine(title)) continue;
      const job = jobOf(title, [title, line].join("\n"), dates, prepared, today);
      if (job.occupations.length > 0) {
        jobs.push(job);
        return;
      }
    }
  });
  return jobs;
}

/** Each language's small words (./words/<locale>.json cv.languageMarkers), lower case, accents kept. */
const LANGUAGE_MARKERS = Object.entries(CV_WORDS).map(
  ([language, cvWords]) =>
    [language as CvLanguage, new Set(cvWords.languageMarkers.map((w) => w.toLocaleLowerCase("fr")))] as const,
);
/** A language clearly leads when its small words are at least this many, and this many times the next one's. */
const MIN_MARKERS = 3;
const LEAD = 1.5;

/** The language most of the CV's small words belong to, when one clearly leads. */
export function cvLanguage(text: string): CvLanguage | null {
  const tokens = text.toLocaleLowerCase("fr").split(/[^\p{L}]+/u);
  const counts = LANGUAGE_MARKERS.map(
    ([language, set]) => [language, tokens.filter((t) => set.has(t)).length] as const,
  );
  const [first, second] = counts.toSorted((a, b) => b[1] - a[1]);
  return first![1] >= MIN_MARKERS && first![1] >= LEAD * (second?.[1] ?? 0) ? first![0] : null;
}

/**
 * A clause of a summary about the past or a far future, not the work asked for now: "After six years
 * as a waiter", "ancienne caissière", "and later train to become a skipper" (./words/<locale>.json
 * cv.pastMarkers).
 */
const PAST_MARKERS = markerKeys(allLanguages((w) => w.pastMarkers));
/** A clause of a summary that says what the person looks for: "I am looking for", "je cherche", "mon rod" (cv.seekingMarkers). */
const SEEKING_MARKERS = markerKeys(allLanguages((w) => w.seekingMarkers));

/** A clause that says a licence or a qualification is still studied for, or not held: "studying for", "je prépare", "pa annan" (cv.notYetMarkers). */
const NOT_YET_MARKERS = markerKeys(allLanguages((w) => w.notYetMarkers));
/** The kinds of concept a clause with a not-yet marker is not shown to hold. */
const STUDIED_KINDS: ReadonlySet<string | undefined> = new Set(["licence", "qualification", "level"]);
/** A clause: up to punctuation or a line's end, across a line a PDF broke mid-sentence (the next starts in lower case). */
const CLAUSE = /(?:[^.;:,!?\n]|\n(?=\p{Ll}))+/gu;

/**
 * A text with each clause about a licence or a qualification not held yet ("I am studying for my own
 * skipper's licence", "BTS en cours", "mon pe prepar mon lisans") blanked, so it is never shown as
 * found. Blanks keep the text's length and lines. A clause that names none ("je prépare les caris") stays.
 */
function withoutNotYet(text: string, prepared: PreparedIndex): string {
  if (!hasMarker(text, NOT_YET_MARKERS)) return text;
  return text.replace(CLAUSE, (clause) =>
    hasMarker(clause, NOT_YET_MARKERS) &&
    spot(clause, prepared).some((s) => s.concepts.some((c) => STUDIED_KINDS.has(kindOf(prepared, c))))
      ? clause.replace(/[^\n]/g, " ")
      : clause,
  );
}

/** Words that say a person does not drive: a driving licence not held (cv.notDriving). */
const NOT_DRIVING = markerKeys(allLanguages((w) => w.notDriving));
const DRIVING_LICENCE = "own:driving-licence";

/**
 * The licences a CV says are not held, or not yet (CvProfile.licencesNotHeld): those a clause with a not-yet marker
 * names ("No driving licence yet", "mon pankor ganny mon permi"), and a driving licence where a clause says the person
 * does not drive ("I do not drive: I come to work by bus"). Read in the sections as written, before withoutNotYet blanks
 * those clauses.
 */
function licencesNotHeldIn(sections: CvSections, prepared: PreparedIndex): Set<number> {
  const notHeld = new Set<number>();
  const texts = [
    sections.summary,
    ...sections.experience.map((job) => job.text),
    ...sections.education.map((study) => study.text),
    ...[sections.skills, sections.languages, sections.other, sections.unsorted].map((lines) => lines.join("\n")),
  ];
  for (const text of texts) {
    if (!hasMarker(text, NOT_YET_MARKERS) && !hasMarker(text, NOT_DRIVING)) continue;
    for (const clause of text.match(CLAUSE) ?? []) {
      if (hasMarker(clause, NOT_YET_MARKERS))
        for (const s of spot(clause, prepared))
          for (const c of s.concepts) if (kindOf(prepared, c) === "licence") notHeld.add(c);
      if (hasMarker(clause, NOT_DRIVING)) {
        const c = prepared.conceptNumbers.get(DRIVING_LICENCE);
        if (c !== undefined) notHeld.add(c);
      }
    }
  }
  return notHeld;
}

/** The sections with what is not held yet blanked (withoutNotYet), before any concept is read. */
function sectionsHeldNow(sections: CvSections, prepared: PreparedIndex): CvSections {
  const held = (text: string) => withoutNotYet(text, prepared);
  // A section kept as lines is read whole, so a clause a PDF broke over two of them is one.
  const heldLines = (lines: string[]) => held(lines.join("\n")).split("\n");
  return {
    ...sections,
    summary: held(sections.summary),
    experience: sections.experience.map((job) => ({ ...job, text: held(job.text) })),
    education: sections.education.map((study) => ({ ...study, text: held(study.text) })),
    skills: heldLines(sections.skills),
    languages: heldLines(sections.languages),
    other: heldLines(sections.other),
    unsorted: heldLines(sections.unsorted),
  };
}

/** The words by which a CV rules out hours, every language's (./words/<locale>.json cv.hoursLimits). */
const HOURS_NOT = markerKeys(allLanguages((w) => w.hoursLimits.not));
const HOURS_NOT_MEANT = markerKeys(allLanguages((w) => w.hoursLimits.notMeant));
const HOURS_ONLY = markerKeys(allLanguages((w) => w.hoursLimits.only));
/** "No weekends, but nights are fine": a `but` word starts a new clause. */
const HOURS_BUT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${wordsPattern(allLanguages((w) => w.hoursLimits.but))})(?![\\p{L}\\p{N}])`,
  "iu",
);
const ONLY_HOURS = allLanguages((w) => w.hoursLimits.onlyHours).map(({ words: list, rulesOut }) => ({
  markers: markerKeys(list),
  rulesOut,
}));

/**
 * The hours a CV rules out (CvProfile.ruledOut), read in the texts where a person says what they want (the summary,
 * the skills, the rest), never in a job's lines, which tell what was done: a clause with a `not` word rules out the
 * availability it names ("I can no longer work evening or night shifts"), unless it says the opposite ("Evening and
 * weekend shifts are no problem", "mon pa per travay lannwit"); a clause with an `only` word rules out what the hours it
 * names leave out ("a morning job only": nights).
 */
function hoursRuledOut(
  texts: readonly string[],
  prepared: PreparedIndex,
): { concepts: Set<number>; words: Set<string> } {
  const ruledOut = new Set<number>();
  const ruledOutWords = new Set<string>();
  for (const text of texts) {
    for (const clause of (text.match(CLAUSE) ?? []).flatMap((part) => part.split(HOURS_BUT))) {
      if (hasMarker(clause, HOURS_NOT) && !hasMarker(clause, HOURS_NOT_MEANT))
        for (const s of spot(clause, prepared))
          for (const c of s.concepts)
            if (kindOf(prepared, c) === "availability") {
              ruledOut.add(c);
              for (const word of words(s.words)) ruledOutWords.add(word);
            }
      if (hasMarker(clause, HOURS_ONLY))
        for (const { markers, rulesOut } of ONLY_HOURS)
          if (hasMarker(clause, markers))
            for (const id of rulesOut) {
              const c = prepared.conceptNumbers.get(id);
              if (c !== undefined) ruledOut.add(c);
            }
    }
  }
  return { concepts: ruledOut, words: ruledOutWords };
}

/** How surely a summary's clause names the work wanted (CvProfile.wishes): said to be looked for… */
export const SOUGHT = 1;
/**
 * …or only named, as the work one does or likes ("Hotel receptionist with four years at the front desk"): three
 * quarters. Chosen by leave-one-out on the 744 tuning CVs, refitted at each fold (docs/performance.md): 0.5 gave 708
 * first places, 741 top three and 81 traps; 0.75 gave 708, 741 and 79; 0.85 gave 706 and 79; 1, as if looked for, 701.
 */
export const NAMED_ONLY = 0.75;

/**
 * An occupation named in the plural ("a team of five cooks", "I bring young cooks on") is other people,
 * not the work the person asks for.
 */
const namesOwnWork = (prepared: PreparedIndex, s: Spotted, c: number) =>
  kindOf(prepared, c) === "occupation" && !s.plural && !s.afterSubject;

/** The occupations a text names, each with the text's words for it. */
function occupationsIn(text: string, prepared: PreparedIndex): [number, string][] {
  return spot(text, prepared).flatMap((s) =>
    s.concepts.flatMap((c) => (namesOwnWork(prepared, s, c) ? [[c, s.words] as [number, string]] : [])),
  );
}

/**
 * The work a CV asks for (CvProfile.askedFor): its headline, its summary's clauses that are not about
 * the past, and the jobs it holds now. Each source only ever adds, so a CV that shows more never asks
 * for less.
 */
function askedForOf(sections: CvSections, jobs: readonly ProfileJob[], prepared: PreparedIndex): Map<number, string> {
  const asked = new Map<number, string>();
  const past = new Set<number>();
  const add = (pairs: readonly [number, string][]) => {
    for (const [c, said] of pairs) if (!asked.has(c)) asked.set(c, said);
  };
  // The headline: in a CV laid out in sections, the lines above the first heading, bar contact lines.
  if (sections.structured)
    add(sections.unsorted.filter((line) => !isContactLine(line)).flatMap((line) => occupationsIn(line, prepared)));
  // A summary that names a trade only the jobs left behind show, by a CV with a job held now, tells
  // of the past ("Électricien pendant neuf ans, je me suis reconverti…"), unless it says it is sought.
  const heldNow = jobs.some((job) => job.dates?.ongoing && job.occupations.length > 0);
  const leftBehind = (c: number) =>
    heldNow &&
    jobs.some((job) => job.occupations.includes(c)) &&
    !jobs.some((job) => job.dates?.ongoing && job.occupations.includes(c));
  for (const clause of summaryClauses(sections.summary)) {
    const found = occupationsIn(clause.text, prepared);
    if (clause.past) for (const [c] of found) past.add(c);
    else add(clause.sought ? found : found.filter(([c]) => !leftBehind(c)));
  }
  for (const job of jobs)
    if (job.dates?.ongoing) for (const c of job.occupations) if (!asked.has(c)) asked.set(c, job.title);
  for (const c of past) asked.delete(c);
  return asked;
}

type SummaryClause = { text: string; past: boolean; sought: boolean };

/**
 * A summary's clauses: its sentences, cut at commas and colons too, never at a line's end (a PDF
 * breaks a sentence where its line is full: "I am looking for work as a / deckhand"). A clause is
 * about the past when it has a past marker; it is sought when it, or an earlier clause of its
 * sentence not about the past, says the work is looked for ("I want to work as a cook, a waiter…").
 */
function summaryClauses(summary: string): SummaryClause[] {
  return summary.split(/[.;!?]+/u).flatMap((sentence) => {
    let seeking = false;
    return sentence.split(/[,:]+/u).map((text) => {
      const past = hasMarker(text, PAST_MARKERS);
      seeking = !past && (seeking || hasMarker(text, SEEKING_MARKERS));
      return { text, past, sought: seeking };
    });
  });
}

/** Everything a CV shows, from its sections. `today` counts the months of a job that goes on. */
export function profileCv(written: CvSections, prepared: PreparedIndex, today: MonthNumber): CvProfile {
  const sections = sectionsHeldNow(written, prepared);
  const jobs = sections.noExperience
    ? []
    : sections.structured
      ? sections.experience.map((job) => jobOf(job.title, job.text, job.dates, prepared, today, job.above))
      : jobsFromLoose(sections.unsorted, today, prepared);
  const studies = sections.structured
    ? sections.education.map((study) => studyOf(study.text, prepared))
    : sections.unsorted.filter(isStudyLine).map((line) => studyOf(line, prepared));

  const allText = [
    sections.summary,
    ...sections.experience.map((job) => job.text),
    ...sections.education.map((study) => study.text),
    ...sections.skills,
    ...sections.languages,
    ...sections.other,
    ...sections.unsorted,
  ]
    .flatMap((text) => text.split("\n"))
    .filter((line) => !isContactLine(line));
  // The whole text at once, so a phrase a PDF wrapped onto two lines ("zour / ferye") is still one.
  const concepts = new Map<number, string>();
  for (const s of spot(allText.join("\n"), prepared))
    for (const c of s.concepts) if (!concepts.has(c)) concepts.set(c, s.words);

  // What the summary asks for: not what it says of the past ("after seven years as a cashier").
  const wishes = new Map<number, number>();
  for (const clause of summaryClauses(sections.summary)) {
    if (clause.past) continue;
    const strength = clause.sought ? SOUGHT : NAMED_ONLY;
    for (const s of spot(clause.text, prepared))
      for (const c of s.concepts)
        if (kindOf(prepared, c) !== "occupation" || namesOwnWork(prepared, s, c))
          wishes.set(c, Math.max(wishes.get(c) ?? 0, strength));
  }

  // What the person rules out is never shown, whatever else the CV says of it (a night receptionist who now asks for
  // mornings only).
  const { concepts: ruledOut, words: ruledOutWords } = hoursRuledOut(
    [sections.summary, sections.skills.join("\n"), sections.other.join("\n"), sections.unsorted.join("\n")],
    prepared,
  );
  for (const c of ruledOut) {
    concepts.delete(c);
    wishes.delete(c);
    for (const job of jobs) job.concepts.delete(c);
  }
  // A licence said not held that the CV shows elsewhere ("no licence for trucks" beside "Driving licence, 2015") is held.
  const licencesNotHeld = new Set([...licencesNotHeldIn(written, prepared)].filter((c) => !concepts.has(c)));

  const dated = jobs.flatMap((job) => (job.dates ? [job.dates] : []));
  const joined = allText.join("\n");
  const spans = wordSpans(joined);
  const wordCounts = cvWordCounts(spans.words, prepared.wordNumbers);
  const wordForms = new Map<number, string>();
  spans.words.forEach((word, i) => {
    const n = prepared.wordNumbers.get(word);
    if (n !== undefined && !wordForms.has(n)) wordForms.set(n, joined.slice(spans.starts[i], spans.ends[i]));
  });
  return {
    structured: sections.structured,
    noExperience: sections.noExperience,
    jobs,
    monthsWorked: monthsCovered(dated),
    studies,
    concepts,
    wishes,
    ruledOut,
    ruledOutWords,
    licencesNotHeld,
    askedFor: askedForOf(sections, jobs, prepared),
    language: cvLanguage(allText.join("\n")),
    words: new Set(spans.words),
    listingWords: new Set(wordCounts.keys()),
    wordCounts,
    wordsNorm: cvVectorLength(wordCounts, prepared.index.words.idf),
    wordForms,
  };
}

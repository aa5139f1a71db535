// THE ONE PLACE the courses call the Job Matcher's engine (src/matching): it reads lines of text (a
// listing's requirements, what a course teaches) into Readings, the engine's understanding in the
// shape ./course-match.ts compares, each concept named by its id ("own:food-hygiene",
// "skill:81633a44"). Everything else about courses uses Readings only, so when src/matching changes
// shape, this file is the one to re-point. It uses the engine's public reading functions only:
// buildMatchIndex (each line read as a listing's requirement is), yearsAsked and contentWords. Node
// only (the taxonomy is read from disk); the phone never runs it: it gets the build's matches
// (./suggestions.server.ts).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildMatchIndex, type ListingForIndex } from "../../matching/build-index.ts";
import type { IndexedRequirement, MatchIndex } from "../../matching/match-index.ts";
import { yearsAsked } from "../../matching/requirements.ts";
import { findInText, findInWords, makeLexicon, type Lexicon } from "../../matching/lexicon.ts";
import { words as wordsOf } from "../../matching/text.ts";
import { contentWords, isContentWord } from "../../matching/listing-words.ts";
import { readTaxonomy } from "../jobs/taxonomy.server.ts";
import type { QualificationOption, Reading } from "./course-match.ts";

/** One line in one or three languages: the English (or the one language read) first. */
export type LineTexts = { en: string; fr?: string | undefined; crs?: string | undefined };
/**
 * A listing's requirements (`asks`: true) or a course's lines, under the item's id. Of a requirement
 * offering a way in without what it asks ("Food hygiene certificate, or willing to get one"), only
 * what it asks is read: the rest is no skill to learn.
 */
export type LinesToRead = { id: string; lines: readonly LineTexts[]; asks?: boolean };

/** "…, or willing to train", "…, ou prêt à…", "…, oubyen pare pour…": the way in without what is asked. */
const WAY_IN = /[\s,;]*\b(?:or|ou|oubyen)\s+(?:willing|ready|prepared|prêts?|prêtes?|prets?|pretes?|pare)\b.*$/isu;

/** What a requirement asks, without the way in it offers instead ("…, or willing to train"). */
export function whatIsAsked(text: string): string {
  const asked = text.replace(WAY_IN, "").trim();
  return asked === "" ? text : asked;
}

type Lang = keyof LineTexts;
const LANGS: Lang[] = ["en", "fr", "crs"];

/** What the engine makes of a list of single texts, each alone, as a requirement's English. */
type Raw = { requirement: IndexedRequirement; understood: boolean };

/** Each text read alone, and each line read in its languages together, in one pass of the engine. */
function readAll(
  singles: readonly string[],
  lines: readonly LineTexts[],
): { singles: Raw[]; lines: Raw[]; index: MatchIndex } {
  const listings: ListingForIndex[] = [
    { id: "singles", posted: "2000-01-01", en: { title: "", description: "", requirements: [...singles] } },
  ];
  // Lines are grouped by the languages they have, since a listing's languages hold the same lines.
  const groups = new Map<string, number[]>();
  lines.forEach((line, n) => {
    const key = LANGS.filter((lang) => line[lang] !== undefined).join(" ");
    groups.set(key, [...(groups.get(key) ?? []), n]);
  });
  for (const [key, members] of groups) {
    const langs = key.split(" ") as Lang[];
    const texts = (lang: Lang) =>
      langs.includes(lang)
        ? { title: "", description: "", requirements: members.map((n) => lines[n]![lang]!) }
        : undefined;
    listings.push({ id: `lines ${key}`, posted: "2000-01-01", en: texts("en")!, fr: texts("fr"), crs: texts("crs") });
  }
  const { index, warnings } = buildMatchIndex(listings, readTaxonomy());
  const misread = new Set(warnings.flatMap((w) => (w.kind === "requirement" ? [`${w.listing} ${w.index}`] : [])));
  const raw = (listing: string, n: number): Raw => ({
    requirement: index.listings[listing]!.requirements[n]!,
    understood: !misread.has(`${listing} ${n}`),
  });
  const byLine: Raw[] = [];
  for (const [key, members] of groups) members.forEach((line, n) => (byLine[line] = raw(`lines ${key}`, n)));
  return { singles: singles.map((_, n) => raw("singles", n)), lines: byLine, index };
}

/** A sentence's parts: split where a clause or a bracket starts ("Sea safety certificate (SMA or equivalent)"). */
const clauses = (text: string) =>
  text
    .split(/[,;:()]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** Every concept a reading names, whatever its kind. */
function conceptsOf(requirement: IndexedRequirement): number[] {
  switch (requirement.kind) {
    case "experience":
      return requirement.fields;
    case "qualification":
      return requirement.options.flatMap((option) => [...option.fields, ...option.named]);
    case "language":
      return requirement.groups.flat();
    case "words":
    case "document":
      return [];
    default:
      return requirement.concepts;
  }
}

/**
 * Each item's lines as the engine understands them, in the order given. A line in three languages is
 * read in the three together, as the build reads a listing, keeping only the concepts its English
 * names alone, or both its translations do (a word of one translation, like the French "culture" of
 * "culture des plantes", is not what the line means). A qualification's fields are those named in the part of
 * the sentence that names its level or its name ("Certificate in IT"; not "caring" in "Patient and
 * caring, with a police clearance certificate"). Made once per process, and kept on disk between
 * processes, for the same lines and the same engine.
 */
export function readLines(items: readonly LinesToRead[]): Reading[][] {
  const lines = items.flatMap((item) =>
    item.asks
      ? item.lines.map((line) => ({
          en: whatIsAsked(line.en),
          fr: line.fr === undefined ? undefined : whatIsAsked(line.fr),
          crs: line.crs === undefined ? undefined : whatIsAsked(line.crs),
        }))
      : item.lines,
  );
  const key = cacheKey(lines);
  const cached = memory.get(key) ?? readCache(key);
  if (cached) {
    memory.set(key, cached);
    return regroup(items, cached);
  }
  const singles: string[] = [];
  const singleAt = new Map<string, number>();
  const single = (text: string) => {
    if (!singleAt.has(text)) singleAt.set(text, singles.push(text) - 1);
    return singleAt.get(text)!;
  };
  const asks = items.flatMap((item) => item.lines.map(() => item.asks === true));
  const plan = lines.map((line, n) => {
    const langs = LANGS.filter((lang) => line[lang] !== undefined);
    return {
      alone: langs.length > 1 ? langs.map((lang) => single(line[lang]!)) : [],
      parts: asks[n] ? langs.flatMap((lang) => clauses(line[lang]!).map(single)) : null,
    };
  });
  const read = readAll(singles, lines);
  const lexicon = makeLexicon(read.index.phrases);
  const readings = lines.map((line, n) => {
    const { alone, parts } = plan[n]!;
    // The concepts its English names alone, or both its translations do (all of them for a line in
    // one language): what only one translation's wording evokes is not what the line means.
    const named = alone.map((s) => new Set(conceptsOf(read.singles[s]!.requirement)));
    const votes = new Map<number, number>();
    for (const set of named.slice(1)) for (const c of set) votes.set(c, (votes.get(c) ?? 0) + 1);
    const voted = (c: number) => alone.length === 0 || named[0]!.has(c) || (votes.get(c) ?? 0) >= 2;
    for (const c of named[0] ?? []) votes.set(c, 2);
    // ESCO's concept found only by a word that also names one of our own ("IT" is our IT and
    // ESCO's computer technology) is the same meaning twice: counted once, as ours.
    const twice = sameMeaning(line, lexicon, read.index);
    // What a requirement names only in brackets is who issues it or an example ("(Seychelles Energy
    // Commission)", "(Opera, Protel or similar)"), not what it asks, when the rest names something.
    const aside = asks[n] ? bracketsOnly(line, lexicon) : new Set<number>();
    const agreed = (c: number) => voted(c) && !twice.has(c) && !aside.has(c);
    // A requirement's qualification is in the fields of the parts of its sentence that name its
    // level or its name; a course's lines are all about what it teaches.
    const attached =
      parts &&
      new Set(
        parts.flatMap((s) => {
          const part = read.singles[s]!.requirement;
          return part.kind === "qualification" ? part.options.flatMap((o) => [...o.fields, ...o.named]) : [];
        }),
      );
    const everything = alone.length > 0 ? [...votes.keys()] : conceptsOf(read.lines[n]!.requirement);
    const reading = toReading(
      read.lines[n]!,
      line,
      read.index,
      agreed,
      (c) => !attached || attached.has(c),
      everything,
    );
    return { ...reading, covered: coveredShare(line, lexicon) };
  });
  memory.set(key, readings);
  writeCache(key, readings);
  return regroup(items, readings);
}

const ours = (index: MatchIndex, n: number) => index.concepts[n]!.id.startsWith("own:");

/**
 * The concepts of ESCO a line names only by words that also name one of the project's own concepts
 * ("IT", "informatique": our IT, and ESCO's computer technology and computer science): one meaning
 * read twice, which would make 'Certificate in IT' ask for two fields where a course in IT gives one.
 */
export function sameMeaning(line: LineTexts, lexicon: Lexicon, index: MatchIndex): Set<number> {
  const shadowed = new Set<number>();
  const alone = new Set<number>();
  for (const lang of LANGS) {
    const text = line[lang];
    if (text === undefined) continue;
    for (const found of findInText(text, lexicon)) {
      const withOurs = found.concepts.some((n) => ours(index, n));
      for (const n of found.concepts) if (!ours(index, n)) (withOurs ? shadowed : alone).add(n);
    }
  }
  return new Set([...shadowed].filter((n) => !alone.has(n)));
}

/**
 * The concepts a line names only inside brackets, in every language it is written in, when the words
 * outside them name at least one concept: 'Electrical wiring licence (Seychelles Energy Commission)'
 * asks for wiring, not energy.
 */
export function bracketsOnly(line: LineTexts, lexicon: Lexicon): Set<number> {
  const outside = new Set<number>();
  const inside = new Set<number>();
  for (const lang of LANGS) {
    const text = line[lang];
    if (text === undefined) continue;
    const out = findInText(text.replace(/\([^)]*\)/g, " "), lexicon).flatMap((found) => found.concepts);
    if (out.length === 0) return new Set();
    for (const n of out) outside.add(n);
    for (const found of findInText(text, lexicon)) for (const n of found.concepts) inside.add(n);
  }
  return new Set([...inside].filter((n) => !outside.has(n)));
}

/**
 * How much of a line the engine understood: the share of its content words inside a phrase it knows,
 * in its best-read language. 'Honest, polite and quick with customers' is a quarter (customers).
 */
function coveredShare(line: LineTexts, lexicon: Lexicon): number {
  let best = 0;
  for (const lang of LANGS) {
    const text = line[lang];
    if (text === undefined) continue;
    for (const part of [text, ...heads(text)]) best = Math.max(best, shareKnown(part, lexicon));
  }
  return best;
}

/**
 * What a line says before the examples it gives: without its brackets, and before a colon ('Knows
 * Creole cooking: fish curry, octopus, lentils, chutneys' is about Creole cooking). Empty parts are left out.
 */
export function heads(text: string): string[] {
  const bare = text.replace(/\([^)]*\)/g, " ");
  const before = bare.split(":")[0]!;
  return [bare, before].filter((part) => part.trim() !== "" && part !== text);
}

function shareKnown(text: string, lexicon: Lexicon): number {
  const tokens = wordsOf(text);
  const content = tokens.map(isContentWord);
  const total = content.filter(Boolean).length;
  if (total === 0) return 0;
  const inside = new Set<number>();
  for (const found of findInWords(tokens, lexicon)) for (let i = found.start; i < found.end; i++) inside.add(i);
  return [...inside].filter((i) => content[i]).length / total;
}

function regroup(items: readonly LinesToRead[], readings: readonly Reading[]): Reading[][] {
  let n = 0;
  return items.map((item) => item.lines.map(() => readings[n++]!));
}

/** The engine's reading of one line, its concepts named by id and kept when `agreed`. */
function toReading(
  { requirement, understood }: Raw,
  texts: LineTexts,
  index: MatchIndex,
  agreed: (concept: number) => boolean,
  attached: (concept: number) => boolean,
  everything: readonly number[],
): Reading {
  const ids = (list: readonly number[]) => list.filter(agreed).map((n) => index.concepts[n]!.id);
  const named = [...new Set(everything)].filter(agreed).filter((n) => index.concepts[n]!.kind !== "level");
  const levelOf = (list: readonly number[]) => Math.max(0, ...list.map((n) => index.concepts[n]!.level ?? 0)) || null;
  const all = LANGS.flatMap((lang) => (texts[lang] === undefined ? [] : [texts[lang]]));
  const common = {
    understood,
    covered: 0,
    ...(requirement.optional ? { optional: true as const } : {}),
    years: all.map(yearsAsked).find((years) => years !== null) ?? null,
    words: contentWords(all),
    wordsByLanguage: all.map((text) => contentWords([text])),
    all: named.map((n) => index.concepts[n]!.id),
    skills: named.filter((n) => index.concepts[n]!.kind === "skill").map((n) => index.concepts[n]!.id),
  };
  switch (requirement.kind) {
    case "experience":
      return { ...common, kind: "experience", fields: ids(requirement.fields) };
    case "qualification":
      return {
        ...common,
        kind: "qualification",
        options: requirement.options.map((option): QualificationOption => ({
          level: option.level,
          fields: ids(option.fields.filter(attached)),
          named: ids(option.named),
          namedLevel: levelOf(option.named.filter(agreed)),
        })),
      };
    case "language":
      return { ...common, kind: "language", concepts: ids(requirement.groups.flat()) };
    case "licence":
    case "availability":
    case "skill": {
      const concepts = ids(requirement.concepts);
      // The engine's own share: at least half of what the line names.
      return { ...common, kind: requirement.kind, concepts, need: Math.ceil(concepts.length / 2) };
    }
    case "words":
      return { ...common, kind: "words" };
    case "document":
      return { ...common, kind: "document" };
  }
}

// ---- Kept between processes: each language's build, the content check and the bench read the
// same lines, and the engine takes seconds to start (it reads the whole taxonomy). ----

const memory = new Map<string, Reading[]>();
const CACHE_DIR = path.resolve("node_modules/.cache/koudmen-course-readings");

let engineHash: string | undefined;
/** The engine's own files (src/matching) and its data: a change to either reads everything again. */
function engine(): string {
  if (engineHash) return engineHash;
  const hash = createHash("sha256");
  const add = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).toSorted((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, name.name);
      if (name.isDirectory()) add(file);
      else if (!name.name.includes(".test.")) hash.update(name.name).update(readFileSync(file));
    }
  };
  // src/matching holds the engine and its words as data (src/matching/words).
  add(path.resolve("src/matching"));
  add(path.resolve("src/content/jobs/esco"));
  hash.update(readFileSync(path.resolve("src/content/jobs/taxonomy.server.ts")));
  hash.update(readFileSync(path.resolve("src/content/jobs/esco-files.server.ts")));
  hash.update(readFileSync(path.resolve("src/content/courses/matcher-adapter.server.ts")));
  return (engineHash = hash.digest("hex"));
}

const cacheKey = (lines: readonly LineTexts[]) =>
  createHash("sha256").update(engine()).update(JSON.stringify(lines)).digest("hex").slice(0, 24);

function readCache(key: string): Reading[] | undefined {
  try {
    return JSON.parse(readFileSync(path.join(CACHE_DIR, `${key}.json`), "utf8")) as Reading[];
  } catch {
    return undefined;
  }
}

function writeCache(key: string, readings: readonly Reading[]) {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(path.join(CACHE_DIR, `${key}.json`), JSON.stringify(readings));
  } catch {
    // A folder that cannot be written only means reading again next time.
  }
}

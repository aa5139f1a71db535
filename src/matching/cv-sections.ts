import { findDateRange, joinBrokenRanges, type DateRange, type MonthNumber } from "./dates.ts";
import { phraseKey } from "./text.ts";
import { allLanguages, CV_WORDS } from "./words/index.ts";
import type { SectionKind } from "./words/schema.ts";

/*
 * A CV split into the parts a recruiter reads: the summary, each job held (with its dates), each
 * qualification, the skills and languages, and the rest. The CV Builder's CV has these exactly
 * (cvFromBuilder); a PDF or Word file's text is split at its headings, which are recognised in
 * English, French and Kreol Seselwa ("Work experience", "Expérience professionnelle",
 * "Leksperyans"). A text without headings keeps everything in `unsorted`, and only a line with the
 * dates of a job can count as work done (see cv-profile.ts).
 */

export type { SectionKind };

/**
 * One job held: the lines that describe it, the line its title is read from, its dates if given. `above`: the short line
 * just above a line that gives its dates beside other words ("Storekeeper" over "Bel Ombre Hardware, June 2024 – now"),
 * the job's title when that line names no trade of its own (an employer's name beside its dates).
 */
export type CvJob = { title: string; text: string; dates?: DateRange; above?: string };
/** One qualification or course: its lines. */
export type CvStudy = { text: string; dates?: DateRange };

export type CvSections = {
  /** Headings were found (or the CV was made in the CV Builder): each part is where the CV put it. */
  structured: boolean;
  summary: string;
  experience: CvJob[];
  education: CvStudy[];
  skills: string[];
  languages: string[];
  /** Activities, volunteering, achievements, certificates: what else the CV shows. */
  other: string[];
  /** Lines under no heading (all of them when no heading was found). */
  unsorted: string[];
  /** The CV says it has no work experience (the CV Builder's 'I have no work experience yet'). */
  noExperience: boolean;
};

/** Headings as CVs write them, in every language (./words/<locale>.json cv.headings), by their folded words. */
const headingKinds = new Map<string, SectionKind>();
for (const words of Object.values(CV_WORDS))
  for (const [kind, names] of Object.entries(words.headings) as [SectionKind, string[]][])
    for (const name of names) headingKinds.set(phraseKey(name), kind);

/** The most words a heading has. */
const longestHeading = Math.max(...[...headingKinds.keys()].map((key) => key.split(" ").length));
/** Words that join two headings in one line ("and", "et", "ek"), by their folded words. */
const headingLinks = new Set(allLanguages((words) => words.headingLinks).map(phraseKey));

/**
 * The section a line heads, if it is a heading: a short line that is only a heading's words, or only
 * headings joined ("Education and licences", "FORMATION ET CERTIFICATS", "Skills / Languages"): then the
 * first one's section.
 */
export function headingOf(line: string): SectionKind | undefined {
  const trimmed = line.replace(/^[\s#*•·\-–—_=|]+|[\s:：*•·\-–—_=|]+$/g, "");
  if (trimmed === "" || trimmed.length > 40) return undefined;
  const key = phraseKey(trimmed);
  return headingKinds.get(key) ?? joinedHeadings(key.split(" "));
}

/** The first heading's section when a line's words are two headings or more and the words that join them. */
function joinedHeadings(words: readonly string[]): SectionKind | undefined {
  let first: SectionKind | undefined;
  let headings = 0;
  let i = 0;
  while (i < words.length) {
    if (headingLinks.has(words[i]!)) {
      i++;
      continue;
    }
    let n = Math.min(longestHeading, words.length - i);
    while (n > 0 && !headingKinds.has(words.slice(i, i + n).join(" "))) n--;
    if (n === 0) return undefined;
    first ??= headingKinds.get(words.slice(i, i + n).join(" "));
    headings++;
    i += n;
  }
  return headings >= 2 ? first : undefined;
}

const lineKey = (line: string) => ` ${phraseKey(line)} `;
/** What a CV says when it has no work experience, in every language. */
const NO_EXPERIENCE_KEYS = allLanguages((words) => words.noExperience).map((phrase) => ` ${phraseKey(phrase)} `);
export function saysNoExperience(text: string): boolean {
  const key = lineKey(text);
  return NO_EXPERIENCE_KEYS.some((phrase) => key.includes(phrase));
}

/** A line left open by a dash at its end ("Assistant Accountant, Vijay Construction, Providence —"): a title its dates follow on the next line. */
const endsOpen = (line: string) => /\s[—–-]$/u.test(line);

/** A line that describes work rather than naming it: a bullet, a sentence, or a long line (not one left open). */
const isDescription = (line: string) =>
  /^[-•·*–]/.test(line) || /[.;]$/.test(line) || (line.length > 70 && !endsOpen(line));

/**
 * A line that may be a job's title: not a bullet or a sentence, and either short or short up to its
 * first comma, a note in brackets not counted ("Capitaine, « Coral Explorer », bateau à fond de verre de 14
 * mètres…, Marine Park Tours", "Sipervizer Antre Done (Data Entry Supervisor), Civil Status Office, Victoria").
 */
const mayBeTitle = (line: string) =>
  !/^[-•·*–]/.test(line) &&
  !/[.;]$/.test(line) &&
  (line.length <= 70 || (line.split(",")[0] ?? line).replace(/\([^()]*\)/gu, "").trim().length <= 40);

/** A line that describes work and cannot be a title (a long line may be both: "Gardener, Reef Hotel grounds (…), …"). */
const isOnlyDescription = (line: string) => isDescription(line) && !mayBeTitle(line);

/**
 * A title line that starts with its dates ("Sept. 2020 – to date: Counter Clerk, Post Office"): the
 * title is what follows them, so the dates are never read as the title.
 */
function withoutLeadingDates(line: string, dates: { index: number; length: number }): string {
  if (/\p{L}{3}/u.test(line.slice(0, dates.index))) return line;
  return line.slice(dates.index + dates.length).replace(/^[\s:–—-]+/u, "");
}

/**
 * A title a PDF wrapped just before its last words ("Senior Fly-Fishing Guide, Alphonse Fishing Company, Alphonse" over
 * "Island — Oct 2017 – present"): a long title-like line that ends in a capitalised word, above dates led by one or two
 * capitalised words and no comma. Read apart, the first half was an undated job and the second a job called "Island".
 */
function wrappedAbove(above: string, beforeDates: string): boolean {
  const led = beforeDates.replace(/[\s—–-]+$/u, "").trim();
  return (
    above.length >= 45 &&
    mayBeTitle(above) &&
    !endsOpen(above) &&
    /\s\p{Lu}[\p{L}'’-]*$/u.test(above) &&
    /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?$/u.test(led)
  );
}

/**
 * Dates told within a job's description, after a sentence of it ("…avek kapitenn akote. Depi Me 2024: mwan kapitenn lo
 * bato…"): a step inside the job, not a job of their own whose title is the description.
 */
function insideDescription(line: string, dates: { index: number }): boolean {
  return isDescription(line) && /\p{L}{2}[.;]\s/u.test(line.slice(0, dates.index));
}

/**
 * A line that holds dates and nothing else ("2019 – 2021", "depi 2016", "mars 2021 – aujourd'hui"), but
 * for a note in brackets about them ("Avril – Zen 2023 (staz)", "2019 (part-time)").
 */
function onlyDates(line: string, dates: { index: number; length: number }): boolean {
  const rest = (line.slice(0, dates.index) + line.slice(dates.index + dates.length)).replace(/\([^()]*\)/gu, "");
  return !/\p{L}{3}/u.test(rest);
}

/** A line that may be the title of the dates below it: short, not a bullet or a sentence, with no dates of its own. */
const isTitleAbove = (line: string, today: MonthNumber) =>
  line.length <= TITLE_ABOVE_LENGTH && mayBeTitle(line) && !isDescription(line) && !findDateRange(line, today);
/** The longest line read as the title above its dates ("Fisherman, semi-industrial long-liner" is 37). */
const TITLE_ABOVE_LENGTH = 50;

/**
 * The jobs in an experience section's lines. Each line with dates starts a job. When that line
 * holds only the dates, its title is beside it: on the one or two lines above it (not a bullet or
 * a sentence), or, in a CV that puts each job's dates first (its first dates open the section, or
 * follow a description), on the line after it. The lines after it, up to the next job, describe
 * it. Without any dates, each line is a job of its own, undated.
 */
export function jobsIn(lines: readonly string[], today: MonthNumber): CvJob[] {
  const dated = lines.flatMap((line, index) => {
    const dates = findDateRange(line, today);
    return dates && !insideDescription(line, dates)
      ? [
          {
            index,
            dates,
            alone: onlyDates(line, dates),
            titleLine: onlyDates(line, dates) ? line : withoutLeadingDates(line, dates),
          },
        ]
      : [];
  });
  const first = dated[0];
  const datesFirst =
    first !== undefined &&
    first.alone &&
    (first.index === 0 || isOnlyDescription(lines[first.index - 1]!)) &&
    lines[first.index + 1] !== undefined &&
    mayBeTitle(lines[first.index + 1]!) &&
    !findDateRange(lines[first.index + 1]!, today);
  const anchors: {
    index: number;
    dates: DateRange;
    from: number;
    titleAfter: boolean;
    titleLine: string;
    above?: string;
  }[] = [];
  for (const { index, dates, alone, titleLine } of dated) {
    let from = index;
    const next = lines[index + 1];
    const titleAfter = alone && datesFirst && next !== undefined && mayBeTitle(next) && !findDateRange(next, today);
    const floor = (anchors.at(-1)?.index ?? -1) + 1 + (anchors.at(-1)?.titleAfter ? 1 : 0);
    if (!alone && from > floor && wrappedAbove(lines[from - 1]!, lines[index]!.slice(0, dates.index))) from--;
    if (alone && !titleAfter) {
      // The line just above may be a long title ("Gardener, Reef Hotel grounds (contractor …), Anse aux Pins").
      if (from > floor && isDescription(lines[from - 1]!) && mayBeTitle(lines[from - 1]!)) from--;
      else while (from > floor && index - from < 2 && !isDescription(lines[from - 1]!)) from--;
    }
    const above = !alone && from === index && from > floor ? lines[from - 1]! : undefined;
    anchors.push({
      index,
      dates: { start: dates.start, end: dates.end, ongoing: dates.ongoing },
      from,
      titleAfter,
      titleLine,
      ...(above !== undefined && isTitleAbove(above, today) ? { above } : {}),
    });
  }
  if (anchors.length === 0) return lines.map((line) => ({ title: line, text: line }));
  const jobs: CvJob[] = lines.slice(0, anchors[0]!.from).map((line) => ({ title: line, text: line }));
  anchors.forEach((anchor, n) => {
    const to = anchors[n + 1]?.from ?? lines.length;
    const titleLines = anchor.titleAfter
      ? [lines[anchor.index + 1]!, lines[anchor.index]!]
      : [...lines.slice(anchor.from, anchor.index), anchor.titleLine];
    jobs.push({
      title: titleLines.join(" · "),
      text: lines.slice(anchor.from, to).join("\n"),
      dates: anchor.dates,
      ...(anchor.above !== undefined ? { above: anchor.above } : {}),
    });
  });
  return jobs;
}

/** Qualifications: a new one starts at each line with dates or after a line with none (a blank). */
function studiesIn(lines: readonly string[], today: MonthNumber): CvStudy[] {
  const studies: CvStudy[] = [];
  for (const line of lines) {
    const dates = findDateRange(line, today);
    studies.push(dates ? { text: line, dates } : { text: line });
  }
  return studies;
}

/** A PDF or Word file's text, split at its headings. */
export function readCvSections(text: string, today: MonthNumber): CvSections {
  const lines = joinBrokenRanges(
    text
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter((line) => line !== ""),
  );
  const byKind = new Map<SectionKind, string[]>();
  const unsorted: string[] = [];
  let current: SectionKind | undefined;
  let headings = 0;
  for (const line of lines) {
    const kind = headingOf(line);
    if (kind) {
      current = kind;
      headings++;
      if (!byKind.has(kind)) byKind.set(kind, []);
      continue;
    }
    if (current) byKind.get(current)!.push(line);
    else unsorted.push(line);
  }
  const of = (kind: SectionKind) => byKind.get(kind) ?? [];
  // Two headings at least, one of them a job's or a course's: a CV laid out in sections.
  const structured = headings >= 2 && (byKind.has("experience") || byKind.has("education"));
  if (!structured) {
    return {
      structured: false,
      summary: "",
      experience: [],
      education: [],
      skills: [],
      languages: [],
      other: [],
      unsorted: lines,
      noExperience: saysNoExperience(text),
    };
  }
  const experienceLines = of("experience");
  return {
    structured: true,
    summary: of("summary").join("\n"),
    experience: jobsIn(experienceLines, today).filter((job) => !saysNoExperience(job.text)),
    education: studiesIn([...of("education"), ...of("certificates")], today),
    skills: of("skills"),
    languages: of("languages"),
    // A side column's block under no heading we know ("Diving", "Permits") runs on under "Contact": what else it shows.
    other: [...of("activities"), ...of("achievements"), ...of("contact")],
    unsorted,
    // A CV with no section of jobs says nothing of them unless it says so elsewhere ("No work experience yet").
    noExperience: experienceLines.length > 0 ? experienceLines.every(saysNoExperience) : saysNoExperience(text),
  };
}

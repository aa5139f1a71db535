// npm run bench:courses (./README.md): how well the build suggests courses for a listing's
// requirement, on the labelled set (./labels.yaml), per language and as the build reads a listing.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { suggestCourses, type CourseReadings } from "../../src/content/courses/course-match.ts";
import { readLines, type LineTexts } from "../../src/content/courses/matcher-adapter.server.ts";
import { readSource } from "../../src/content/courses/suggestions.server.ts";
import { loadContent } from "../../src/content/load-content.server.ts";

export const LABELS_FILE = path.join(import.meta.dirname, "labels.yaml");

/** One labelled requirement: its listing, its number there, its words in the three languages, and its label. */
export type LabelledRequirement = {
  listing: string;
  number: number;
  texts: { en: string; fr: string; crs: string };
  courses: string[];
};

type LabelsFile = { listing: string; requirements: { text: string; courses: string[] }[] }[];

/** The labelled set, each requirement with its French and Kreol from the listing's own files. */
export function loadLabels(
  file = LABELS_FILE,
  root = path.resolve(import.meta.dirname, "../.."),
): LabelledRequirement[] {
  const labels = parse(readFileSync(file, "utf8")) as LabelsFile;
  return labels.flatMap((entry) => {
    const read = (suffix: string) =>
      (
        parse(readFileSync(path.join(root, entry.listing.replace(/\.yaml$/, suffix)), "utf8")) as {
          requirements: { text: string }[];
        }
      ).requirements.map((r) => r.text);
    const [en, fr, crs] = [read(".yaml"), read(".fr.yaml"), read(".crs.yaml")];
    if (en.length !== entry.requirements.length)
      throw new Error(`${entry.listing}: ${en.length} requirements, ${entry.requirements.length} labelled`);
    return entry.requirements.map((labelled, n) => {
      if (labelled.text !== en[n]) throw new Error(`${entry.listing}: requirement ${n + 1} is now "${en[n]}"`);
      return {
        listing: entry.listing,
        number: n + 1,
        texts: { en: en[n]!, fr: fr[n]!, crs: crs[n]! },
        courses: labelled.courses,
      };
    });
  });
}

export const READINGS = ["en", "fr", "crs", "all"] as const;
export type ReadingLanguage = (typeof READINGS)[number];

/** The counts for one language: requirements labelled with a course, and how the suggestions fared. */
export type Score = {
  labelled: number;
  firstRight: number;
  suggestions: number;
  wrong: number;
  none: number;
  quiet: number;
  misses: string[];
};

/** Each requirement read in one language alone (or in its three, "all"), and the suggestions scored against the labels. */
export function scoreSuggestions(labelled: readonly LabelledRequirement[], courses: readonly CourseReadings[]) {
  const texts = (r: LabelledRequirement, language: ReadingLanguage): LineTexts =>
    language === "all" ? r.texts : { en: r.texts[language] };
  const read = readLines(
    READINGS.map((language) => ({ id: language, asks: true, lines: labelled.map((r) => texts(r, language)) })),
  );
  const scores = {} as Record<ReadingLanguage, Score>;
  READINGS.forEach((language, l) => {
    const score: Score = { labelled: 0, firstRight: 0, suggestions: 0, wrong: 0, none: 0, quiet: 0, misses: [] };
    labelled.forEach((requirement, n) => {
      const suggested = suggestCourses(read[l]![n]!, courses).map((s) => s.course);
      const where = `${path.basename(requirement.listing, ".yaml")} #${requirement.number} "${texts(requirement, language).en}"`;
      score.suggestions += suggested.length;
      const wrong = suggested.filter((course) => !requirement.courses.includes(course));
      score.wrong += wrong.length;
      if (requirement.courses.length === 0) {
        score.none++;
        if (suggested.length === 0) score.quiet++;
      } else {
        score.labelled++;
        if (suggested[0] !== undefined && requirement.courses.includes(suggested[0])) score.firstRight++;
        else
          score.misses.push(
            `missed  ${where}: got [${suggested.join(", ")}], labelled [${requirement.courses.join(", ")}]`,
          );
      }
      if (wrong.length > 0 && requirement.courses.length === 0)
        score.misses.push(`wrong   ${where}: got [${suggested.join(", ")}], labelled none`);
      else if (wrong.length > 0 && suggested[0] !== undefined && requirement.courses.includes(suggested[0]))
        score.misses.push(
          `wrong   ${where}: got [${suggested.join(", ")}], labelled [${requirement.courses.join(", ")}]`,
        );
    });
    scores[language] = score;
  });
  return scores;
}

const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`);

/** The targets: first suggestion right for at least 90% in every language, at most 2% of suggestions wrong. */
export const TARGETS = { firstRight: 0.9, wrong: 0.02 };

/** Prints the table and each miss; returns whether every language meets the targets. */
export function runBench(log: (line?: string) => void = console.log, contentDir = path.resolve("content")): boolean {
  const started = performance.now();
  const { byLocale } = loadContent(contentDir);
  const source = {
    jobs: { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs },
    courses: { en: byLocale.en.courses, fr: byLocale.fr.courses, crs: byLocale.crs.courses },
  };
  const courses = readSource(source).courses;
  const labelled = loadLabels();
  const scores = scoreSuggestions(labelled, courses);
  const names: Record<ReadingLanguage, string> = {
    en: "English",
    fr: "French",
    crs: "Kreol Seselwa",
    all: "three together (as the build)",
  };
  log(`Courses for a missing requirement: ${labelled.length} requirements, ${courses.length} courses`);
  log("");
  log("| read in                       | first right      | wrong            | quiet (labelled none) |");
  log("| ----------------------------- | ---------------- | ---------------- | --------------------- |");
  let ok = true;
  for (const language of READINGS) {
    const s = scores[language];
    const first = `${s.firstRight}/${s.labelled} ${percent(s.firstRight, s.labelled)}`;
    const wrong = `${s.wrong}/${s.suggestions} ${percent(s.wrong, s.suggestions)}`;
    log(
      `| ${names[language].padEnd(29)} | ${first.padEnd(16)} | ${wrong.padEnd(16)} | ${`${s.quiet}/${s.none}`.padEnd(21)} |`,
    );
    if (s.firstRight < TARGETS.firstRight * s.labelled || s.wrong > TARGETS.wrong * s.suggestions) ok = false;
  }
  log("");
  for (const language of READINGS) for (const miss of scores[language].misses) log(`${language.padEnd(3)} ${miss}`);
  log("");
  log(`Targets: first right ≥ 90% and wrong ≤ 2% in every language: ${ok ? "met" : "NOT met"}.`);
  log(`(${((performance.now() - started) / 1000).toFixed(1)} s, the engine's readings kept in node_modules/.cache)`);
  return ok;
}

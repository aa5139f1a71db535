// The courses the Job Matcher suggests under each listing's requirements ('Where to learn this'),
// worked out at build from what the engine understood of both (./matcher-adapter.server.ts) with the
// rule of ./course-match.ts: what a small JSON file per language holds for the phone to fetch with
// the matcher when a CV is chosen, never with a page's first load (./suggestions-file.server.ts), and
// the courses' areas (a list's filter). Node only.
import type { Locale } from "../../i18n/locales.ts";
import type { ByLocale } from "../engine/context.server.ts";
import type { JobListing } from "../jobs/collection.server.ts";
import type { Course } from "./collection.server.ts";
import { suggestCourses, type CourseReadings, type Reading } from "./course-match.ts";
import { readLines, type LineTexts } from "./matcher-adapter.server.ts";
import { COURSE_AREAS, type CourseArea, type CourseSuggestions, type SuggestedCourse } from "./pages.ts";

export type { CourseSuggestions, SuggestedCourse };

/** What the suggestions are made from: the listings and the courses in every language. */
export type SuggestionSource = {
  jobs: ByLocale<readonly JobListing[]>;
  courses: ByLocale<readonly Course[]>;
};

const line = (en: string, fr: string | undefined, crs: string | undefined): LineTexts => ({ en, fr, crs });
const find = <T extends { id: string }>(list: readonly T[], id: string) => list.find((item) => item.id === id);

/**
 * Every listing's requirements and every course's title and lines, read by the engine in one pass
 * (each build, the content check and the pages read the same lines, so the engine runs once).
 */
export function readSource({ jobs, courses }: SuggestionSource): {
  requirements: Map<string, Reading[]>;
  courses: CourseReadings[];
} {
  const jobItems = jobs.en.map((job) => {
    const fr = find(jobs.fr, job.id);
    const crs = find(jobs.crs, job.id);
    return {
      id: `job ${job.id}`,
      asks: true,
      lines: job.requirements.map((r, n) => line(r.text, fr?.requirements[n]?.text, crs?.requirements[n]?.text)),
    };
  });
  const courseItems = courses.en.map((course) => {
    const fr = find(courses.fr, course.id);
    const crs = find(courses.crs, course.id);
    return {
      id: `course ${course.id}`,
      lines: [
        line(course.title, fr?.title, crs?.title),
        ...course.teaches.map((t, n) => line(t.text, fr?.teaches[n]?.text, crs?.teaches[n]?.text)),
      ],
    };
  });
  const read = readLines([...jobItems, ...courseItems]);
  return {
    requirements: new Map(jobs.en.map((job, n) => [job.id, read[n]!])),
    courses: courses.en.map((course, n) => {
      const [title, ...teaches] = read[jobItems.length + n]!;
      return { id: course.id, title: title!, teaches };
    }),
  };
}

/** Each listing's requirements, in order, with the ids of the courses that teach what each asks (best first). */
export function suggestionsFor(source: SuggestionSource): Map<string, string[][]> {
  const read = readSource(source);
  return new Map(
    [...read.requirements].map(([id, requirements]) => [
      id,
      requirements.map((requirement) => suggestCourses(requirement, read.courses).map((s) => s.course)),
    ]),
  );
}

/** The concepts whose courses belong to each area of the list's filter (any one is enough). */
const AREA_CONCEPTS: Record<Exclude<CourseArea, "work">, readonly string[]> = {
  office: [
    "own:office",
    "skill:81633a44",
    "skill:1973c966",
    "own:email",
    "own:data-entry",
    "own:it",
    "own:networking",
    "own:computer-repair",
    "own:windows",
    "skill:f683ae1d",
    "own:filing",
    "own:letters",
  ],
  accounts: [
    "skill:ecc18804",
    "skill:9d916d7c",
    "skill:d669af41",
    "own:accounting-software",
    "own:aat",
    "own:acca",
    "own:cima",
    "own:cpa",
    "own:banking",
    "own:business",
  ],
  hotels: [
    "own:hotel",
    "own:tourism",
    "own:kitchen",
    "own:food-service",
    "own:food-hygiene",
    "skill:3f4e4eab",
    "own:tour-guide-licence",
    "own:cooking",
    "own:cleaning",
  ],
  sea: ["own:maritime", "own:fishing", "own:stcw", "own:boat-licence", "own:padi"],
  health: ["own:health-care", "skill:f7464f30"],
  trades: ["own:electrical", "own:construction", "own:plumbing", "own:carpentry", "own:mechanics"],
  driving: ["own:driving-licence", "own:driving"],
  farming: ["own:agriculture"],
  children: ["own:childcare", "own:teaching"],
};

/** The concepts a line names, of whatever kind. */
function named(reading: Reading): string[] {
  switch (reading.kind) {
    case "qualification":
      return reading.options.flatMap((o) => [...o.fields, ...o.named]);
    case "experience":
      return reading.fields;
    case "words":
    case "document":
      return [];
    default:
      return reading.concepts;
  }
}

/**
 * A course's areas, from what it is about: its title and the qualifications and licences it gives
 * (not every line: sea safety teaches first aid at sea, but is no first aid course); a line of work
 * experience makes it 'work experience'. Courses none of this names take the areas of all their lines.
 */
export function areasOf(course: CourseReadings): CourseArea[] {
  const main = [course.title, ...course.teaches.filter((l) => l.kind === "qualification" || l.kind === "licence")];
  const pick = (lines: readonly Reading[]) => {
    const concepts = new Set(lines.flatMap(named));
    return COURSE_AREAS.filter((area) =>
      area === "work"
        ? [course.title, ...course.teaches].some((l) => l.kind === "experience" && l.years !== null)
        : AREA_CONCEPTS[area].some((concept) => concepts.has(concept)),
    );
  };
  const areas = pick(main);
  return areas.length > 0 ? areas : pick(course.teaches);
}

/** Each course's areas, by its id. */
export function courseAreasIn(source: SuggestionSource): Map<string, CourseArea[]> {
  return new Map(readSource(source).courses.map((course) => [course.id, areasOf(course)]));
}

/** The suggestions in one language (`locale`'s course titles and lengths), as the phone reads them. */
export function courseSuggestions(
  source: SuggestionSource,
  help: readonly { id: string; name: string }[],
  locale: Locale,
): CourseSuggestions {
  const suggestions = suggestionsFor(source);
  const used = new Set([...suggestions.values()].flat(2));
  const courses: Record<string, SuggestedCourse> = {};
  for (const course of source.courses[locale]) {
    if (!used.has(course.id)) continue;
    courses[course.id] = {
      slug: course.slug,
      title: course.title,
      provider: help.find((entry) => entry.id === course.provider)?.name ?? course.provider,
      location: course.location,
      length: course.length,
      cost: course.cost,
      ...(course.starts === undefined ? {} : { starts: course.starts }),
      ...(course.rolling === true ? { rolling: true } : {}),
    };
  }
  const listings: Record<string, string[][]> = {};
  for (const [id, lists] of suggestions) if (lists.some((list) => list.length > 0)) listings[id] = lists;
  return { version: 1, courses, listings };
}

/*
 * 'Where to learn this': the courses the build suggests under each listing's requirements
 * (src/content/courses/suggestions.server.ts), read from the file the Job Matcher fetches with the
 * matcher when a CV is chosen. A file that cannot be fetched or read gives no courses: the cards
 * then simply show none, never an error for this extra.
 */
import type { CourseSuggestions, SuggestedCourse } from "@/content/courses/pages";

export type { CourseSuggestions };

/** A course suggested under a requirement, with its id (its page is /training/<id>-<slug>). */
export type CourseForRequirement = SuggestedCourse & { id: string };

/** At most this many courses under one requirement: the one or two that teach it. */
export const MAX_COURSES_PER_REQUIREMENT = 2;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isCourse = (value: unknown): value is SuggestedCourse =>
  isRecord(value) &&
  typeof value.slug === "string" &&
  typeof value.title === "string" &&
  typeof value.provider === "string" &&
  typeof value.location === "string" &&
  typeof value.length === "string" &&
  typeof value.cost === "number" &&
  (value.starts === undefined || typeof value.starts === "string");

/** The fetched JSON as the suggestions, or null when it is not a file of this version (nothing is shown then). */
export function readCourseSuggestions(json: unknown): CourseSuggestions | null {
  if (!isRecord(json) || json.version !== 1 || !isRecord(json.courses) || !isRecord(json.listings)) return null;
  return json as CourseSuggestions;
}

/**
 * The courses to show under requirement number `requirement` (from 0, in the listing's order) of
 * listing `jobId`: the suggested ones the file describes, best first, at most
 * MAX_COURSES_PER_REQUIREMENT, each once; none when the file is missing or suggests none.
 */
export function coursesForRequirement(
  suggestions: CourseSuggestions | null,
  jobId: string,
  requirement: number,
): CourseForRequirement[] {
  const ids = suggestions?.listings[jobId]?.[requirement];
  if (!suggestions || !Array.isArray(ids)) return [];
  const courses: CourseForRequirement[] = [];
  for (const id of new Set(ids)) {
    const course = suggestions.courses[id];
    if (typeof id !== "string" || !isCourse(course)) continue;
    courses.push({ ...course, id });
    if (courses.length === MAX_COURSES_PER_REQUIREMENT) break;
  }
  return courses;
}

/** When nothing fits yet, the courses are those of this many closest listings… */
export const CLOSEST_LISTINGS = 3;
/** …and at most this many, so the sentence stays short on a phone. */
export const MAX_CLOSEST_COURSES = 3;

/** What the courses for the closest listings need of a listing's result: which requirements the CV does not show. */
type RequirementsShown = { requirements: readonly { found: boolean; optional: boolean; document?: true }[] };

/**
 * When no open listing fits the CV closely yet: the courses that teach what the closest listings ask
 * for and the CV does not show. `ranked` are the open listings, closest first; each listing's
 * requirements are taken in its order, a course once, at most MAX_CLOSEST_COURSES. A requirement the
 * CV shows, asked only as a plus, or a document asked when one is hired (a police clearance) brings none.
 */
export function coursesForClosest(
  suggestions: CourseSuggestions | null,
  ranked: readonly { id: string }[],
  results: ReadonlyMap<string, RequirementsShown>,
): CourseForRequirement[] {
  const courses = new Map<string, CourseForRequirement>();
  for (const listing of ranked.slice(0, CLOSEST_LISTINGS)) {
    const result = results.get(listing.id);
    if (!result) continue;
    for (const [index, requirement] of result.requirements.entries()) {
      if (requirement.found || requirement.optional || requirement.document) continue;
      for (const course of coursesForRequirement(suggestions, listing.id, index)) {
        if (courses.size === MAX_CLOSEST_COURSES) return [...courses.values()];
        if (!courses.has(course.id)) courses.set(course.id, course);
      }
    }
  }
  return [...courses.values()];
}

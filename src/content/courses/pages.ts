/*
 * The course pages' addresses and what pages get of a course: the one part of the courses collection
 * (./collection.server.ts) that pages import. Plain TypeScript, no Node, so a page's bundle can use
 * it; not in src/config/paths.ts, which every page's first load carries.
 */
import type { Course } from "./collection.server.ts";

export type { Course };

/** The list of courses (/training, /fr/training, /crs/training); each course's page is under it. */
export const TRAINING_SECTION = "/training";

/** A course's page slug: its id and its `slug` field, as its file is named ("c2-basic-sea-safety-stcw-providence"). */
export function coursePageSlug(course: Pick<Course, "id" | "slug">): string {
  return `${course.id}-${course.slug}`;
}

/** A course's own page: /training/<id>-<slug> (in French /fr/training/…, in Kreol /crs/training/…). */
export function coursePagePath(course: Pick<Course, "id" | "slug">): string {
  return `${TRAINING_SECTION}/${coursePageSlug(course)}`;
}

/** The Atom feed of each language's courses: /training/feed.xml, /fr/training/feed.xml, /crs/training/feed.xml. */
export const coursesFeedPath = `${TRAINING_SECTION}/feed.xml`;

/** A course page's picture for previews (og:image), 1200 × 630: a card with its title, made at build. */
export function courseShareImagePath(slug: string): string {
  return `/share/training/${slug}.png`;
}

/**
 * The kinds of course the list can be filtered by, each worked out at build from what the course
 * teaches (areasOf, ./suggestions.server.ts), never written by staff. Their words are the training feature's messages.
 */
export const COURSE_AREAS = [
  "office",
  "accounts",
  "hotels",
  "sea",
  "health",
  "trades",
  "driving",
  "farming",
  "children",
  "work",
] as const;
export type CourseArea = (typeof COURSE_AREAS)[number];

/** The provider of a course as its pages show it: its Help Directory entry's name, tab and contact. */
export type CourseProvider = {
  id: string;
  name: string;
  category: "government" | "private";
  phone: string;
  email: string;
  website: string;
  address: string;
};

/**
 * A course as a list shows it (/training, a Help Directory entry, 'Where to learn this'): what it
 * is, who runs it, where, for how long, for how much, and when it next starts. `startedAtBuild`: its
 * start had passed on the day of the build (and it is not rolling), so the prerendered page says so.
 */
export type CourseCard = Pick<
  Course,
  "id" | "slug" | "title" | "provider" | "location" | "length" | "cost" | "starts" | "rolling"
> & {
  providerName: string;
  areas: CourseArea[];
  startedAtBuild?: true;
};

/** The list of courses (/training) as its route's loader gives it. */
export type CourseListPage = {
  /** Every course, as its card shows it: dated courses soonest first, then rolling ones, then those already started. */
  courses: CourseCard[];
  /** The build's day in Seychelles, on which the prerendered list judged each start ('soon', 'started'). */
  buildDay: string;
  /** The fields the courses are in, in the list's fixed order, for the 'field' filter. */
  areas: CourseArea[];
  /** The islands the courses are on, most courses first, for the 'island' filter. */
  islands: string[];
  /** The providers of the courses, for the Help Directory's links (?provider=g3). */
  providers: { id: string; name: string }[];
};

/**
 * A course's own page: the file's fields and its provider's contact. `startedAtBuild`: its start had
 * passed on the day of the build (and it is not rolling), so the prerendered page marks it.
 */
export type CoursePage = Omit<Course, "provider"> & {
  provider: CourseProvider;
  startedAtBuild?: true;
};

/** A course as 'Where to learn this' shows it (the provider's name, not its id). */
export type SuggestedCourse = Pick<Course, "slug" | "title" | "location" | "length" | "cost" | "starts" | "rolling"> & {
  provider: string;
};

/**
 * The file the Job Matcher fetches with the matcher when a CV is chosen (./suggestions.server.ts
 * makes it, ./suggestions-file.server.ts writes it): the courses suggested, and each listing's
 * suggestions by requirement.
 */
export type CourseSuggestions = {
  version: 1;
  courses: Record<string, SuggestedCourse>;
  /** Each listing's requirements, in order: the ids of the courses suggested under each (none: []). */
  listings: Record<string, string[][]>;
};

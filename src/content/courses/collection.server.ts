// The courses the foundation lists: one YAML file each in content/courses/, run by an organisation of
// the Help Directory (`provider`, an entry's id). The provider, place, cost, dates and link stay as
// the English file has them; the title, description, length, who may enrol and what it teaches are
// translated. Staff never link a course to a job: the build reads what each course teaches with the
// Job Matcher's understanding (./matcher-adapter.server.ts) and matches a listing's requirements to
// the lines a course teaches (./course-match.ts). Here: the fields and their checks, what a translation holds, the provider
// check, the editor's collection and the content check's warnings. Node only: pages import ./pages.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineCollection } from "../engine/collection.server.ts";
import { filesIn, reportDuplicates, type ByLocale, type LoadContext } from "../engine/context.server.ts";
import {
  buildCheckField,
  dateField,
  fieldsOf,
  textArea,
  type Editing,
  type Shape,
} from "../engine/editor-fields.server.ts";
import { inEveryLocale, readItems } from "../engine/translations.server.ts";
import { buildSeychellesDay } from "../jobs/collection.server.ts";
import { courseCard, hasStarted, islandOf } from "./course-card.ts";
import { localizePath } from "../../i18n/locales.ts";
import {
  coursePageSlug,
  coursesFeedPath,
  courseShareImagePath,
  COURSE_AREAS,
  TRAINING_SECTION,
  type CourseArea,
  type CourseCard,
  type CourseListPage,
  type CoursePage,
} from "./pages.ts";
import {
  checkCourseFields,
  checkCourseTranslation,
  courseSchema,
  courseTranslationSchema,
  type Course,
  type CourseTranslation,
} from "./rules.ts";
import { coursesAtomFeed, fileDaysIn } from "./feed.server.ts";
import { courseSuggestionsFile } from "./suggestions-file.server.ts";
import { teachingWarnings } from "./teaching-warnings.server.ts";
import type { JobListing } from "../jobs/rules.ts";

export { courseSchema, courseTranslationSchema, type Course, type CourseTranslation } from "./rules.ts";

const describeCourse = (course: Course) => `course ${course.id}, "${course.title}"`;

/** The English file each course was read from, by its id, for the messages that name it (the last folder read). */
const courseFiles = new Map<string, string>();

function readCourses(ctx: LoadContext, dir: string): ByLocale<Course[]> {
  const read = readItems<Course, CourseTranslation>(ctx, filesIn(dir), {
    items: "courses",
    label: { kind: "course", nameKey: "title" },
    format: "yaml",
    check: (fields, where) => checkCourseFields(ctx, fields, where),
    translation: courseTranslationSchema,
    englishOnly: courses.englishOnly,
    checkTranslation: (translation, course, where) => checkCourseTranslation(ctx, translation, course, where),
  });
  reportDuplicates(ctx, read, describeCourse);
  reportDuplicates(ctx, read, describeCourse, "slug");
  courseFiles.clear();
  for (const { item, file } of read) courseFiles.set(item.id, ctx.rel(file));
  return inEveryLocale(read);
}

/** The file a course was read from ("content/courses/c1-….yaml"), for messages. */
export function courseFile(course: Course): string {
  return courseFiles.get(course.id) ?? `content/courses/(course ${course.id})`;
}

/**
 * The English file of each course in `contentDir`/courses, by id, as the cwd-relative path the
 * messages name ("content/courses/c1-….yaml"). Read from the folder, since the content check loads
 * the registry and the content in two module graphs.
 */
export function courseFilesIn(contentDir: string): Map<string, string> {
  const dir = path.join(contentDir, "courses");
  const files = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of names.filter((n) => /^[^.]+\.ya?ml$/.test(n))) {
    const id = /^id:\s*(\S+)/m.exec(readFileSync(path.join(dir, name), "utf8"))?.[1]?.replace(/^["']|["']$/g, "");
    if (id) files.set(id, path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join("/"));
  }
  return files;
}

/** Help Directory entries as the courses need them: the provider's name and contact. */
type HelpLike = {
  id: string;
  name: string;
  category?: string;
  contact: { address: string; phone: string; email: string; website: string };
};

/** One collection's items in each language, from every collection's (a missing folder reads as empty). */
const collectionIn = (content: ByLocale<Record<string, readonly unknown[]>>, name: string) =>
  Object.fromEntries(Object.entries(content).map(([locale, items]) => [locale, items[name] ?? []])) as ByLocale<
    readonly unknown[]
  >;

/** Whether the course's next start had passed on `day` and it does not start whenever people enrol. */
export { hasStarted };

/**
 * A warning for each course whose next start had passed on `day` (in Seychelles; BUILD_DAY in the
 * dates tests) and that is not rolling: it is still listed, marked as started.
 */
export function startedWarnings(list: readonly Course[], day: string, contentDir: string): string[] {
  const files = courseFilesIn(contentDir);
  return list
    .filter((course) => hasStarted(course, day))
    .map(
      (course) =>
        `${files.get(course.id) ?? courseFile(course)}: starts: ${course.starts} has passed and the course is not rolling: it is marked as started. Give the day the next group starts, or write rolling: true when it starts whenever enough people enrol.`,
    );
}

export const courses = defineCollection({
  name: "courses",
  path: "courses",
  schema: courseSchema,
  translation: courseTranslationSchema,
  read: readCourses,
  // Each course's page, /training/<id>-<slug>: its route's loader adds its provider's entry (coursePage).
  pages: {
    section: TRAINING_SECTION,
    route: "routes/course.tsx",
    slug: coursePageSlug,
    page: (course) => course,
  },
  // Each course's provider is an entry of the Help Directory: its contact shows on the course's page.
  relate(ctx, everyLanguage, english) {
    const help = (english.help ?? []) as HelpLike[];
    // An entry with a mistake of its own is left out of what was read: its problem is named already.
    const misread = (id: string) =>
      ctx.problems.some((problem) => problem.startsWith("content/help/") && problem.includes(`(entry ${id}, `));
    for (const course of everyLanguage.en)
      if (!help.some((entry) => entry.id === course.provider) && !misread(course.provider))
        ctx.problems.push(
          `${courseFile(course)} (${describeCourse(course)}): provider: "${course.provider}" is not the id of a Help Directory entry: write the id of the organisation's entry (like g4 or p1), or add its entry in content/help first`,
        );
  },
  editor: () => [
    {
      name: "courses",
      label: "Courses",
      label_singular: "Course",
      folder: "content/courses",
      extension: "yaml",
      format: "yaml",
      create: true,
      i18n: true,
      identifier_field: "title",
      slug: "{{fields.id}}-{{slug}}",
      summary: "{{fields.title}} · {{fields.provider}}",
      fields: [
        // The build's checks on every tab before a save, in the build's words.
        buildCheckField("courses"),
        ...fieldsOf(courseSchema.shape as Shape, courseTranslationSchema.shape as Shape, {
          provider: { widget: "select", options: providerChoices() } as Editing,
          starts: dateField,
          rolling: { widget: "boolean", default: false } as Editing,
          description: textArea,
          who: textArea,
          teaches: { label_singular: "Thing it teaches", summary: "{{fields.text}}" },
        }),
      ],
    },
  ],
  // A course whose next start has passed (and is not rolling) is marked as started wherever it is
  // shown, as a closed job is; the check tells staff, so they give the next start.
  // What the build could not read in what a course teaches: the course is still listed, and only
  // that line is left out of the Job Matcher's suggestions.
  // A card for each course page's link previews: its title, where it is taught and how long it lasts.
  // The courses the Job Matcher suggests under each listing's requirement, in this language.
  // And the language's Atom feed of the courses one can still join, newest first (./feed.server.ts).
  // (The build's plugin always gives the site's address; a unit test that gives none gets no feed.)
  emits: (list, { locale, contentDir, siteOrigin }, everyLanguage, content) => [
    ...list.map((course) => ({
      fileName: localizePath(courseShareImagePath(coursePageSlug(course)), locale).slice(1),
      shareCard: { title: course.title, subtitle: `${course.location} · ${course.length}` },
    })),
    courseSuggestionsFile(
      { jobs: collectionIn(content, "jobs") as ByLocale<JobListing[]>, courses: everyLanguage },
      content[locale].help as HelpLike[],
      locale,
    ),
    ...(siteOrigin === undefined
      ? []
      : [
          {
            fileName: localizePath(coursesFeedPath, locale).slice(1),
            source: coursesAtomFeed(
              list.map((course) => ({
                ...course,
                providerName:
                  (content[locale].help as HelpLike[]).find((entry) => entry.id === course.provider)?.name ??
                  course.provider,
              })),
              fileDaysIn(path.join(contentDir, "courses")),
              { locale, today: buildSeychellesDay(), origin: siteOrigin },
            ),
          },
        ]),
  ],
  warnings: (everyLanguage, contentDir) => [
    ...startedWarnings(everyLanguage.en, buildSeychellesDay(), contentDir),
    ...teachingWarnings(everyLanguage, (course) => courseFilesIn(contentDir).get(course.id) ?? courseFile(course)),
  ],
});

/**
 * The Help Directory's entries, for the editor's list of providers ("Seychelles Maritime Academy
 * (g4)"), read from content/help when the editor's configuration is written at build: an entry added
 * in the editor shows in the list once the site has been rebuilt.
 */
function providerChoices(helpDir = path.resolve("content/help")): { label: string; value: string }[] {
  const choices: { label: string; value: string }[] = [];
  for (const tab of ["government", "private"]) {
    let names: string[] = [];
    try {
      names = readdirSync(path.join(helpDir, tab));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => /^[^.]+\.ya?ml$/.test(n))) {
      const source = readFileSync(path.join(helpDir, tab, name), "utf8");
      const id = /^id:\s*(\S+)/m.exec(source)?.[1];
      const entry = /^name:\s*(.+)$/m.exec(source)?.[1];
      if (id && entry) choices.push({ label: `${entry.trim()} (${id})`, value: id });
    }
  }
  return choices.toSorted((a, b) => a.label.localeCompare(b.label, "en"));
}

/** A course's page as its route's loader gives it: the course with its provider's entry, judged on `buildDay`. */
export function coursePage(course: Course, help: readonly HelpLike[], buildDay = buildSeychellesDay()): CoursePage {
  const entry = help.find((candidate) => candidate.id === course.provider);
  const provider = {
    id: course.provider,
    name: entry?.name ?? course.provider,
    category: entry?.category === "private" ? ("private" as const) : ("government" as const),
    ...(entry?.contact ?? { address: "", phone: "", email: "", website: "" }),
  };
  return {
    ...course,
    provider,
    ...(hasStarted(course, buildDay) ? { startedAtBuild: true as const } : {}),
  };
}

/** How a list orders courses: by next start; rolling ones after; those already started last. */
const startOrder = (card: CourseCard) =>
  card.startedAtBuild ? `2${card.starts ?? ""}` : card.starts === undefined ? "1" : `0${card.starts}`;

/**
 * The list of courses, judged on `buildDay`: each course's card with its provider's name and its
 * fields (`areas`, worked out from what it teaches: courseAreasIn), and the filters' choices.
 */
export function courseListPage(
  list: readonly Course[],
  help: readonly HelpLike[],
  areas: ReadonlyMap<string, CourseArea[]>,
  buildDay = buildSeychellesDay(),
): CourseListPage {
  const cards = list
    .map((course) =>
      courseCard(
        course,
        help.find((entry) => entry.id === course.provider)?.name ?? course.provider,
        areas.get(course.id) ?? [],
        buildDay,
      ),
    )
    .toSorted((a, b) => startOrder(a).localeCompare(startOrder(b)) || a.title.localeCompare(b.title, "en"));
  const islandCounts = new Map<string, number>();
  for (const card of cards)
    islandCounts.set(islandOf(card.location), (islandCounts.get(islandOf(card.location)) ?? 0) + 1);
  return {
    courses: cards,
    buildDay,
    areas: COURSE_AREAS.filter((area) => cards.some((card) => card.areas.includes(area))),
    islands: [...islandCounts]
      .toSorted(([a, x], [b, y]) => y - x || a.localeCompare(b, "en"))
      .map(([island]) => island),
    providers: [...new Map(cards.map((card) => [card.provider, card.providerName]))].map(([id, name]) => ({
      id,
      name,
    })),
  };
}

export { courseCard };

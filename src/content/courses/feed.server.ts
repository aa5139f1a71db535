/*
 * The Atom feed of each language's courses (/training/feed.xml, /fr/…, /crs/…), written by the build
 * as a file of the courses collection (collection.server.ts, `emits`), not by a route: every route
 * adds to the list of routes each page loads, and the home page has no bytes to spare.
 *
 * A course file has no day it was posted (staff write only what the course is), so the feed takes
 * the days from the repository's history, where every save from the editor is a commit: a course
 * is new on the day its English file was first committed, and updated on the last day any of its
 * three files changed, each a day in Seychelles. A file not yet committed (a build of work in
 * progress) is new on the day of the build. Node only.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { formatDay } from "../../i18n/dates.mjs";
import { formatLocale, localizePath, type Locale } from "../../i18n/locales.ts";
import { seychellesToday } from "../../lib/seychelles-date.ts";
import { escapeXml } from "../../lib/xml.ts";
import { catalogueMessage } from "../engine/messages.server.ts";
import { hasStarted } from "./course-card.ts";
import { coursePagePath, coursesFeedPath, TRAINING_SECTION, type Course } from "./pages.ts";

/** The days a course file was first committed and last changed (YYYY-MM-DD, in Seychelles). */
export type FileDays = { added: string; changed: string };

/**
 * Each file's days, by its name (no folder), from `git log --format=%x00%ct --name-only` (newest
 * commit first, a NUL and the commit's time in seconds before the names it touched). The same name
 * in several commits: the newest is when it changed, the oldest when it was added.
 */
export function fileDaysFromGitLog(log: string): Map<string, FileDays> {
  const days = new Map<string, FileDays>();
  for (const commit of log.split("\0").slice(1)) {
    const [time, ...names] = commit.split("\n");
    const seconds = Number(time);
    if (!Number.isFinite(seconds) || seconds <= 0) continue;
    const day = seychellesToday(seconds * 1000);
    for (const name of names.map((line) => line.trim()).filter(Boolean)) {
      const base = path.posix.basename(name);
      const known = days.get(base);
      // Newest first: the first commit seen is the last change, and each older one moves 'added' back.
      days.set(base, known ? { added: day, changed: known.changed } : { added: day, changed: day });
    }
  }
  return days;
}

/** The days of every file in `folder`, from git; none when the folder is not in a repository, or git is missing. */
export function fileDaysIn(folder: string): Map<string, FileDays> {
  try {
    const log = execFileSync("git", ["log", "--no-renames", "--format=%x00%ct", "--name-only", "--", "."], {
      cwd: folder,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 32 * 1024 * 1024,
    });
    return fileDaysFromGitLog(log);
  } catch {
    return new Map();
  }
}

/**
 * A course's days from its three files' (`<id>-<slug>.yaml`, `.fr.yaml`, `.crs.yaml`): new when its
 * English file was first committed, changed when any of the three last was; `today` for what git
 * does not know.
 */
export function courseDays(course: Pick<Course, "id" | "slug">, days: ReadonlyMap<string, FileDays>, today: string) {
  const stem = `${course.id}-${course.slug}`;
  const english = days.get(`${stem}.yaml`);
  const added = english?.added ?? today;
  const changed = [english, days.get(`${stem}.fr.yaml`), days.get(`${stem}.crs.yaml`)]
    .map((file) => file?.changed ?? added)
    .reduce((latest, day) => (day > latest ? day : latest), added);
  return { added, changed };
}

/** A day as Atom's date and time: midnight in Seychelles (UTC+4). */
const atomDate = (day: string) => `${day}T00:00:00+04:00`;

/** What the feed says of a course beside its title: who runs it, where, how long, the cost and the next start. */
type FeedCourse = Course & { providerName: string };

const message = (locale: Locale, key: string, inputs: Record<string, string> = {}) =>
  catalogueMessage("training", locale, key, inputs);

/** "Free", or "SCR 1,500" in the language's way of writing numbers. */
function costIn(cost: number, locale: Locale): string {
  if (cost === 0) return message(locale, "training_cost_free");
  const amount = new Intl.NumberFormat(formatLocale[locale], { maximumFractionDigits: 0 }).format(cost);
  return message(locale, "training_cost_scr", { amount });
}

/** The course's facts in one line: "Seychelles Maritime Academy · Providence, Mahé · 5 days · Free · Starts 12 January 2027". */
export function courseFeedSummary(course: FeedCourse, locale: Locale): string {
  const start =
    course.rolling === true || course.starts === undefined
      ? message(locale, "training_starts_rolling")
      : message(locale, "training_starts_on", { date: formatDay(course.starts, locale) });
  return [course.providerName, course.location, course.length, costIn(course.cost, locale), start].join(" · ");
}

/**
 * This language's courses as an Atom feed (RFC 4287), newest first: each course's title, page, the
 * day it was listed and last changed, its provider, its facts as the summary and its description.
 * A course whose next start had passed on `today` (the build's day) and that is not rolling is left
 * out, as a closed job is left out of the jobs' feed: a feed tells of what one can still join.
 */
export function coursesAtomFeed(
  list: readonly FeedCourse[],
  days: ReadonlyMap<string, FileDays>,
  { locale, today, origin }: { locale: Locale; today: string; origin: string },
): string {
  const url = (sitePath: string) => origin + localizePath(sitePath, locale);
  const dated = list
    .filter((course) => !hasStarted(course, today))
    .map((course) => ({ course, ...courseDays(course, days, today) }))
    .toSorted(
      (a, b) =>
        b.added.localeCompare(a.added) ||
        b.changed.localeCompare(a.changed) ||
        a.course.title.localeCompare(b.course.title, "fr"),
    );
  const listUrl = url(TRAINING_SECTION);
  const entries = dated.map(({ course, added, changed }) => {
    const page = url(coursePagePath(course));
    return [
      "  <entry>",
      `    <title>${escapeXml(course.title)}</title>`,
      `    <id>${escapeXml(page)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
      `    <published>${atomDate(added)}</published>`,
      `    <updated>${atomDate(changed)}</updated>`,
      `    <author><name>${escapeXml(course.providerName)}</name></author>`,
      `    <summary>${escapeXml(courseFeedSummary(course, locale))}</summary>`,
      `    <content type="text">${escapeXml(course.description)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  // The feed changed when its newest entry did; with none, on the day it was written.
  const updated = dated.map((entry) => entry.changed).reduce((latest, day) => (day > latest ? day : latest), "");
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(`${message(locale, "training_list_title")} | ${SITE_NAME}`)}</title>`,
    `  <subtitle>${escapeXml(message(locale, "training_list_description"))}</subtitle>`,
    `  <id>${escapeXml(listUrl)}</id>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(coursesFeedPath))}"/>`,
    `  <updated>${atomDate(updated || today)}</updated>`,
    `  <author><name>${SITE_NAME}</name><uri>${escapeXml(url("/"))}</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** The foundation's name, as src/config/site.ts has it (which the build's Node code cannot import: it is the pages'). */
export const SITE_NAME = "Koudmen Seychelles Foundation";

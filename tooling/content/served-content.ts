// The content as the pages get it from the content plugin (./vite-plugin.ts): the checked items with
// the words of their dates and pay written in the build's language (./format-content.ts), a news
// photo's file name replaced by its sizes.
import { seychellesToday } from "../../src/lib/seychelles-date.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import type { EncodedImage } from "../images/responsive-image.ts";
import { formatAmount, formatDate } from "./format-content.ts";
import type { JobListingItem, ServedJobListing } from "./schemas/jobs.ts";
import type { NewsItemWithSlug, ServedNewsItem } from "./schemas/news.ts";

/**
 * A news item as the pages get it, with the words of its event's day ("14 June 2026") when it
 * announces one; the page decides on the device whether the event is still to come.
 */
export type ServedNews = ServedNewsItem & { eventDateText?: string };

/**
 * A listing as the pages get it, with the words of its closing day ("30 May 2026") when it has
 * one; the Job Matcher decides on the device whether it is still open.
 */
export type ServedJob = ServedJobListing & {
  closesText?: string;
  closedAtBuild?: true;
};

/** The news as the pages get it: a photo's file name replaced by its sizes and its words, the dates' words beside them. */
export function servedNews(
  items: readonly NewsItemWithSlug[],
  encoded: Map<string, EncodedImage>,
  locale: Locale,
): ServedNews[] {
  return items.map(({ photo, photo_alt, ...item }) => {
    const image = photo === undefined ? undefined : encoded.get(photo);
    const served: ServedNews = { ...item, dateText: formatDate(item.date, locale) };
    if (item.event_date !== undefined) served.eventDateText = formatDate(item.event_date, locale);
    return image && photo_alt !== undefined ? { ...served, photo: { ...image.image, alt: photo_alt } } : served;
  });
}

/** The listings as the pages get them: the posted and closing days' and the pay's words beside them. */
export function servedJobs(items: readonly JobListingItem[], locale: Locale): ServedJob[] {
  const buildDay = buildSeychellesDay();
  return items.map((item) => ({
    ...item,
    postedText: formatDate(item.posted, locale),
    ...(item.closes === undefined ? {} : { closesText: formatDate(item.closes, locale) }),
    ...(item.closes !== undefined && item.closes < buildDay ? { closedAtBuild: true as const } : {}),
    salaryText: { min: formatAmount(item.salary.min, locale), max: formatAmount(item.salary.max, locale) },
  }));
}

/** The day of the build in Seychelles, or BUILD_DAY (YYYY-MM-DD) when the build is told which day to assume. */
export function buildSeychellesDay(env: string | undefined = process.env.BUILD_DAY): string {
  if (env === undefined || env === "") return seychellesToday(Date.now());
  if (!/^\d{4}-\d{2}-\d{2}$/.test(env)) throw new Error(`BUILD_DAY must be a day such as 2026-05-20, not "${env}".`);
  return env;
}

// The content as the pages get it from the content plugin (./vite-plugin.ts): the checked items with
// the words of their dates and pay written in the build's language (./format-content.ts), a news
// photo's file name replaced by its sizes, and a listing's CV words served apart from it.
import { formatLocale, type Locale } from "../../src/i18n/locales.ts";
import type { EncodedImage, ResponsiveImage } from "../../src/content/engine/responsive-image.server.ts";
import { buildSeychellesDay, type JobListing } from "../../src/content/jobs/collection.server.ts";
import type { NewsItem } from "../../src/content/news/collection.server.ts";
import { formatAmount, formatDate, formatDayMonthYear } from "./format-content.ts";

type NewsPhoto = ResponsiveImage & { alt: string };
type ServedNewsItem = Omit<NewsItem, "photo" | "photo_alt"> & { photo?: NewsPhoto; dateText: string };
type JobListingItem = Omit<JobListing, "requirements"> & { requirements: { text: string; evidence: string[][] }[] };
type ServedJobListing = JobListingItem & { postedText: string; salaryText: { min: string; max: string } };

/**
 * A news item as the pages get it, with the words of its event's day ("14 June 2026") when it
 * announces one; the page decides on the device whether the event is still to come.
 */
export type ServedNews = ServedNewsItem & { eventDateText?: string };
export type { NewsPhoto };

/**
 * A listing as the pages get it, with the words of its closing day ("30 May 2026") when it has
 * one; the Job Matcher decides on the device whether it is still open.
 */
export type ServedJob = Omit<ServedJobListing, "requirements"> & {
  requirements: { text: string }[];
  closesText?: string;
  closedAtBuild?: true;
};

/** Each listing's requirements' evidence (the CV words), by the listing's id, in its requirements' order. */
export type JobEvidence = Record<string, JobListingItem["requirements"][number]["evidence"][]>;

export function jobEvidence(items: readonly JobListing[]): JobEvidence {
  return Object.fromEntries(items.map(({ id, requirements }) => [id, requirements.map(({ cv_words }) => cv_words)]));
}

/** The news as the pages get it: a photo's file name replaced by its sizes and its words, the dates' words beside them. */
export function servedNews(
  items: readonly NewsItem[],
  encoded: Map<string, EncodedImage>,
  locale: Locale,
): ServedNews[] {
  return items.map(({ photo, photo_alt, ...item }) => {
    const image = photo === undefined ? undefined : encoded.get(photo);
    const served: ServedNews = { ...item, dateText: formatDate(item.date, formatLocale[locale]) };
    if (item.event_date !== undefined) served.eventDateText = formatDayMonthYear(item.event_date, locale);
    return image && photo_alt !== undefined ? { ...served, photo: { ...image.image, alt: photo_alt } } : served;
  });
}

/** The listings as the pages get them: the posted and closing days' and the pay's words beside them. */
export function servedJobs(items: readonly JobListing[], locale: Locale): ServedJob[] {
  const intlLocale = formatLocale[locale];
  const buildDay = buildSeychellesDay();
  return items.map((item) => ({
    ...item,
    requirements: item.requirements.map(({ text }) => ({ text })),
    postedText: formatDate(item.posted, intlLocale),
    ...(item.closes === undefined ? {} : { closesText: formatDayMonthYear(item.closes, locale) }),
    ...(item.closes !== undefined && item.closes < buildDay ? { closedAtBuild: true as const } : {}),
    salaryText: { min: formatAmount(item.salary.min, intlLocale), max: formatAmount(item.salary.max, intlLocale) },
  }));
}

// The words the build draws on a news item's or a job listing's share card (og:image, see
// tooling/og-image), in the build's language: the same days, in the same words, as the pages show
// (src/i18n/dates.mjs), and the pages' own messages around them, read from their catalogues.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../src/i18n/locales.ts";
import { formatDate } from "./format-content.ts";
import type { JobListingItem } from "./schemas/jobs.ts";
import type { NewsItemWithSlug } from "./schemas/news.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** A message of a feature's catalogue in a language, its {placeholders} filled. */
function message(feature: string, locale: Locale, key: string, inputs: Record<string, string>): string {
  const file = path.join(root, "src/features", feature, "messages", `${locale}.json`);
  const text: unknown = JSON.parse(readFileSync(file, "utf8"))[key];
  if (typeof text !== "string") throw new Error(`${file} has no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => inputs[name] ?? whole);
}

/** The line under a news item's title: its event's day when it announces one ("Zour levennman: 5 Zilyet 2026"), else its date. */
export function newsShareCardLine(item: Pick<NewsItemWithSlug, "date" | "event_date">, locale: Locale): string {
  return item.event_date === undefined
    ? formatDate(item.date, locale)
    : message("news", locale, "news_event_day", { date: formatDate(item.event_date, locale) });
}

/**
 * The line under a listing's title: its employer and, while it is open on the day of the build, its
 * closing day ("Port Victoria Authority · I ferm le 30 Zen 2026"); else its employer and place.
 */
export function jobShareCardLine(
  listing: Pick<JobListingItem, "company" | "location" | "closes">,
  locale: Locale,
  buildDay: string,
): string {
  if (listing.closes === undefined || listing.closes < buildDay) return `${listing.company} · ${listing.location}`;
  const closes = message("job-matcher", locale, "jobs_closes_on", { date: formatDate(listing.closes, locale) });
  return `${listing.company} · ${closes}`;
}

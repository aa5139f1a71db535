import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";
import type { TimeAgo } from "./listing-time";

/*
 * The listings' dates in words, from the Job Matcher's own messages: no Intl.RelativeTimeFormat,
 * which would start the browser's ICU data (src/lib/numbers.ts). Plurals follow the page's
 * language (takesSingular: 1 in English, 0 and 1 in French and Kreol).
 */

type Counted = (inputs: { count: string }) => string;

function counted(count: number, one: Counted, other: Counted): string {
  const inputs = { count: formatNumber(count) };
  return takesSingular(count) ? one(inputs) : other(inputs);
}

const AGO: Record<Exclude<TimeAgo["unit"], "today" | "yesterday">, [Counted, Counted]> = {
  days: [m.jobs_posted_days_one, m.jobs_posted_days_other],
  weeks: [m.jobs_posted_weeks_one, m.jobs_posted_weeks_other],
  months: [m.jobs_posted_months_one, m.jobs_posted_months_other],
  years: [m.jobs_posted_years_one, m.jobs_posted_years_other],
};

/** "3 days ago", "yesterday", "1 year ago", in the page's language. */
export function timeAgoText(ago: TimeAgo): string {
  if (ago.unit === "today") return m.jobs_posted_today();
  if (ago.unit === "yesterday") return m.jobs_posted_yesterday();
  const [one, other] = AGO[ago.unit];
  return counted(ago.count, one, other);
}

/** "Closes in 2 days", "Closes tomorrow", "Closes today": a listing's last three days. */
export function daysLeftText(daysLeft: 0 | 1 | 2): string {
  if (daysLeft === 0) return m.jobs_closes_today();
  if (daysLeft === 1) return m.jobs_closes_tomorrow();
  return m.jobs_closes_in_days({ count: formatNumber(daysLeft) });
}

/** "1 listing has closed and is not shown.": what the results left out. */
export function closedLeftOutText(closedCount: number): string {
  return counted(closedCount, m.jobs_closed_left_out_one, m.jobs_closed_left_out_other);
}

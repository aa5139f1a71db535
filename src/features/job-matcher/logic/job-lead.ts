import { monthName, parseIsoDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { formatNumber } from "@/lib/numbers";
import type { JobListing } from "@/content/jobs/pages";
import type { ListingState } from "./listing-time";

/*
 * The line a shared job leads with, in this build's language: the pay and the closing day, the two
 * things that decide whether a friend opens the link, then the place. A job page's description and
 * previews (og:description, twitter:description), its share text and the jobs feed's summaries
 * all start with it: "SCR 8,500–11,000 a month · closes 30 May · Praslin".
 */

/** "SCR 8,500–11,000 a month", or "SCR 9,000 a month" when the lowest and highest pay are one. */
export function payText({ min, max }: JobListing["salary"]): string {
  return min === max
    ? m.jobs_lead_pay({ amount: formatNumber(min) })
    : m.jobs_lead_pay_range({ min: formatNumber(min), max: formatNumber(max) });
}

/**
 * A day as a lead line says it, short: "30 May", "30 mai" ("1er juin", no-break space), "30 Me";
 * with its year ("30 May 2027") only when it is not the year the listing went up, so a closing day
 * is never read as this year's when it is next year's.
 */
export function shortDayText(isoDate: string, postedIsoDate: string): string {
  const { year, month, day } = parseIsoDay(isoDate);
  const sameYear = year === parseIsoDay(postedIsoDate).year;
  const space = siteLocale === "fr" ? "\u00A0" : " ";
  const dayWord = siteLocale === "fr" && day === 1 ? "1er" : String(day);
  return [dayWord, monthName(month, siteLocale), ...(sameYear ? [] : [String(year)])].join(space);
}

/**
 * The lead line for a listing in a state (listing-time.ts): an open listing's pay, closing day (when
 * it has one) and place; a stale one's pay, place and "posted over 2 months ago", never a word that
 * calls it open; a closed one's pay, the day it closed and place.
 */
export function jobLeadText(
  job: Pick<JobListing, "salary" | "posted" | "closes" | "location">,
  state: ListingState,
): string {
  const day = job.closes === undefined ? undefined : shortDayText(job.closes, job.posted);
  const parts = [payText(job.salary)];
  if (day !== undefined)
    parts.push(state === "closed" ? m.jobs_lead_closed({ date: day }) : m.jobs_lead_closes({ date: day }));
  parts.push(job.location);
  if (state === "stale") parts.push(m.jobs_lead_stale());
  return parts.join(" · ");
}

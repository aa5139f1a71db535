import { Banknote, Briefcase, CalendarClock, CalendarDays, Globe, History } from "lucide-react";
import type { ReactNode } from "react";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { formatNumber } from "@/lib/numbers";
import type { JobListing, JobType } from "@/content/jobs/pages";
import { daysLeftToApply, postedAgo } from "../logic/listing-time";
import { daysLeftText, timeAgoText } from "../logic/time-words";

/*
 * What a listing's card in the Job Matcher and its own page both show: its facts (type, pay, posted,
 * source) and its closing day, each written here from the listing's own fields. `today` is the day in
 * Seychelles on the device, or null while the page hydrates (and at build): then the dates are shown
 * without "3 days ago" or "Closes tomorrow".
 */

/** The words for each kind of work a listing can offer (the jobs collection's JOB_TYPES). */
export const typeWords: Record<JobType, () => string> = {
  "Full-time": m.jobs_type_full_time,
  "Part-time": m.jobs_type_part_time,
  Contract: m.jobs_type_contract,
  Temporary: m.jobs_type_temporary,
  Internship: m.jobs_type_internship,
};

/** "SCR 9,000 – 12,000 per month", in the page's language. */
const salaryText = ({ min, max }: JobListing["salary"]) =>
  m.jobs_salary_per_month({ min: formatNumber(min), max: formatNumber(max) });

/** A listing's last day in words: "30 May 2026". */
export const closingDayText = (closes: string) => formatDay(closes, siteLocale);

/** "Closes 30 May 2026"; in the last three days "Closes in 2 days", "Closes tomorrow", "Closes today", marked. */
export function ClosingDay({ closes, today }: { closes: string; today: string | null }) {
  const daysLeft = today === null ? null : daysLeftToApply(closes, today);
  return (
    <p
      className={
        daysLeft === null
          ? "flex items-center gap-1.5 text-sm font-medium"
          : "flex w-fit items-center gap-1.5 rounded-md bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground"
      }
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {daysLeft === null ? m.jobs_closes_on({ date: closingDayText(closes) }) : daysLeftText(daysLeft)}
    </p>
  );
}

/**
 * A listing with no closing day posted over 2 months ago (listing-time.ts `isStale`): 'Posted over 2
 * months ago: check with the employer that it is still open'. On its page and its Job Matcher card.
 */
export function StaleNote() {
  return (
    <p className="flex items-start gap-2 rounded-md bg-accent px-3 py-2 font-semibold text-accent-foreground">
      <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {m.jobs_page_stale()}
    </p>
  );
}

/** The listing's type, pay, posted day (and how long ago) and source, as a description list. */
export function ListingFacts({
  job,
  today,
}: {
  job: Pick<JobListing, "type" | "salary" | "posted" | "source">;
  today: string | null;
}) {
  const ago = today === null ? null : postedAgo(job.posted, today);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      <Fact icon={<Briefcase aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_type()}>
        {typeWords[job.type]()}
      </Fact>
      <Fact icon={<Banknote aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_salary()}>
        {salaryText(job.salary)}
      </Fact>
      <Fact icon={<CalendarDays aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_posted()}>
        <time dateTime={job.posted}>{formatDay(job.posted, siteLocale)}</time>
        {ago && <span className="font-normal text-muted-foreground"> · {timeAgoText(ago)}</span>}
      </Fact>
      <Fact icon={<Globe aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_source()}>
        {job.source}
      </Fact>
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="pl-5.5 font-medium">{children}</dd>
    </div>
  );
}

import { Banknote, Briefcase, CalendarClock, CalendarDays, Globe } from "lucide-react";
import type { ReactNode } from "react";
import * as m from "@/i18n/messages";
import type { JobListing } from "../data/job-listings";
import { daysLeftToApply, postedAgo } from "../logic/listing-time";
import { daysLeftText, timeAgoText } from "../logic/time-words";

/*
 * What a listing's card in the Job Matcher and its own page both show: its facts (type, pay, posted,
 * source) and its closing day. `today` is the day in Seychelles on the device, or null while the
 * page hydrates (and at build): then the dates are shown without "3 days ago" or "Closes tomorrow".
 */

/** "Closes 30 May 2026"; in the last three days "Closes in 2 days", "Closes tomorrow", "Closes today", marked. */
export function ClosingDay({
  closesText,
  closes,
  today,
}: {
  closesText: string;
  closes?: string;
  today: string | null;
}) {
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
      {daysLeft === null ? m.jobs_closes_on({ date: closesText }) : daysLeftText(daysLeft)}
    </p>
  );
}

/** The listing's type, pay, posted day (and how long ago) and source, as a description list. */
export function ListingFacts({ job, today }: { job: JobListing; today: string | null }) {
  const ago = today === null ? null : postedAgo(job.postedIso, today);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      <Fact icon={<Briefcase aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_type()}>
        {job.type}
      </Fact>
      <Fact icon={<Banknote aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_salary()}>
        {job.salary}
      </Fact>
      <Fact icon={<CalendarDays aria-hidden="true" className="size-4 shrink-0" />} label={m.jobs_fact_posted()}>
        <time dateTime={job.postedIso}>{job.posted}</time>
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

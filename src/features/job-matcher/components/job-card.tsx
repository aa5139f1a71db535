import { Banknote, Briefcase, CalendarClock, CalendarDays, Globe, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import * as m from "@/i18n/messages";
import type { JobListing } from "../data/job-listings";
import { daysLeftToApply, postedAgo } from "../logic/listing-time";
import type { CvWords } from "../logic/match-requirements";
import { matchTier, type MatchTier } from "../logic/match-tier";
import type { CvReading } from "../logic/scan-state";
import { daysLeftText, timeAgoText } from "../logic/time-words";
import { CvFindings } from "./cv-findings";

/*
 * The card border for each tier of spec §9. The theme's own secondary (#d7f0ee) and muted
 * (#f1f5f7) are pale fills that look alike, and no border at all against white, so the middle
 * tier takes a strong lagoon teal and the lowest the theme's plain grey border: three tiers that
 * differ in hue and in lightness (dark blue, bright teal, light grey), so they stay apart for
 * colour-blind visitors too. `!` because cn() has no tailwind-merge to drop the Card's own
 * border-border, and which of two colour utilities wins would otherwise depend on CSS order.
 */
const borderClass: Record<MatchTier["border"], string> = {
  primary: "border-primary!",
  secondary: "border-teal-500!",
  muted: "border-border!",
};

type Props = {
  job: JobListing;
  reading: CvReading | null;
  cv: CvWords | null;
  /** The day in Seychelles the results were ranked on, for "3 days ago" and "Closes in 2 days". */
  today: string;
};

export function JobCard({ job, reading, cv, today }: Props) {
  const tier = matchTier(job.match);
  const titleId = `job-${job.id}-title`;
  const ago = postedAgo(job.postedIso, today);
  return (
    <Card
      aria-labelledby={titleId}
      data-border-tier={tier.border}
      className={`h-full border-2 ${borderClass[tier.border]}`}
    >
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h3" id={titleId} className="text-xl">
            {job.title}
          </CardTitle>
          <Badge variant={tier.badge} size="lg" className="mt-0.5">
            {m.jobs_match_badge({ match: job.match })}
          </Badge>
        </div>
        <CardDescription size="lg">
          <span className="font-medium text-foreground">{job.company}</span>
          <span className="mt-1 flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{m.jobs_location_label()} </span>
            {job.location}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {job.closesText !== undefined && <ClosingDay closesText={job.closesText} closes={job.closes} today={today} />}
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
        <CvFindings requirements={job.requirements} reading={reading} cv={cv} />
        <p className="text-sm">{job.description}</p>
      </CardContent>
      <CardFooter>
        <ExternalLink
          href={job.url}
          aria-describedby={titleId}
          className={buttonVariants({ className: "w-full sm:w-auto" })}
        >
          {m.jobs_apply()}
        </ExternalLink>
      </CardFooter>
    </Card>
  );
}

/** "Closes 30 May 2026"; in the last three days "Closes in 2 days", "Closes tomorrow", "Closes today", marked. */
function ClosingDay({ closesText, closes, today }: { closesText: string; closes?: string; today: string }) {
  const daysLeft = daysLeftToApply(closes, today);
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

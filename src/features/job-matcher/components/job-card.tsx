import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { jobPagePath } from "@/content/jobs/pages";
import * as m from "@/i18n/messages";
import type { JobListing } from "@/content/jobs/pages";
import type { ListingMatch } from "@/matching/score";
import { coursesForRequirement, type CourseSuggestions } from "../logic/course-suggestions";
import { isStale } from "../logic/listing-time";
import { matchTier, type MatchTier } from "../logic/match-tier";
import type { CvReading } from "../logic/scan-state";
import { CvFindings } from "./cv-findings";
import { KeepJob } from "./keep-job";
import { ClosingDay, ListingFacts, StaleNote } from "./listing-facts";

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
  /** This CV's figure for the listing and its reasons; null until a CV is read and matched. */
  match: ListingMatch | null;
  /** The figure the badge shows: this CV's, or the spec's sample one when no text could be read; null: none. */
  figure: number | null;
  /** The day in Seychelles the results were ranked on, for "3 days ago" and "Closes in 2 days". */
  today: string;
  /** The courses suggested under the listings' requirements, once fetched (null: none shown). */
  courses?: CourseSuggestions | null;
};

export function JobCard({ job, reading, match, figure, today, courses = null }: Props) {
  const tier: MatchTier = figure === null ? { badge: "secondary", border: "muted" } : matchTier(figure);
  const titleId = `job-${job.id}-title`;
  return (
    <Card
      aria-labelledby={titleId}
      data-border-tier={tier.border}
      className={`h-full border-2 ${borderClass[tier.border]}`}
    >
      <CardHeader>
        {/*
         * The badge sits beside the title while the title's longest word fits beside it, and goes
         * below otherwise: the title grows from nothing but never shrinks under its longest word
         * (wrap-break-word, where the Card's wrap-anywhere would let it), so a narrow phone shows
         * "Réceptionniste" whole rather than "Réception" and "niste" on two lines. max-w-full still
         * breaks a word too long for the whole card.
         */}
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <CardTitle as="h3" id={titleId} size="lg" className="max-w-full flex-[1_1_0%] wrap-break-word">
            <Link to={jobPagePath(job.slug)} className="underline-offset-4 hover:underline focus-visible:underline">
              {job.title}
            </Link>
          </CardTitle>
          {figure !== null && (
            <Badge variant={tier.badge} size="lg" className="mt-0.5">
              {m.jobs_match_badge({ match: figure })}
            </Badge>
          )}
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
        {job.closes !== undefined && <ClosingDay closes={job.closes} today={today} />}
        {isStale(job, today) && <StaleNote />}
        <ListingFacts job={job} today={today} />
        <CvFindings
          requirements={job.requirements}
          reading={reading}
          match={match}
          courses={job.requirements.map((_, index) => coursesForRequirement(courses, job.id, index))}
          today={today}
        />
        <p className="text-sm">{job.description}</p>
      </CardContent>
      <CardFooter>
        <div className="flex w-full flex-col gap-4 sm:items-start">
          <ExternalLink
            href={job.url}
            aria-describedby={titleId}
            className={buttonVariants({ className: "w-full sm:w-auto" })}
          >
            {m.jobs_apply()}
          </ExternalLink>
          <KeepJob listing={job} titleId={titleId} />
        </div>
      </CardFooter>
    </Card>
  );
}

import { CalendarX2, CircleAlert, CircleCheck, FileX2, MapPin, MessageCircleQuestion, Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button, buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { jobPagePath } from "@/content/jobs/pages";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import {
  appliedDayProblem,
  findJob,
  markApplied,
  refreshSnapshots,
  removeJob,
  restoreJob,
  setAppliedDay,
  unmarkApplied,
  type ListingSnapshot,
  type MyJob,
} from "@/lib/my-jobs";
import { cn } from "@/lib/cn";
import { formatNumber } from "@/lib/numbers";
import { useHydrated } from "@/lib/use-hydrated";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { useMyJobs, type ChangeOutcome } from "../hooks/use-my-jobs";
import { OPEN_JOBS_PATH } from "../logic/job-paths";
import { followUpDays, listingStanding, myJobsInOrder, type MyJobsListing } from "../logic/my-job-state";
import { outcomeText, PressedButton } from "./keep-job";
import { ClosingDay, closingDayText, StaleNote } from "./listing-facts";

type Change = ReturnType<typeof useMyJobs>["change"];

/** What the page does when a job changes: the words for the status line, and where focus goes next. */
type Report = (outcome: ChangeOutcome, done: (jobs: MyJob[]) => string, focusId?: string) => void;

const dayText = (day: string) => formatDay(day, siteLocale);
const titleIdOf = (job: MyJob) => `my-job-${job.id}-title`;
const appliedIdOf = (job: MyJob) => `my-job-${job.id}-applied`;
const PUT_BACK_ID = "my-jobs-put-back";

/**
 * /my-jobs: the jobs this person saved or applied to, kept on this phone (src/lib/my-jobs.ts). The
 * prerendered page says what it is for and that the list lives on the phone; the list itself is
 * read once the page runs. Each job shows where its listing stands today, by the site's own rules
 * and listings (a listing gone from the site shows what was saved of it, never a link to a missing
 * page), and, two weeks after 'I applied', that it is time to follow up and how to reach the employer.
 */
export function MyJobsPage({ listings }: { listings: readonly MyJobsListing[] }) {
  const hydrated = useHydrated();
  const today = useSeychellesToday();
  const { read, change } = useMyJobs();
  const [said, setSaid] = useState("");
  const [removed, setRemoved] = useState<{ job: MyJob; index: number } | null>(null);
  // Where focus goes once the list has changed on screen: an entry that moved or came back, 'Put it back'.
  const focusNext = useRef<string | null>(null);
  const byId = useMemo(() => new Map(listings.map((listing) => [listing.id, listing])), [listings]);

  // What is kept of each listing follows the site's, so one removed later is remembered as it last was.
  const jobs = read.ok ? read.jobs : null;
  useEffect(() => {
    if (jobs && jobs.length > 0) change((stored) => refreshSnapshots(stored, listings));
  }, [jobs, listings, change]);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const report: Report = (outcome, done, nextFocus) => {
    setSaid(outcomeText(outcome, done));
    if (outcome.ok && nextFocus) focusNext.current = nextFocus;
  };

  const remove = (job: MyJob) => {
    const index = jobs?.indexOf(job) ?? 0;
    const outcome = change((stored) => removeJob(stored, job.id));
    setSaid(outcomeText(outcome, () => m.myjobs_removed_status({ title: job.listing.title })));
    if (!outcome.ok) return;
    setRemoved({ job, index });
    // The entry is gone: focus goes to the way to put it back.
    focusNext.current = PUT_BACK_ID;
  };

  const putBack = () => {
    if (!removed) return;
    const { job, index } = removed;
    const outcome = change((stored) => restoreJob(stored, job, index));
    setRemoved(null);
    report(outcome, () => "", titleIdOf(job));
  };

  const shown = hydrated && today !== null;
  const { applied, saved } = myJobsInOrder(jobs ?? []);
  const entry = (job: MyJob) => (
    <li key={job.id}>
      <MyJobEntry
        job={job}
        listing={byId.get(job.id)}
        today={today!}
        change={change}
        report={report}
        onRemove={remove}
      />
    </li>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 md:py-14">
      <PageHeader title={m.myjobs_title()} subtitle={m.myjobs_intro()} />
      <noscript>
        <p className="mt-6 rounded-md border border-border bg-muted px-4 py-3">{m.myjobs_noscript()}</p>
      </noscript>

      <div className={cn("flex flex-wrap items-center gap-x-4 gap-y-2", (said || removed) && "mt-6")}>
        <p role="status" className="font-medium">
          {said}
        </p>
        {removed && (
          <Button id={PUT_BACK_ID} variant="outline" onClick={putBack}>
            {m.myjobs_put_back()}
          </Button>
        )}
      </div>

      {shown && !read.ok && <Problem>{m.myjobs_problem_blocked()}</Problem>}
      {shown && read.ok && read.unreadable > 0 && <Problem>{m.myjobs_unreadable()}</Problem>}

      {shown && jobs !== null && jobs.length === 0 && (
        <div className="mt-4 flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="max-w-md text-lg">{m.myjobs_empty()}</p>
          <Link to={OPEN_JOBS_PATH} className={buttonVariants({ variant: "outline" })}>
            {m.jobs_page_open_jobs()}
          </Link>
        </div>
      )}
      {shown && applied.length > 0 && <JobGroup title={m.myjobs_applied_heading()}>{applied.map(entry)}</JobGroup>}
      {shown && saved.length > 0 && <JobGroup title={m.myjobs_saved_heading()}>{saved.map(entry)}</JobGroup>}

      <p className="mt-10 max-w-2xl text-muted-foreground">{m.myjobs_file_note()}</p>
      <Link to={paths.cvBuilder.path} className={textLinkVariants({ className: "font-medium" })}>
        {m.myjobs_file_link()}
      </Link>
    </div>
  );
}

function JobGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">{children}</ul>
    </section>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 font-medium">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      {children}
    </p>
  );
}

/** One saved or applied job: what it is, where its listing stands, its day, the follow-up, its buttons. */
function MyJobEntry({
  job,
  listing,
  today,
  change,
  report,
  onRemove,
}: {
  job: MyJob;
  /** The site's listing now; undefined when it has been removed. */
  listing: MyJobsListing | undefined;
  today: string;
  change: Change;
  report: Report;
  onRemove: (job: MyJob) => void;
}) {
  const titleId = titleIdOf(job);
  const standing = listingStanding(listing, today);
  const known: ListingSnapshot = listing ?? job.listing;
  const followUp = followUpDays(job, today);

  const toggleApplied = () =>
    job.appliedOn === undefined
      ? report(
          change((jobs, day, now) => markApplied(jobs, { ...known, id: job.id, slug: job.slug }, day, now)),
          (jobs) => m.myjobs_applied_day_changed({ date: dayText(findJob(jobs, job.id)!.appliedOn!) }),
          appliedIdOf(job),
        )
      : report(
          change((jobs, _day, now) => unmarkApplied(jobs, job.id, now)),
          () => m.myjobs_unapplied_status(),
          appliedIdOf(job),
        );

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm wrap-anywhere"
    >
      <h3 id={titleId} tabIndex={-1} className="text-xl font-semibold outline-none">
        {listing ? (
          <Link
            to={jobPagePath(listing.slug)}
            className="inline-block py-0.5 underline underline-offset-4 hover:no-underline"
          >
            {known.title}
          </Link>
        ) : (
          known.title
        )}
      </h3>
      <p className="mt-1 font-medium">{known.company}</p>
      <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{m.jobs_location_label()} </span>
        {known.location}
      </p>

      <div className="mt-4 flex flex-col gap-3">
        <Standing standing={standing} snapshot={job.listing} today={today} />
        {job.appliedOn === undefined ? (
          <p className="text-sm text-muted-foreground">{m.myjobs_saved_on({ date: dayText(job.savedOn) })}</p>
        ) : (
          // Keyed by the day, so a day changed elsewhere (another tab, 'Open CV file') refills the field.
          <AppliedDay key={job.appliedOn} job={job} today={today} change={change} report={report} />
        )}
        {followUp !== null && <FollowUp days={followUp} listing={known} titleId={titleId} />}
      </div>

      <div className="mt-4 flex flex-wrap gap-3">
        <PressedButton
          id={appliedIdOf(job)}
          pressed={job.appliedOn !== undefined}
          icon={<Send aria-hidden="true" />}
          pressedIcon={<CircleCheck aria-hidden="true" />}
          aria-describedby={titleId}
          onClick={toggleApplied}
        >
          {m.myjobs_applied_button()}
        </PressedButton>
        <Button
          variant="outline"
          aria-label={m.myjobs_remove_named({ title: known.title })}
          onClick={() => onRemove(job)}
        >
          {m.myjobs_remove()}
        </Button>
      </div>
    </article>
  );
}

/** Where the listing stands today, in the words its card and page use. */
function Standing({
  standing,
  snapshot,
  today,
}: {
  standing: ReturnType<typeof listingStanding>;
  snapshot: ListingSnapshot;
  today: string;
}) {
  switch (standing.kind) {
    case "removed":
      return (
        <div className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2">
          <FileX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{m.myjobs_removed()}</p>
            {snapshot.closes !== undefined && (
              <p className="mt-1 text-sm">{m.myjobs_removed_closes({ date: closingDayText(snapshot.closes) })}</p>
            )}
          </div>
        </div>
      );
    case "closed":
      return (
        <p className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2 font-semibold">
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {m.jobs_page_closed({ date: closingDayText(standing.closes) })}
        </p>
      );
    case "closing":
      return <ClosingDay closes={standing.closes} today={today} />;
    case "stale":
      return <StaleNote />;
    case "open":
      return standing.closes === undefined ? (
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {m.myjobs_open()}
        </p>
      ) : (
        <ClosingDay closes={standing.closes} today={today} />
      );
  }
}

/**
 * The day the person applied, which they can change: a date field, today or before, kept when it
 * is left (so typing a year digit by digit never keeps year 2), with what was wrong under it.
 */
function AppliedDay({ job, today, change, report }: { job: MyJob; today: string; change: Change; report: Report }) {
  const id = useId();
  const errorId = useId();
  const [value, setValue] = useState(job.appliedOn ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  const keep = () => {
    if (value === job.appliedOn) return setProblem(null);
    const wrong = appliedDayProblem(value, today);
    if (wrong) return setProblem(wrong === "future" ? m.myjobs_applied_day_future() : m.myjobs_applied_day_empty());
    setProblem(null);
    report(
      change((jobs, _day, now) => setAppliedDay(jobs, job.id, value, now)),
      () => m.myjobs_applied_day_changed({ date: dayText(value) }),
    );
  };

  return (
    <div className="flex flex-col gap-1.5">
      {job.appliedOn !== undefined && (
        <p className="text-sm text-muted-foreground">{m.myjobs_applied_on({ date: dayText(job.appliedOn) })}</p>
      )}
      <label htmlFor={id} className="text-sm font-medium">
        {m.myjobs_applied_day_label()}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={today}
        required
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : errorId}
        onChange={(event) => setValue(event.target.value)}
        onBlur={keep}
        onKeyDown={(event) => {
          if (event.key === "Enter") keep();
        }}
        className="h-11 w-full max-w-56 rounded-md border border-input bg-background px-3 text-base text-foreground aria-invalid:border-destructive"
      />
      {problem !== null && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Two weeks after applying: time to follow up, and how to reach the employer, as the listing says. */
function FollowUp({ days, listing, titleId }: { days: number; listing: ListingSnapshot; titleId: string }) {
  return (
    <div className="rounded-md border-l-4 border-primary bg-secondary px-4 py-3 text-secondary-foreground">
      <p className="flex items-center gap-2 font-semibold">
        <MessageCircleQuestion aria-hidden="true" className="size-5 shrink-0" />
        {m.myjobs_follow_up_title()}
      </p>
      <p className="mt-1">{m.myjobs_follow_up({ count: formatNumber(days) })}</p>
      {listing.how_to_apply !== undefined && (
        <>
          <p className="mt-3 text-sm font-semibold">{m.jobs_page_how_to_apply()}</p>
          <p className="mt-0.5 text-sm">{listing.how_to_apply}</p>
        </>
      )}
      {listing.url !== undefined && (
        <ExternalLink
          href={listing.url}
          aria-describedby={titleId}
          className={textLinkVariants({ className: "font-medium" })}
        >
          {m.myjobs_listing_link()}
        </ExternalLink>
      )}
    </div>
  );
}

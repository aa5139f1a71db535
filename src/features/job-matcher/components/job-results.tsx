import { CalendarX2, FileText, LifeBuoy, ListChecks } from "lucide-react";
import { useId, type ReactNode, type Ref } from "react";
import { Link } from "react-router";
import { CourseSuggestions as CourseList } from "@/components/course-suggestions";
import { buttonVariants } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { JobListing } from "@/content/jobs/pages";
import { aroundLink } from "../logic/around-link";
import type { CourseForRequirement, CourseSuggestions } from "../logic/course-suggestions";
import { listingFigure } from "../logic/rank-jobs";
import type { CvMatch } from "@/matching/match-cv";
import type { CvReading } from "../logic/scan-state";
import { closedLeftOutText } from "../logic/time-words";
import { CvReadNote } from "./cv-read-note";
import { JobCard } from "./job-card";

type Props = {
  /** The open listings the search leaves, best match first. */
  shown: readonly JobListing[];
  /** How many listings had closed by `today` and were left out; all of them when `allClosed`. */
  closedCount: number;
  allClosed: boolean;
  /** The day in Seychelles the results were ranked on. */
  today: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The results heading, which takes focus when the results arrive. */
  headingRef: Ref<HTMLHeadingElement>;
  reading: CvReading | null;
  /** This CV's figures and reasons, once read and matched; null otherwise. */
  cvMatch: CvMatch | null;
  /** No open listing's figure reaches the one rule of what fits (src/matching/fits.ts). */
  nothingFits: boolean;
  /** The control that keeps this CV on the phone, composed by the route (job alerts). */
  keptCv?: ReactNode;
  /** The courses suggested under the listings' requirements, once fetched; null: none shown. */
  courses?: CourseSuggestions | null;
  /** When nothing fits yet: the courses that teach what the closest listings ask for (none: none shown). */
  closestCourses?: readonly CourseForRequirement[];
};

/**
 * The ranked open listings after a scan, with their search box, what closed, and the empty states.
 * When every listing has closed there is nothing to search: the results say so and point to the
 * CV Builder and the Help Directory.
 */
export function JobResults(props: Props) {
  const { closedCount, allClosed, query, onQueryChange, headingRef } = props;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {m.jobs_results_heading()}
        </h2>
        {!allClosed && (
          <SearchField
            label={m.jobs_search_label()}
            placeholder={m.jobs_search_placeholder()}
            value={query}
            onValueChange={onQueryChange}
            wrapperClassName="w-full md:max-w-sm"
          />
        )}
      </div>
      {allClosed ? <AllClosed /> : <RankedListings {...props} />}
      {!allClosed && closedCount > 0 && (
        <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarX2 aria-hidden="true" className="size-4 shrink-0" />
          {closedLeftOutText(closedCount)}
        </p>
      )}
    </section>
  );
}

/** The open listings the search leaves, or the spec's words when it leaves none. */
function RankedListings({ shown, reading, cvMatch, today, nothingFits, keptCv, courses, closestCourses }: Props) {
  const [noResultsBefore, noResultsAfter] = aroundLink(m.jobs_no_results);
  return (
    <>
      {nothingFits ? <NothingFitsYet keptCv={keptCv} courses={closestCourses ?? []} today={today} /> : null}
      <CvReadNote reading={reading} profile={cvMatch?.profile ?? null} />
      {!nothingFits && keptCv ? <div className="mt-6 max-w-2xl">{keptCv}</div> : null}
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {shown.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                reading={reading}
                match={cvMatch?.matches.get(job.id) ?? null}
                figure={listingFigure(job.id, cvMatch?.matches ?? null, reading?.status === "unreadable")}
                today={today}
                courses={courses}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-border px-4 py-12 text-center">
          <p className="mx-auto max-w-xl text-lg">
            {noResultsBefore}
            <Link
              to={paths.cvBuilder.path}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {m.jobs_cv_builder()}
            </Link>
            {noResultsAfter}
          </p>
        </div>
      )}
    </>
  );
}

const linkButton = buttonVariants({ variant: "outline", className: "w-full sm:w-auto" });

/**
 * No open listing fits the CV closely yet (the fisherman's CV against five office and hotel jobs):
 * said plainly first, with what she can do next: keep the CV, browse, find help, and the courses that
 * teach what the closest listings ask for. Every card is still below.
 */
function NothingFitsYet({
  keptCv,
  courses,
  today,
}: {
  keptCv?: ReactNode;
  courses: readonly CourseForRequirement[];
  today: string;
}) {
  const coursesId = useId();
  return (
    <div className="mt-6 max-w-3xl rounded-lg border border-dashed border-border p-4 md:p-6">
      <p className="text-lg font-semibold">{m.jobs_nothing_fits()}</p>
      {/* Keep the CV to hear of new jobs that fit it. */}
      {keptCv ? <div className="mt-4">{keptCv}</div> : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Link to={paths.jobs.path} className={linkButton}>
          <ListChecks aria-hidden="true" />
          {m.jobs_nothing_fits_browse()}
        </Link>
        <Link to={paths.help.path} className={linkButton}>
          <LifeBuoy aria-hidden="true" />
          {m.jobs_all_closed_help()}
        </Link>
      </div>
      <CourseList id={coursesId} label={m.jobs_nothing_fits_courses()} courses={courses} today={today} />
      <p className="mt-4 text-sm text-muted-foreground">{m.jobs_nothing_fits_below()}</p>
    </div>
  );
}

/** Every listing has closed: said plainly, with where to go next instead of an empty list. */
function AllClosed() {
  return (
    <div className="mt-6 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      <CalendarX2 aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />
      <p className="mx-auto mt-3 max-w-xl text-lg">{m.jobs_all_closed()}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.cvBuilder.path} className={linkButton}>
          <FileText aria-hidden="true" />
          {m.jobs_all_closed_cv_builder()}
        </Link>
        <Link to={paths.help.path} className={linkButton}>
          <LifeBuoy aria-hidden="true" />
          {m.jobs_all_closed_help()}
        </Link>
      </div>
    </div>
  );
}

import { Loader2, ShieldCheck } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { STORED_CV_PARAM, STORED_CV_PARAM_VALUE } from "@/lib/stored-cv";
import { forgetScanFindings, saveScanFindings, sessionStore } from "@/lib/scan-findings";
import { useHydrated } from "@/lib/use-hydrated";
import type { JobListing } from "@/content/jobs/pages";
import { fits } from "@/matching/fits";
import type { CvSource } from "@/matching/match-cv";
import { useCvScan } from "../hooks/use-cv-scan";
import { useStoredCv } from "../hooks/use-stored-cv";
import { coursesForClosest } from "../logic/course-suggestions";
import { filterJobs } from "../logic/filter-jobs";
import { jobTarget } from "../logic/job-target";
import { openListings } from "../logic/listing-time";
import { putFirst, rankListings } from "../logic/rank-jobs";
import { resultCountMessage, SCAN_MESSAGES } from "../logic/scan-messages";
import { closedLeftOutText } from "../logic/time-words";
import { CvUploadArea } from "./cv-upload-area";
import { JobResults } from "./job-results";
import { JobTargetNote } from "./job-target-note";

/** The CV a scan has read, as the page gives it to the control that can keep it on the phone. */
export type ScannedCv = {
  source: CvSource;
  /** Its name as the page shows it: the file's, or the CV Builder's. */
  name: string;
  /** The listings it was checked against. */
  knownIds: readonly string[];
};

type Props = {
  /** The listings, from content/jobs, in the page's language. */
  listings: readonly JobListing[];
  /** The address of the listings' match index, which the matcher fetches when a CV is chosen. */
  matchIndex: string;
  /** The address of the courses suggested under the listings' requirements, fetched with the matcher. */
  courseSuggestions?: string;
  /**
   * The control that keeps the CV on the phone (the route composes it from the job alerts), given
   * the CV the scan read, or null before a scan: shown once, under the scan before one, at the
   * start of the results after.
   */
  keptCv?: (scanned: ScannedCv | null) => ReactNode;
  /** Where the note of new jobs that fit a kept CV shows, under the page's intro. */
  note?: ReactNode;
};

/** /job-matcher: a CV read in the browser, and `listings` ranked for it. */
export function JobMatcherPage({ listings, matchIndex, courseSuggestions, keptCv, note }: Props) {
  const { state, matcher, courses, canScan, chooseFile, chooseStoredCv, refuse, setQuery, startScan } = useCvScan(
    listings,
    matchIndex,
    courseSuggestions,
  );
  const { storedCv, readStoredCv } = useStoredCv();
  const query = state.query;
  const reading = state.reading;
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const scanning = state.phase === "scanning";
  const scanned = state.phase === "scanned";
  const today = state.today;
  // This CV against every listing, on the day the scan finished: worked out on the device.
  const cvMatch = useMemo(() => {
    if (reading?.status !== "read" || !matcher || today === null) return null;
    const source =
      "stored" in reading
        ? { kind: "stored" as const, cv: reading.stored }
        : { kind: "text" as const, text: reading.text };
    return matcher.matchListings(source, today);
  }, [reading, matcher, today]);
  // Ranked by this CV's figures; when no text could be read, the spec's sample order.
  const ranked = useMemo(() => rankListings(listings, cvMatch?.matches ?? null), [listings, cvMatch]);
  // Only the listings still open on the day the scan finished (in Seychelles) are ranked and shown.
  const { open, closedCount } = today === null ? { open: ranked, closedCount: 0 } : openListings(ranked, today);
  // Opened from a job's page (/job-matcher?job=<slug>): the page names that listing at once, from
  // its own data, and it comes first in the results; a closed or unknown one is said so. The
  // prerendered page cannot know the query, so it waits for hydration.
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const deviceToday = useSeychellesToday();
  const target = useMemo(
    () => (deviceToday === null ? { kind: "none" as const } : jobTarget(listings, searchParams, deviceToday)),
    [deviceToday, listings, searchParams],
  );
  const targetNoteId = useId();
  const firstSlug = target.kind === "open" ? target.listing.slug : null;
  const shown = putFirst(filterJobs(open, query), firstSlug);
  const first = firstSlug !== null && shown[0]?.slug === firstSlug ? shown[0] : undefined;

  const chooseCvFromBuilder = useCallback(() => {
    // Read afresh: another tab may have changed or cleared it since the page loaded.
    const latest = readStoredCv();
    if (latest) chooseStoredCv(latest);
    else refuse(m.jobs_stored_cv_gone());
  }, [readStoredCv, chooseStoredCv, refuse]);

  // Opened from the CV Builder's 'Find jobs that match this CV' (/job-matcher?cv=builder): its CV is
  // chosen on arrival, as 'Use my CV from the CV Builder' chooses it, once.
  const fromBuilder = hydrated && searchParams.get(STORED_CV_PARAM) === STORED_CV_PARAM_VALUE;
  const choseFromBuilder = useRef(false);
  useEffect(() => {
    if (!fromBuilder || choseFromBuilder.current) return;
    choseFromBuilder.current = true;
    chooseCvFromBuilder();
  }, [fromBuilder, chooseCvFromBuilder]);

  // What this scan found for each listing, kept for this visit so the job's own page can say it too
  // (marks only, never the CV's words); a scan that read nothing leaves no findings of an earlier one.
  useEffect(() => {
    if (!scanned) return;
    if (cvMatch === null || today === null) forgetScanFindings(sessionStore());
    else saveScanFindings(sessionStore(), { day: today, courses: courseSuggestions, listings: cvMatch.matches });
  }, [scanned, cvMatch, today, courseSuggestions]);

  // The scan button is disabled while scanning, which drops the focus; the results take it.
  useEffect(() => {
    if (scanned) resultsHeading.current?.focus();
  }, [scanned]);

  // What the scan read, to keep on the phone: its text, or the CV Builder's CV with its sections.
  const fileName = state.file?.name;
  const scannedCv = useMemo((): ScannedCv | null => {
    if (reading?.status !== "read" || !scanned || fileName === undefined) return null;
    const source: CvSource =
      "stored" in reading ? { kind: "stored", cv: reading.stored } : { kind: "text", text: reading.text };
    return { source, name: fileName, knownIds: listings.map((listing) => listing.id) };
  }, [reading, scanned, fileName, listings]);
  // The best figure among the open listings under the one rule of what fits (src/matching/fits.ts):
  // under it, the results say first that nothing fits closely yet.
  const nothingFits = cvMatch !== null && !open.some((listing) => fits(cvMatch.matches.get(listing.id)?.figure ?? 0));
  // Then the courses that teach what the closest of them ask for.
  const closestCourses = nothingFits ? coursesForClosest(courses, open, cvMatch.matches) : [];

  const closedNote = closedCount > 0 ? ` ${closedLeftOutText(closedCount)}` : "";
  const firstNote = first ? ` ${m.jobs_first_status({ title: first.title })}` : "";
  const status = scanning
    ? SCAN_MESSAGES.scanning
    : scanned
      ? resultCountMessage(shown.length) + closedNote + firstNote
      : "";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold md:text-4xl">{m.jobs_title()}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{m.jobs_intro()}</p>
        <Link to={paths.jobs.path} className={textLinkVariants({ className: "font-medium" })}>
          {m.jobs_browse_all()}
        </Link>
        <p className="mt-4 flex gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.jobs_privacy()}
        </p>
      </header>
      {note}

      <div className="mt-8 max-w-2xl">
        <JobTargetNote id={targetNoteId} target={target} />
        <CvUploadArea
          file={state.file}
          refusal={state.refusal}
          describedBy={target.kind === "none" ? undefined : targetNoteId}
          onFile={chooseFile}
          onUseStoredCv={storedCv ? chooseCvFromBuilder : undefined}
        />
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button size="lg" disabled={!canScan} onClick={startScan} className="w-full sm:w-auto">
            {scanning && <Loader2 aria-hidden="true" className="animate-spin" />}
            {scanning ? m.jobs_scanning_button() : m.jobs_scan_button()}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
        </div>
        {!scanned && keptCv && <div className="mt-6">{keptCv(null)}</div>}
      </div>

      {scanned && today !== null && (
        <JobResults
          shown={shown}
          closedCount={closedCount}
          allClosed={open.length === 0}
          today={today}
          query={query}
          onQueryChange={setQuery}
          headingRef={resultsHeading}
          reading={reading}
          cvMatch={cvMatch}
          nothingFits={nothingFits}
          keptCv={keptCv?.(scannedCv)}
          courses={courses}
          closestCourses={closestCourses}
        />
      )}
      <LazyToaster />
    </div>
  );
}

import { CalendarX2, MapPin } from "lucide-react";
import { Link } from "react-router";
import { JsonLd } from "@/components/json-ld";
import { CheckItem, CheckList } from "@/components/check-list";
import { ShareControl } from "@/components/share-control";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { jobPagePath } from "@/content/jobs/pages";
import { jobMatcherWithJob, OPEN_JOBS_PATH } from "../logic/job-paths";
import { paths } from "@/config/paths";
import { pageTitle, site } from "@/config/site";
import * as m from "@/i18n/messages";
import { absoluteUrl } from "@/lib/share-meta";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import type { JobPage as JobListing } from "@/content/jobs/pages";
import { jobPostingData } from "../logic/job-posting-data";
import { jobLeadText } from "../logic/job-lead";
import { isOpen, staleNow } from "../logic/listing-time";
import { useScanFindings } from "../hooks/use-scan-findings";
import { requirementsFoundMessage } from "../logic/match-words";
import { RequirementItem } from "./cv-findings";
import { KeepJob } from "./keep-job";
import { ClosingDay, closingDayText, ListingFacts, StaleNote } from "./listing-facts";
import { textLinkVariants } from "@/components/ui/text-link";

const TITLE_ID = "job-page-title";
const REQUIREMENTS_ID = "job-page-requirements";

/**
 * The listing's requirements. After a CV scan in the Job Matcher during this visit, each is marked
 * as the scan found it, as on the listing's card: found, or not found with a way to add it to the
 * CV and, under it, where to learn it.
 */
function JobRequirements({ job, today }: { job: JobListing; today: string | null }) {
  const { findings, courses } = useScanFindings(job);
  if (findings === null)
    return (
      <CheckList className="mt-2 space-y-2 text-base">
        {job.requirements.map((requirement) => (
          <CheckItem key={requirement.text} mark="check">
            {requirement.text}
          </CheckItem>
        ))}
      </CheckList>
    );
  const found = findings.requirements.filter((mark) => mark.found).length;
  // A document asked when one is hired (a police clearance) is no requirement a CV could show.
  const documents = findings.requirements.filter((mark) => mark.document).length;
  const count = requirementsFoundMessage(found, job.requirements.length - documents);
  return (
    <>
      {count === null ? null : <p className="mt-1 text-sm text-muted-foreground">{count}</p>}
      <CheckList className="mt-2 space-y-2 text-base">
        {job.requirements.map((requirement, index) => (
          <RequirementItem
            key={requirement.text}
            id={`${REQUIREMENTS_ID}-${index}`}
            text={requirement.text}
            result={{ ...findings.requirements[index]!, evidence: [] }}
            courses={courses[index] ?? []}
            today={today}
          />
        ))}
      </CheckList>
    </>
  );
}

/**
 * A job listing's own page: everything its card in the Job Matcher shows, the requirements, how to
 * apply, 'Apply Now', a way to check a CV against it, and a way to share it. Whether it has closed
 * or gone stale is decided on the device (its day in Seychelles), as the Job Matcher decides: a
 * closed listing says so, offers no 'Apply Now', carries no JobPosting and leads to the open jobs; a
 * stale one (no closing day, posted over 60 days ago) says to check with the employer, keeps 'Apply
 * Now' and carries no JobPosting. The build already judges both on its own day (`closedAtBuild`,
 * `staleAtBuild`), so the prerendered HTML and the hydrating page agree; the device's day can only
 * add to what the build said.
 */
export function JobPage({ job }: { job: JobListing }) {
  const today = useSeychellesToday();
  const closed = job.closedAtBuild === true || (today !== null && !isOpen(job, today));
  const stale = !closed && staleNow(job, today);
  const url = absoluteUrl(jobPagePath(job.slug));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Link to={paths.jobs.path} className={textLinkVariants({ className: "font-medium" })}>
        <span aria-hidden="true">←</span>
        {m.jobs_page_all()}
      </Link>
      <article
        aria-labelledby={TITLE_ID}
        className="mt-6 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm wrap-anywhere md:p-8"
      >
        <h1 id={TITLE_ID} className="text-3xl font-bold leading-tight md:text-4xl">
          {job.title}
        </h1>
        <p className="mt-2 text-lg font-medium">{job.company}</p>
        <p className="mt-1 flex items-center gap-1.5 text-muted-foreground">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{m.jobs_location_label()} </span>
          {job.location}
        </p>
        {/* 'Save' and 'I applied' by the title, high on a phone's screen, where what they did shows. */}
        <KeepJob listing={job} titleId={TITLE_ID} className="mt-4" />
        <div className="mt-5 flex flex-col gap-4">
          {closed && job.closes !== undefined ? (
            <div className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2">
              <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <div>
                <p className="font-semibold">{m.jobs_page_closed({ date: closingDayText(job.closes) })}</p>
                <Link
                  to={OPEN_JOBS_PATH}
                  className={textLinkVariants({ className: "mt-1 inline-flex min-h-6 items-center font-medium" })}
                >
                  {m.jobs_page_open_jobs()}
                </Link>
              </div>
            </div>
          ) : (
            job.closes !== undefined && <ClosingDay closes={job.closes} today={today} />
          )}
          {stale && <StaleNote />}
          <ListingFacts job={job} today={today} />
        </div>
        <h2 className="mt-8 text-xl font-semibold">{m.jobs_page_about()}</h2>
        <p className="mt-2 leading-relaxed">{job.description}</p>
        <h2 id={REQUIREMENTS_ID} className="mt-8 text-xl font-semibold">
          {m.jobs_page_requirements()}
        </h2>
        <JobRequirements job={job} today={today} />
        {!closed && job.how_to_apply !== undefined && (
          <>
            <h2 className="mt-8 text-xl font-semibold">{m.jobs_page_how_to_apply()}</h2>
            <p className="mt-2 leading-relaxed">{job.how_to_apply}</p>
          </>
        )}
        {!closed && (
          // On a phone 'Apply Now' sticks to the bottom of the screen while the listing is read, and
          // settles in its place at the listing's end (so it never hides the page's last lines);
          // app.css keeps a focused element clear of it. `contents` lets it stick through the whole
          // card, not only this row.
          <div className="contents sm:mt-8 sm:flex sm:flex-row sm:gap-3">
            <div
              data-apply-bar=""
              className="sticky bottom-0 -mx-5 mt-8 border-t border-border bg-card px-5 py-3 shadow-[0_-4px_8px_-6px_rgb(15_31_46/0.25)] sm:static sm:m-0 sm:border-0 sm:p-0 sm:shadow-none"
            >
              <ExternalLink href={job.url} className={buttonVariants({ className: "w-full sm:w-auto" })}>
                {m.jobs_apply()}
              </ExternalLink>
            </div>
            <Link
              to={jobMatcherWithJob(job.slug)}
              className={buttonVariants({ variant: "outline", className: "mt-1 w-full sm:mt-0 sm:w-auto" })}
            >
              {m.jobs_page_check_cv()}
            </Link>
          </div>
        )}
      </article>
      <div className="mt-8">
        <ShareControl
          title={pageTitle(job.title)}
          // What the listing is, then its pay, closing day and place as the device sees it today:
          // "Hotel Receptionist, Four Seasons: SCR 8,500–11,000 a month · closes 30 May · Praslin".
          text={`${job.title}, ${job.company}: ${jobLeadText(job, closed ? "closed" : stale ? "stale" : "open")}`}
          url={url}
        />
      </div>
      {!closed && !stale && (
        <JsonLd
          data={jobPostingData({
            title: job.title,
            description: job.description,
            requirements: job.requirements.map((requirement) => requirement.text),
            posted: job.posted,
            ...(job.closes === undefined ? {} : { closes: job.closes }),
            type: job.type,
            company: job.company,
            location: job.location,
            salary: job.salary,
            id: job.id,
            siteName: site.name,
            url,
          })}
        />
      )}
    </div>
  );
}

import { CalendarX2, MapPin } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { FeedLink } from "@/components/feed-link";
import { PageHeader } from "@/components/page-header";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SearchField } from "@/components/ui/search-field";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { jobPagePath, jobsFeedPath } from "@/content/jobs/pages";
import type { JobListItem } from "@/content/jobs/job-list.server";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { cn } from "@/lib/cn";
import { formatNumber, takesSingular } from "@/lib/numbers";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { JOB_FILTERS_FORM_ID, useJobListFilters } from "../hooks/use-job-list-filters";
import { FILTER_PARAMS, filterListings, JOB_TYPE_CHOICES, PAY_STEPS, type PlaceGroup } from "../logic/job-list-filters";
import { openListings, staleNow } from "../logic/listing-time";
import { closedLeftOutText } from "../logic/time-words";
import { KeepJob } from "./keep-job";
import { ClosingDay, ListingFacts, StaleNote, typeWords } from "./listing-facts";

type Props = {
  /** The listings open on the day of the build, newest posted first, as their cards show them. */
  listings: readonly JobListItem[];
  /** The islands and places of `listings`, for the 'where' filter (placeGroups, run by the loader). */
  places: readonly PlaceGroup[];
  /** How many listings had closed by the day of the build (left out of `listings`). */
  closedAtBuild: number;
  /** Where the note of new jobs that fit a kept CV shows, under the page's intro. */
  note?: ReactNode;
};

/** "1 open job", "3 open jobs" (in French 0 and 1 take the singular). */
const countText = (count: number) =>
  takesSingular(count)
    ? m.jobs_list_count_one({ count: formatNumber(count) })
    : m.jobs_list_count_other({ count: formatNumber(count) });

/** Without JavaScript the list cannot be filtered (the pages are files): the form goes, the whole list stays. */
const FILTER_PANEL_ID = "job-filter-panel";
const noScriptStyles = `#${FILTER_PANEL_ID}{display:none}`;

/**
 * /jobs: every open listing, newest first, each card leading to its page, with filters a thumb can
 * work (where, the kind of work, the lowest pay, a search) kept in the address. The prerendered list
 * is the build's open listings; on the device, those closed since then are left out and counted,
 * as the Job Matcher does.
 */
export function JobListPage({ listings, places: groups, closedAtBuild, note }: Props) {
  const today = useSeychellesToday();
  const { open, closedCount } = today === null ? { open: listings, closedCount: 0 } : openListings(listings, today);
  const closed = closedAtBuild + closedCount;
  const { filters, setQuery, choose } = useJobListFilters(groups);
  const shown = filterListings(open, filters);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeader title={m.jobs_list_title()} subtitle={m.jobs_list_intro()} />
      <p className="mt-3 flex max-w-2xl flex-wrap gap-x-6 gap-y-2">
        <Link to={paths.jobMatcher.path} className={textLinkVariants({ className: "font-medium" })}>
          {m.jobs_list_matcher_link()}
        </Link>
        <FeedLink href={localizePath(jobsFeedPath, siteLocale)}>{m.jobs_feed_link()}</FeedLink>
      </p>
      {note}

      <noscript>
        <style>{noScriptStyles}</style>
        <p className="mt-6 text-muted-foreground">{m.jobs_list_noscript()}</p>
      </noscript>
      {/*
       * One form (the search box's) holds every filter, the selects joining it with their `form`
       * attribute: before the page's code has run, Enter sends them all to this page's address.
       */}
      <div
        id={FILTER_PANEL_ID}
        role="group"
        aria-label={m.jobs_list_filters_label()}
        className="mt-6 grid grid-cols-2 gap-3 rounded-lg border border-border bg-muted p-3 md:grid-cols-4 md:p-4"
      >
        <SearchField
          formId={JOB_FILTERS_FORM_ID}
          name={FILTER_PARAMS.q}
          label={m.jobs_search_label()}
          placeholder={m.jobs_search_placeholder()}
          enterKeyHint="search"
          value={filters.q}
          onValueChange={setQuery}
          wrapperClassName="col-span-2 self-end md:col-span-1"
        />
        <Field label={m.jobs_list_where()} className="col-span-2 md:col-span-1">
          {(id) => (
            <Select
              id={id}
              name={FILTER_PARAMS.where}
              value={filters.where}
              onChange={(event) => choose({ where: event.target.value })}
            >
              <option value="">{m.jobs_list_where_any()}</option>
              {groups.map((group) => (
                <optgroup key={group.island} label={group.island}>
                  <option value={group.island}>{m.jobs_list_where_island({ island: group.island })}</option>
                  {group.places.map((place) => (
                    <option key={place} value={place}>
                      {place}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m.jobs_fact_type()}>
          {(id) => (
            <Select
              id={id}
              name={FILTER_PARAMS.type}
              value={filters.type}
              onChange={(event) =>
                choose({ type: JOB_TYPE_CHOICES.find((choice) => choice === event.target.value) ?? "" })
              }
            >
              <option value="">{m.jobs_list_type_any()}</option>
              {JOB_TYPE_CHOICES.map((type) => (
                <option key={type} value={type}>
                  {typeWords[type]()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m.jobs_list_pay()}>
          {(id) => (
            <Select
              id={id}
              name={FILTER_PARAMS.pay}
              value={filters.pay === null ? "" : String(filters.pay)}
              onChange={(event) =>
                choose({ pay: PAY_STEPS.find((step) => String(step) === event.target.value) ?? null })
              }
            >
              <option value="">{m.jobs_list_pay_any()}</option>
              {PAY_STEPS.map((step) => (
                <option key={step} value={step}>
                  {m.jobs_list_pay_step({ amount: formatNumber(step) })}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <p role="status" className="mt-6 font-medium">
        {open.length > 0 ? countText(shown.length) : ""}
      </p>
      {open.length === 0 ? (
        <NothingShown message={m.jobs_list_none_open()}>
          <Link to={paths.cvBuilder.path} className={buttonVariants({ variant: "outline" })}>
            {m.jobs_all_closed_cv_builder()}
          </Link>
        </NothingShown>
      ) : shown.length === 0 ? (
        <NothingShown message={m.jobs_list_empty()}>
          <Link to={paths.jobs.path} className={buttonVariants({ variant: "outline" })}>
            {m.jobs_list_clear()}
          </Link>
        </NothingShown>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {/* A card out of sight is not styled or laid out until it nears the screen (420 px tall
              until then, as wide as the list): a phone starts the page with the cards it shows. */}
          {shown.map((job) => (
            <li key={job.id} className="flex [contain-intrinsic-block-size:auto_420px] [content-visibility:auto]">
              <JobListCard job={job} today={today} />
            </li>
          ))}
        </ul>
      )}
      {closed > 0 && (
        <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarX2 aria-hidden="true" className="size-4 shrink-0" />
          {closedLeftOutText(closed)}
        </p>
      )}
    </div>
  );
}

/**
 * What the list says when it shows nothing, and the way on. As the Job Matcher's results do, not
 * with src/components/empty-state: sharing that with the Help Directory and the CV Builder split it
 * into a file of its own on their pages, over the Help Directory's 14 KiB of HTML in French.
 */
function NothingShown({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-4 py-12 text-center">
      <p className="text-lg">{message}</p>
      {children}
    </div>
  );
}

/** A filter's visible label above its control, bound by id. */
function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A native select, as tall as a thumb needs (44 px), in the fields' look, in the filters' form. */
function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      form={JOB_FILTERS_FORM_ID}
      className={cn(
        "h-11 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** One open listing: its title (the link to its page), employer, place, closing day, facts, and 'Save'. */
function JobListCard({ job, today }: { job: JobListItem; today: string | null }) {
  const titleId = `job-${job.id}-title`;
  return (
    <Card aria-labelledby={titleId} className="w-full">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="wrap-break-word">
          <Link
            to={jobPagePath(job.slug)}
            className="inline-block py-0.5 underline underline-offset-4 hover:no-underline"
          >
            {job.title}
          </Link>
        </CardTitle>
        <CardDescription size="lg">
          <span className="font-medium text-foreground">{job.company}</span>
          <span className="mt-1 flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{m.jobs_location_label()} </span>
            {job.location}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {job.closes !== undefined && <ClosingDay closes={job.closes} today={today} />}
        {staleNow(job, today) && <StaleNote />}
        <ListingFacts job={job} today={today} />
        <KeepJob listing={job} titleId={titleId} className="mt-1" />
      </CardContent>
    </Card>
  );
}

import { useId, type Ref } from "react";
import { Link } from "react-router";
import { SearchField } from "@/components/ui/search-field";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { JobListing } from "../data/job-listings";
import { aroundLink } from "../logic/around-link";
import type { CvWords } from "../logic/match-requirements";
import type { CvReading } from "../logic/scan-state";
import { CvReadNote } from "./cv-read-note";
import { JobCard } from "./job-card";

type Props = {
  /** The listings the search leaves, best match first. */
  shown: readonly JobListing[];
  query: string;
  onQueryChange: (query: string) => void;
  /** The results heading, which takes focus when the results arrive. */
  headingRef: Ref<HTMLHeadingElement>;
  reading: CvReading | null;
  cv: CvWords | null;
};

/** The ranked listings after a scan, with their search box and the empty state. */
export function JobResults({ shown, query, onQueryChange, headingRef, reading, cv }: Props) {
  const headingId = useId();
  const [noResultsBefore, noResultsAfter] = aroundLink(m.jobs_no_results);

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {m.jobs_results_heading()}
        </h2>
        <SearchField
          label={m.jobs_search_label()}
          placeholder={m.jobs_search_placeholder()}
          value={query}
          onValueChange={onQueryChange}
          wrapperClassName="w-full md:max-w-sm"
        />
      </div>
      <CvReadNote reading={reading} />
      {shown.length > 0 ? (
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {shown.map((job) => (
            <li key={job.id}>
              <JobCard job={job} reading={reading} cv={cv} />
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
    </section>
  );
}

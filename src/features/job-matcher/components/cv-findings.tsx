import { useId } from "react";
import { Link } from "react-router";
import { CheckItem, CheckList } from "@/components/check-list";
import { CourseSuggestions } from "@/components/course-suggestions";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { JobListing } from "@/content/jobs/pages";
import type { ListingMatch, RequirementResult } from "@/matching/score";
import type { CourseForRequirement } from "../logic/course-suggestions";
import { partialText, reasonTexts, requirementsFoundMessage } from "../logic/match-words";
import type { CvReading } from "../logic/scan-state";

type Props = {
  requirements: JobListing["requirements"];
  reading: CvReading | null;
  /** This CV's figure for the listing and its reasons, once read and matched. */
  match: ListingMatch | null;
  /** The courses suggested under each requirement, in order ('Where to learn this'); none: none shown. */
  courses?: readonly (readonly CourseForRequirement[])[];
  /** The day in Seychelles the results were ranked on, to say a course's start that has passed. */
  today?: string | null;
};

/**
 * A job card's 'What your CV shows': how many of the listing's requirements the CV shows, each one
 * marked found, partly found or not found in words (with a way to add what the person has but the
 * CV does not say), then what else made the figure: a job held with the same or a related title
 * and for how long, the field studied, the skills in common. Under a requirement the CV does not
 * show: 'Where to learn this', the one or two courses that teach it, when any does.
 */
export function CvFindings({ requirements, reading, match, courses, today = null }: Props) {
  const headingId = useId();
  const found = match?.requirements.filter((r) => r.found).length ?? 0;
  // A document asked when one is hired is no requirement a CV could show: it is left out of the count.
  const documents = match?.requirements.filter((r) => r.document).length ?? 0;
  const count = match
    ? requirementsFoundMessage(found, requirements.length - documents)
    : reading?.status === "reading" || reading?.status === "read"
      ? m.jobs_findings_reading()
      : m.jobs_findings_unread();

  return (
    // A group, not a region: five landmarks of the same name would only clutter the landmark list.
    <div role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold">
        {m.jobs_findings_heading()}
      </h4>
      {/* A listing that asks only documents has nothing a CV could show: no "0 of 0". */}
      {count === null ? null : <p className="mt-1 text-sm text-muted-foreground">{count}</p>}
      <CheckList className="space-y-2">
        {requirements.map((requirement, index) => (
          <RequirementItem
            key={requirement.text}
            id={`${headingId}-${index}`}
            text={requirement.text}
            result={match?.requirements[index] ?? null}
            courses={courses?.[index] ?? []}
            today={today}
          />
        ))}
      </CheckList>
      {match && <Reasons match={match} />}
    </div>
  );
}

function Reasons({ match }: { match: ListingMatch }) {
  const headingId = useId();
  return (
    <div className="mt-4">
      <h5 id={headingId} className="text-sm font-semibold">
        {m.jobs_reasons_heading()}
      </h5>
      <ul aria-labelledby={headingId} className="mt-1 list-disc space-y-1 ps-5 text-sm">
        {reasonTexts(match).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

export type RequirementProps = {
  id: string;
  text: string;
  result: RequirementResult | null;
  courses: readonly CourseForRequirement[];
  today: string | null;
};

/**
 * One requirement with what the CV shows of it: found, partly found, a plus, asked when one is hired
 * (a document such as a police clearance, which no CV shows), or not found (with a way to add it to
 * the CV and where to learn it). Before a result: the requirement alone, pending.
 */
export function RequirementItem({ id, text, result, courses, today }: RequirementProps) {
  const partial = result ? partialText(result) : undefined;
  const mark =
    result === null ? "pending" : result.found ? "found" : result.optional || result.document ? "pending" : "missing";
  const missing = result !== null && !result.found && !result.optional && !result.document;
  return (
    <CheckItem mark={mark}>
      <div className="min-w-0 flex-1">
        <span id={id}>{text}</span>
        {result !== null && (
          <>
            <span className="sr-only">: </span>
            <span className="block text-xs">
              {result.found ? (
                <span className="font-semibold text-primary">{m.jobs_requirement_found()}</span>
              ) : result.document ? (
                <span className="font-semibold text-muted-foreground">{m.jobs_requirement_document()}</span>
              ) : result.optional ? (
                <span className="font-semibold text-muted-foreground">{m.jobs_requirement_optional()}</span>
              ) : (
                <>
                  <span className="font-semibold text-muted-foreground">
                    {partial ?? m.jobs_requirement_not_found()}
                  </span>
                  {/* Hours the CV itself rules out, or a licence it says is not held, are not something to add to it. */}
                  {!result.ruledOut && !result.notHeld && (
                    <>
                      <span aria-hidden="true"> · </span>
                      <span className="sr-only">. </span>
                      <Link
                        to={paths.cvBuilder.path}
                        aria-describedby={id}
                        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                      >
                        {m.jobs_requirement_if_you_have()}
                      </Link>
                    </>
                  )}
                </>
              )}
            </span>
          </>
        )}
        {missing && (
          <CourseSuggestions
            id={`${id}-courses`}
            label={m.jobs_where_to_learn()}
            labelledBy={id}
            courses={courses}
            today={today}
          />
        )}
      </div>
    </CheckItem>
  );
}

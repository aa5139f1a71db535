import { useId } from "react";
import { Link } from "react-router";
import { CheckItem, CheckList } from "@/components/check-list";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { JobRequirement } from "../logic/match-requirements";
import { checkRequirements, requirementsFoundMessage, type CvWords } from "../logic/match-requirements";
import type { CvReading } from "../logic/scan-state";

type Props = {
  requirements: readonly JobRequirement[];
  reading: CvReading | null;
  /** The CV's words once its text is read. */
  cv: CvWords | null;
};

/**
 * A job card's 'What your CV shows': how many of the listing's requirements the CV shows, and each
 * one marked 'found' or 'not found in your CV' in words, with a way to add what is missing.
 */
export function CvFindings({ requirements, reading, cv }: Props) {
  const headingId = useId();
  const result = cv ? checkRequirements(cv, requirements) : null;

  return (
    // A group, not a region: five landmarks of the same name would only clutter the landmark list.
    <div role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold">
        {m.jobs_findings_heading()}
      </h4>
      <p className="mt-1 text-sm text-muted-foreground">
        {result
          ? requirementsFoundMessage(result.found, result.total)
          : reading?.status === "reading"
            ? m.jobs_findings_reading()
            : m.jobs_findings_unread()}
      </p>
      <CheckList className="space-y-2">
        {requirements.map((requirement, index) => (
          <RequirementItem
            key={requirement.text}
            id={`${headingId}-${index}`}
            text={requirement.text}
            found={result ? result.checks[index]!.found : null}
          />
        ))}
      </CheckList>
    </div>
  );
}

function RequirementItem({ id, text, found }: { id: string; text: string; found: boolean | null }) {
  return (
    <CheckItem mark={found === null ? "pending" : found ? "found" : "missing"}>
      <div>
        <span id={id}>{text}</span>
        {found !== null && (
          <>
            <span className="sr-only">: </span>
            <span className="block text-xs">
              {found ? (
                <span className="font-semibold text-primary">{m.jobs_requirement_found()}</span>
              ) : (
                <>
                  <span className="font-semibold text-muted-foreground">{m.jobs_requirement_not_found()}</span>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">. </span>
                  <Link
                    to={paths.cvBuilder.path}
                    aria-describedby={id}
                    className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {m.jobs_requirement_add()}
                  </Link>
                </>
              )}
            </span>
          </>
        )}
      </div>
    </CheckItem>
  );
}

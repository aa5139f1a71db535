import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { findingsIn, scanFindingsText, sessionStore, type ListingFindings } from "@/lib/scan-findings";
import { coursesForRequirement, type CourseForRequirement, type CourseSuggestions } from "../logic/course-suggestions";
import { loadCourseSuggestions } from "../logic/load-matcher";

/** The findings are written by another page of this visit, never while a job's page is open. */
const noChanges = () => () => {};
const storedText = () => scanFindingsText(sessionStore());
/** The prerendered page knows no scan. */
const noText = () => null;

/**
 * On a job's own page: what the CV scanned in the Job Matcher during this visit found for this
 * listing's requirements (null when no scan saw it: the page then shows the requirements alone),
 * and under each requirement the CV does not show, the courses that teach it, once their file comes
 * (none if it cannot be fetched). Read after hydration: the prerendered page knows no scan.
 */
export function useScanFindings(job: { id: string; requirements: readonly unknown[] }): {
  findings: ListingFindings | null;
  courses: readonly (readonly CourseForRequirement[])[];
} {
  const text = useSyncExternalStore(noChanges, storedText, noText);
  const count = job.requirements.length;
  const findings = useMemo(() => findingsIn(text, job.id, count), [text, job.id, count]);
  const address = findings?.courses;
  const missing = findings?.requirements.some((mark) => !mark.found && !mark.optional && !mark.document) ?? false;
  // The courses' file, by its address: a file of another address is not this page's.
  const [loaded, setLoaded] = useState<{ address: string; suggestions: CourseSuggestions | null } | null>(null);

  useEffect(() => {
    if (address === undefined || !missing) return;
    let current = true;
    void loadCourseSuggestions(address).then((suggestions) => {
      if (current) setLoaded({ address, suggestions });
    });
    return () => {
      current = false;
    };
  }, [address, missing]);

  const suggestions = loaded !== null && loaded.address === address ? loaded.suggestions : null;
  const courses = useMemo(
    () => (findings?.requirements ?? []).map((_, index) => coursesForRequirement(suggestions, job.id, index)),
    [findings, suggestions, job.id],
  );
  return { findings, courses };
}

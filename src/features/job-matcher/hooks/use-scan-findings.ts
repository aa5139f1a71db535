import { useEffect, useState } from "react";
import { readScanFindings, sessionStore, type ListingFindings } from "@/lib/scan-findings";
import { coursesForRequirement, type CourseForRequirement } from "../logic/course-suggestions";
import { loadCourseSuggestions } from "../logic/load-matcher";

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
  const [findings, setFindings] = useState<ListingFindings | null>(null);
  const [courses, setCourses] = useState<readonly (readonly CourseForRequirement[])[]>([]);
  const count = job.requirements.length;

  useEffect(() => {
    const read = readScanFindings(sessionStore(), job.id, count);
    setFindings(read);
    setCourses([]);
    const missing = read?.requirements.some((mark) => !mark.found && !mark.optional) ?? false;
    if (!read?.courses || !missing) return;
    let current = true;
    void loadCourseSuggestions(read.courses).then((suggestions) => {
      if (current) setCourses(read.requirements.map((_, index) => coursesForRequirement(suggestions, job.id, index)));
    });
    return () => {
      current = false;
    };
  }, [job.id, count]);

  return { findings, courses };
}

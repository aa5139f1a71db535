import { GraduationCap } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { textLinkVariants } from "@/components/ui/text-link";
import { hasStarted } from "@/content/courses/course-card";
import { coursePagePath, type SuggestedCourse } from "@/content/courses/pages";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { formatNumber } from "@/lib/numbers";

/** A course as the list shows it: its id and slug make its page's address. */
export type CourseSuggestion = SuggestedCourse & { id: string };

/** "Free", or "SCR 4,500" as the site writes sums. */
export function courseCostText(cost: number): string {
  return cost === 0 ? m.shell_course_free() : m.shell_course_cost({ amount: formatNumber(cost) });
}

/**
 * When the course next starts, said on `today` in Seychelles (null while the page hydrates):
 * "Starts 12 January 2027", "Starts when enough people enrol", or "Started 12 January 2027" once that
 * day has passed and it does not start whenever people enrol.
 */
export function courseStartText(course: Pick<SuggestedCourse, "starts" | "rolling">, today: string | null): string {
  if (course.rolling === true || course.starts === undefined) return m.shell_course_rolling();
  const date = formatDay(course.starts, siteLocale);
  return today !== null && hasStarted(course, today)
    ? m.shell_course_started({ date })
    : m.shell_course_starts({ date });
}

/** Facts on one line, apart by a dot that a screen reader reads as a pause; a short fact never breaks ("SCR 1,200"). */
function Facts({ facts }: { facts: readonly string[] }) {
  return (
    <span className="block text-muted-foreground">
      {facts.map((fact, n) => (
        <Fragment key={fact}>
          {n > 0 && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
            </>
          )}
          <span className={fact.length <= 24 ? "whitespace-nowrap" : undefined}>{fact}</span>
        </Fragment>
      ))}
    </span>
  );
}

type Props = {
  /** The list's label, shown above it ("Where to learn this"). */
  label: string;
  /** Another element whose words complete the list's name for a screen reader (the requirement it answers). */
  labelledBy?: string;
  id: string;
  courses: readonly CourseSuggestion[];
  /** The day in Seychelles the list is shown on, to say a start that has passed; null: unknown yet. */
  today: string | null;
};

/**
 * A short list of courses under a label: each course's title, linked to its page in the page's
 * language, who runs it and where, how long it lasts, what it costs and when it next starts.
 * Nothing when there are no courses.
 */
export function CourseSuggestions({ label, labelledBy, id, courses, today }: Props) {
  if (courses.length === 0) return null;
  const labelId = `${id}-label`;
  return (
    <div className="mt-2 rounded-md border border-border bg-muted/60 px-3 py-2">
      <p id={labelId} className="flex items-center gap-1.5 text-xs font-semibold">
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </p>
      <ul
        aria-labelledby={labelledBy === undefined ? labelId : `${labelId} ${labelledBy}`}
        className="mt-1 space-y-2 text-xs"
      >
        {courses.map((course) => (
          <li key={course.id}>
            <Link
              to={coursePagePath(course)}
              className={textLinkVariants({ place: "list", className: "text-sm font-medium" })}
            >
              {course.title}
            </Link>
            <Facts facts={[course.provider, course.location]} />
            <Facts facts={[course.length, courseCostText(course.cost)]} />
            <Facts facts={[courseStartText(course, today)]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";
import {
  hasCourseFilters,
  NO_COURSE_FILTERS,
  parseCourseFilters,
  toCourseSearchParams,
  type CourseFilters,
  type FilterChoices,
} from "../logic/course-filters";

/** The filters' form: its id, so what was ticked before the page's code ran can be read back. */
export const COURSE_FILTERS_FORM_ID = "course-filters";

/** What the visitor ticked before the page's code ran (the form filters by CSS from the first paint). */
function chosenBeforeHydration(choices: FilterChoices): CourseFilters {
  if (typeof document === "undefined") return NO_COURSE_FILTERS;
  const form = document.getElementById(COURSE_FILTERS_FORM_ID);
  return form instanceof HTMLFormElement ? parseCourseFilters(new FormData(form), choices) : NO_COURSE_FILTERS;
}

/**
 * The list's filters, kept in the address so a filtered list survives a reload and can be shared: a
 * link with filters opens filtered. Each change replaces the address (no history entry per tick:
 * Back leaves the list). The prerendered page shows no filters; the address's arrive right after
 * hydration, or, when it has none, what was ticked before (then written into the address).
 */
export function useCourseFilters(choices: FilterChoices) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const [early] = useState(() => (hydrated ? NO_COURSE_FILTERS : chosenBeforeHydration(choices)));
  const [adopted, setAdopted] = useState(false);
  // What was last chosen, and the address entry it was chosen on: it shows at once (a tick answers
  // the tap, before the address lands), and stays while the address is what it wrote.
  const [chosen, setChosen] = useState<{ filters: CourseFilters; on: string } | null>(null);
  const fromUrl = hydrated ? parseCourseFilters(searchParams, choices) : NO_COURSE_FILTERS;
  const write = (next: CourseFilters) => {
    setChosen({ filters: next, on: location.key });
    setSearchParams(toCourseSearchParams(next), { replace: true, preventScrollReset: true });
  };

  if (hydrated && !adopted) {
    setAdopted(true);
    if (!hasCourseFilters(fromUrl) && hasCourseFilters(early)) write(early);
  }
  const filters =
    chosen &&
    (chosen.on === location.key || toCourseSearchParams(chosen.filters).toString() === searchParams.toString())
      ? chosen.filters
      : fromUrl;
  return {
    filters,
    /** Whether the address's filters apply yet (false while the prerendered page hydrates). */
    live: hydrated,
    choose(next: Partial<CourseFilters>) {
      write({ ...filters, ...next });
    },
  };
}

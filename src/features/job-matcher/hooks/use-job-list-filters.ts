import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";
import {
  hasFilters,
  NO_FILTERS,
  parseJobFilters,
  toJobSearchParams,
  type JobFilters,
  type PlaceGroup,
} from "../logic/job-list-filters";

/** The filters' form: its id, so what was chosen before the page's code ran can be read back. */
export const JOB_FILTERS_FORM_ID = "job-filters";

/**
 * What the visitor chose or typed in the filters before the page's code ran (the form works from
 * the first paint): read while React hydrates, before its first update puts the form back.
 */
function chosenBeforeHydration(groups: readonly PlaceGroup[]): JobFilters {
  if (typeof document === "undefined") return NO_FILTERS;
  const form = document.getElementById(JOB_FILTERS_FORM_ID);
  return form instanceof HTMLFormElement ? parseJobFilters(new FormData(form), groups) : NO_FILTERS;
}

/**
 * The list's filters, kept in the address so they survive a reload and back/forward and can be
 * shared (as the Help Directory's search is). The search words live in state first and the
 * address follows, because an address update lands a moment later and would make the box drop
 * keystrokes; the address wins again on load, back/forward and a link to the list.
 */
export function useJobListFilters(groups: readonly PlaceGroup[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The prerendered HTML shows no filters; the address's own arrive right after hydration.
  const hydrated = useHydrated();
  const fromUrl = hydrated ? parseJobFilters(searchParams, groups) : NO_FILTERS;
  const [query, setQueryState] = useState(fromUrl.q);
  const [early] = useState(() => (hydrated ? NO_FILTERS : chosenBeforeHydration(groups)));
  const [adoptedEntry, setAdoptedEntry] = useState<string | null>(null);

  const write = (next: JobFilters, replace: boolean) =>
    setSearchParams(toJobSearchParams(next), { replace, preventScrollReset: true });

  // The first render after hydration takes the filters from the address, or, when it has none,
  // what was chosen before the page ran (and writes that into the address). Then every entry the
  // list did not write itself by typing (back/forward, a link to the list) brings its own.
  if (hydrated && adoptedEntry !== location.key && (adoptedEntry === null || navigationType !== "REPLACE")) {
    setAdoptedEntry(location.key);
    if (adoptedEntry === null && !hasFilters(fromUrl) && hasFilters(early)) {
      setQueryState(early.q);
      write(early, true);
    } else setQueryState(fromUrl.q);
  }

  const filters: JobFilters = { ...fromUrl, q: query };
  return {
    filters,
    /** Typing replaces the history entry, so Back leaves the page rather than undoing letters. */
    setQuery(next: string) {
      setQueryState(next);
      write({ ...filters, q: next }, true);
    },
    /** A choice is its own history entry: Back undoes it. */
    choose(next: Partial<Omit<JobFilters, "q">>) {
      write({ ...filters, ...next }, false);
    },
  };
}

import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { useHydrated } from "@/lib/use-hydrated";
import type { HelpCategory } from "@/content/help/pages";
import { DEFAULT_HELP_STATE, HELP_QUERY_PARAM, parseHelpUrlState, toHelpSearchParams } from "../logic/help-url-state";

/**
 * What the visitor typed in the search box before the page's code ran (the box works from the
 * first paint): read while React hydrates, before its first update empties the box again.
 */
function typedBeforeHydration(): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLInputElement>(`input[name="${HELP_QUERY_PARAM}"]`)?.value ?? "";
}

/**
 * The directory's search text and tab, kept in the URL so they survive reload, back/forward and
 * sharing. The text lives in state first and the URL follows, because a URL update lands a moment
 * later and would make the box drop keystrokes; the URL wins again on back/forward and on load.
 */
export function useHelpUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The prerendered HTML shows the defaults; the URL's own state arrives right after hydration.
  const hydrated = useHydrated();
  const urlState = hydrated ? parseHelpUrlState(searchParams) : DEFAULT_HELP_STATE;
  const [query, setQueryState] = useState(urlState.query);
  const [typed] = useState(() => (hydrated ? "" : typedBeforeHydration()));
  const [adoptedEntry, setAdoptedEntry] = useState<string | null>(null);

  // The first render after hydration, and every back/forward, take the search from the URL; the
  // first, when the URL has none, what was typed before the page ran.
  if (hydrated && navigationType === "POP" && adoptedEntry !== location.key) {
    setAdoptedEntry(location.key);
    setQueryState(adoptedEntry === null && !urlState.query ? typed : urlState.query);
  }

  const write = (next: { query: string; tab: HelpCategory }, replace: boolean) =>
    setSearchParams(toHelpSearchParams(next), { replace, preventScrollReset: true });

  return {
    query,
    tab: urlState.tab,
    /** Typing replaces the history entry, so Back leaves the page rather than undoing letters. */
    setQuery(next: string) {
      setQueryState(next);
      write({ query: next, tab: urlState.tab }, true);
    },
    setTab(tab: HelpCategory) {
      write({ query, tab }, false);
    },
    clearQuery() {
      setQueryState("");
      write({ query: "", tab: urlState.tab }, false);
    },
  };
}

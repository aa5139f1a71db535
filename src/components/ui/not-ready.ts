import { useHydrated } from "@/lib/use-hydrated";

/** The id of the shell's 'Loading…' line, shown until the page's code has run (site-shell.tsx). */
export const PAGE_LOADING_ID = "page-loading";

/**
 * A button does nothing until the page's code has run, which on a slow link takes seconds after
 * the page is on screen. Until then it says so: aria-disabled (still focusable, so a screen
 * reader finds it and hears why), described by the shell's 'Loading…' line, greyed out after a
 * moment (app.css: a fast load never flickers), and never a native submit, which would send a form
 * to the address bar and reload the page. A button that is disabled anyway stays as it is.
 */
export function useNotReady(props: {
  disabled?: boolean;
  "aria-describedby"?: string;
}): { "aria-disabled"?: true; "aria-describedby"?: string; "data-not-ready"?: "" } | undefined {
  const hydrated = useHydrated();
  if (hydrated || props.disabled) return undefined;
  return {
    "aria-disabled": true,
    "aria-describedby": props["aria-describedby"] ? `${props["aria-describedby"]} ${PAGE_LOADING_ID}` : PAGE_LOADING_ID,
    "data-not-ready": "",
  };
}

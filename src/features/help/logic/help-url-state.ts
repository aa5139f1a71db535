import type { HelpCategory } from "@/content/help/pages";

export type HelpUrlState = { query: string; tab: HelpCategory };

export const DEFAULT_HELP_STATE: HelpUrlState = { query: "", tab: "government" };

/** The address's search parameter: /help?q=health. Also the search box's name, so a form sends it. */
export const HELP_QUERY_PARAM = "q";

/** Reads ?q=…&tab=… into the directory's state. Anything unexpected falls back to the defaults. */
export function parseHelpUrlState(params: URLSearchParams): HelpUrlState {
  const tab = params.get("tab") === "private" ? "private" : DEFAULT_HELP_STATE.tab;
  return { query: params.get(HELP_QUERY_PARAM) ?? DEFAULT_HELP_STATE.query, tab };
}

/** Writes the state back, leaving out defaults so the plain /help stays plain. */
export function toHelpSearchParams(state: HelpUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query !== DEFAULT_HELP_STATE.query) params.set(HELP_QUERY_PARAM, state.query);
  if (state.tab !== DEFAULT_HELP_STATE.tab) params.set("tab", state.tab);
  return params;
}

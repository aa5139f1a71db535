// /HELP on a host that sent the 404 page: the 404 pages go to /help before React starts (see
// clientRedirectScript in tooling/canonical-path.mjs).
import { clientRedirectScript } from "../../canonical-path.mjs";
import { addScriptAfterCharset, type HtmlDocument } from "../html.ts";

export const isNotFoundPage = (url: string): boolean => /(?:^|\/)404(?:\.html)?$/.test(url);

/** @param knownUrls every real page's URL, which the script may send the visitor to */
export function addCaseRedirect(document: HtmlDocument, url: string, knownUrls: readonly string[]): void {
  if (isNotFoundPage(url)) addScriptAfterCharset(document, clientRedirectScript([...knownUrls]));
}

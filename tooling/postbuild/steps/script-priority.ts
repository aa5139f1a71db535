// The prerendered pages are complete without JavaScript, so the first paint should not wait on it.
import { attribute, elementsNamed, hasRel, type HtmlDocument } from "../html.ts";

/**
 * Marks a page's module preloads `fetchpriority="low"`. The browser then fetches the stylesheet
 * and the hero image first and the app's scripts after them, instead of sharing a slow mobile
 * link between them all: the page paints sooner and hydrates a little later. Links that already
 * say what priority they want are left alone.
 */
export function lowerScriptPriority(document: HtmlDocument): void {
  for (const link of elementsNamed(document, "link")) {
    if (hasRel(link, "modulepreload") && attribute(link, "fetchpriority") === undefined) {
      link.attribs = { fetchpriority: "low", ...link.attribs };
    }
  }
}

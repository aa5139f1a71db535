// lucide-react writes the same eight attributes on every icon it draws (xmlns, a 24 × 24 size, no
// fill, a 2 px round stroke in the text's colour). A Help Directory page draws 63 icons, and those
// copies alone took it past the first round trip (14 KiB gzip, tooling/budgets.mjs). In the
// prerendered HTML they are left out wherever they have lucide's default values, and one rule in
// src/app/app.css (`svg.lucide:not([stroke])`, in the base layer, so a size class still wins) draws
// them the same. The app does not put them back: React's hydration in production does not rewrite
// attributes, and an icon React draws later (a dialog, a toast) has its attributes as usual, which
// the rule then leaves alone. It runs before the critical CSS, which keeps the rule only for pages
// whose HTML it matches.
import { elementsNamed, parseHtml, serializeHtml, type HtmlDocument } from "../html.ts";

/** lucide-react's defaults, as it writes them (lucide's defaultAttributes with a size of 24). */
export const LUCIDE_DEFAULTS: Readonly<Record<string, string>> = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "2",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
};

/** Drops lucide's default attributes from each lucide icon that has all of them at their default. */
export function leanIcons(document: HtmlDocument): void {
  for (const svg of elementsNamed(document, "svg")) {
    if (!(svg.attribs.class ?? "").split(/\s+/).includes("lucide")) continue;
    if (!Object.entries(LUCIDE_DEFAULTS).every(([name, value]) => svg.attribs[name] === value)) continue;
    for (const name of Object.keys(LUCIDE_DEFAULTS)) delete svg.attribs[name];
  }
}

/** leanIcons on a page's HTML text. */
export const leanIconsHtml = (html: string): string => {
  const document = parseHtml(html);
  leanIcons(document);
  return serializeHtml(document);
};

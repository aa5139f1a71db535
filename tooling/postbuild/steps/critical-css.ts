// First paint with no request after the HTML: beasties copies into each page the rules of its
// stylesheets that match the prerendered page, as a <style> just before each <link>. The <link>
// stays where React rendered it (hydration expects it) with media="print": a stylesheet whose
// media does not match is fetched at the lowest priority and never blocks the first paint. Once the
// page runs, src/lib/full-stylesheet.ts switches every data-full-stylesheet link to media="all", so
// states the first paint never shows (dialogs, toasts, lazily loaded parts) have every rule. That
// is done by the app, not by an onload="" attribute (beasties' own "media" mode): the CSP allows
// the inline scripts it hashes, never an inline event handler. The full stylesheet also applies to
// print, where it is a superset of the inlined copy in the same order, so the cascade is the same.
// The CSP's style-src 'unsafe-inline' (needed for run-time style attributes) covers the copies.
//
// Beasties matches selectors against the prerendered HTML alone. Two kinds of rule the first paint
// can need are not in it, so they are kept too (startupRules): the rules of classes the page's
// startup scripts can add before the full stylesheet has arrived (the app's own chunks; Tailwind
// only generates a class it found written whole in the source, so each is a literal token there),
// and the rules beasties cannot evaluate against a document, selectors made only of pseudo-classes
// and pseudo-elements (:focus-visible, ::placeholder, ::-webkit-search-decoration), which it drops.
import { readFileSync } from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { parse, type Selector } from "css-what";
import { firstLoadAssets } from "../../first-load.mjs";
import { attribute, elementsNamed, hasRel, type HtmlDocument, type HtmlElement } from "../html.ts";

/** The marker on the deferred stylesheet links; src/lib/full-stylesheet.ts looks for it. */
export const FULL_STYLESHEET_ATTRIBUTE = "data-full-stylesheet";

/**
 * Inlines each page's critical CSS, read from the built stylesheets under `clientDir` (the page's
 * hrefs are site paths: /assets/root-….css, /fr/assets/…). Leaves the links as they are; see
 * deferFullStylesheets.
 */
export function criticalCss(clientDir: string): (html: string) => Promise<string> {
  const problems: string[] = [];
  const scriptTokens = new Map<string, string[]>();
  const tokensOf = (href: string) => {
    let tokens = scriptTokens.get(href);
    if (!tokens) {
      const code = readFileSync(path.join(clientDir, href), "utf8");
      tokens = [...new Set(code.split(/[\s"'`]+/))];
      scriptTokens.set(href, tokens);
    }
    return tokens;
  };
  const selectors = new Map<string, SelectorSummary>();
  return async (html) => {
    const startupTokens = new Set(firstLoadAssets(html).scripts.flatMap(tokensOf));
    const beasties = new Beasties({
      ...OPTIONS,
      path: clientDir,
      allowRules: [new StartupRules(startupTokens, selectors)],
      logger: {
        warn: (message) => problems.push(message),
        error: (message) => problems.push(message),
      },
    });
    const out = await beasties.process(html);
    if (problems.length) throw new Error(`Critical CSS: ${problems.splice(0).join("\n")}`);
    return out;
  };
}

const OPTIONS = {
  // Leave the <link> alone: deferFullStylesheets defers it without an inline handler.
  preload: false as never,
  // Only the page's stylesheets, each copy before its own link; the files themselves stay whole.
  reduceInlineStyles: false,
  mergeStylesheets: false,
  pruneSource: false,
  external: true,
  // Every @keyframes (a few hundred bytes): the spinners' animation is named through a variable
  // (animation: var(--animate-spin)), which beasties' "critical" mode cannot follow.
  keyframes: "all",
} as const;

interface SelectorSummary {
  classes: string[];
  /** Only pseudo-classes, pseudo-elements and "*": nothing beasties can look for in a document. */
  pseudoOnly: boolean;
}

function summarize(selector: string): SelectorSummary {
  const classes: string[] = [];
  const collect = (tokens: Selector[][]) => {
    for (const token of tokens.flat()) {
      if (token.type === "attribute" && token.name === "class") classes.push(token.value);
      else if (token.type === "pseudo" && Array.isArray(token.data)) collect(token.data);
    }
  };
  let tokens: Selector[][];
  try {
    tokens = parse(selector);
  } catch {
    return { classes, pseudoOnly: false };
  }
  collect(tokens);
  const pseudoOnly = tokens
    .flat()
    .every((token) => token.type === "pseudo" || token.type === "pseudo-element" || token.type === "universal");
  return { classes, pseudoOnly };
}

/**
 * The rules kept whatever the prerendered HTML holds (see the top of this module). Beasties takes
 * RegExps in allowRules and calls test() with each selector, so this is one whose test() asks
 * whether a selector has a class the startup scripts name, or is made only of pseudo-classes.
 */
export class StartupRules extends RegExp {
  constructor(
    private readonly tokens: ReadonlySet<string>,
    private readonly cache = new Map<string, SelectorSummary>(),
  ) {
    super("(?!)");
  }

  override test(selector: string): boolean {
    let summary = this.cache.get(selector);
    if (!summary) this.cache.set(selector, (summary = summarize(selector)));
    return summary.pseudoOnly || summary.classes.some((name) => this.tokens.has(name));
  }
}

/** The element just before `element`, text between them aside. */
function previousElement(element: HtmlElement): HtmlElement | undefined {
  let node = element.prev;
  while (node && node.type === "text" && !("data" in node && node.data.trim())) node = node.prev;
  return node && "name" in node ? (node as HtmlElement) : undefined;
}

/**
 * Each stylesheet link gets media="print" and the marker, and the copy before it says what it is a
 * copy of (data-inlined="/assets/root-….css"). The marker beasties leaves on <html> is removed.
 */
export function deferFullStylesheets(document: HtmlDocument): void {
  for (const html of elementsNamed(document, "html")) delete html.attribs["data-beasties-container"];
  for (const link of elementsNamed(document, "link")) {
    const href = attribute(link, "href");
    if (!hasRel(link, "stylesheet") || attribute(link, "media") !== undefined || !href?.endsWith(".css")) continue;
    const copy = previousElement(link);
    if (copy?.name === "style" && Object.keys(copy.attribs).length === 0) copy.attribs["data-inlined"] = href;
    link.attribs.media = "print";
    link.attribs[FULL_STYLESHEET_ATTRIBUTE] = "";
  }
}

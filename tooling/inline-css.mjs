// @ts-check
// First paint with no request after the HTML: each page's stylesheets are copied into the page as
// <style> elements at build time, read from the built CSS files themselves (never hand-copied).
//
// Each copy keeps only the utility rules the page can use before its code has run: the classes in
// its prerendered HTML and the class names written in the scripts it loads at startup (root and
// route chunks, never the lazily loaded ones). Tailwind only generates a class it found written out
// whole in the source, so every class a startup script can add is a literal token in its chunk.
// Everything outside `@layer utilities` (theme, base, @property, keyframes) is kept whole. This cut
// the inlined CSS from about 6.9 to 5.1 KiB gzip on every page, so pages with longer French or
// Kreol text stay under the 14 KiB HTML budget (tooling/budgets.mjs).
//
// The <link> stays where React rendered it (hydration expects it) but with media="print": a
// stylesheet whose media does not match is fetched at the lowest priority and never blocks the
// first paint. It is marked data-full-stylesheet, and once the page runs it is switched to
// media="all" (src/lib/full-stylesheet.ts), so states the first paint never shows (dialogs,
// toasts, lazily loaded parts) have every rule. It is cached (HTTP and service worker) and still
// applies to print, where it is a superset of the inlined copy in the same order, so the cascade
// is the same as with the one stylesheet.

import { firstLoadAssets } from "./first-load.mjs";

/** Decodes the entities React writes in attribute values. @param {string} value */
const decodeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * Every class a page can show before lazily loaded code runs: the tokens of its class attributes and
 * every whitespace- or quote-separated token of its startup scripts.
 * @param {string} html
 * @param {(href: string) => string | undefined} readScript
 * @returns {Set<string>}
 */
export function startupClassTokens(html, readScript) {
  /** @type {Set<string>} */
  const tokens = new Set();
  for (const [, value = ""] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const token of decodeAttribute(value).split(/\s+/)) if (token) tokens.add(token);
  }
  for (const href of firstLoadAssets(html).scripts) {
    const code = readScript(href);
    if (code === undefined) throw new Error(`Cannot read ${href}: no such file in the build.`);
    for (const token of code.split(/[\s"'`]+/)) if (token) tokens.add(token);
  }
  return tokens;
}

/** The class names in a selector, unescaped (`.sm\:p-4` is "sm:p-4"). @param {string} selector */
function selectorClasses(selector) {
  return [...selector.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g)].map(([, name = ""]) =>
    name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
    ),
  );
}

/**
 * Splits CSS into its top-level statements (`a{...}` blocks and `@x ...;` statements), skipping
 * braces inside strings and comments.
 * @param {string} css
 * @returns {string[]}
 */
function topLevelStatements(css) {
  /** @type {string[]} */
  const statements = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      if (end === -1) throw new Error("Cannot prune CSS: a comment is not closed.");
      i = end + 1;
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < css.length && css[end] !== char) end += css[end] === "\\" ? 2 : 1;
      if (end >= css.length) throw new Error("Cannot prune CSS: a string is not closed.");
      i = end;
    } else if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) {
        statements.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === ";" && depth === 0) {
      statements.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error("Cannot prune CSS: its braces do not balance.");
  const rest = css.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

/**
 * Keeps the rules of a list of utility statements that can match: a rule with no class in its
 * selector, or with at least one class in `tokens`; conditional groups (@media, @supports,
 * @container) keep what is left inside them.
 * @param {string} css @param {Set<string>} tokens @returns {string}
 */
function pruneRules(css, tokens) {
  return topLevelStatements(css)
    .map((statement) => {
      const open = statement.indexOf("{");
      if (open === -1) return statement;
      const prelude = statement.slice(0, open);
      if (/^\s*@(media|supports|container)\b/.test(prelude)) {
        const inner = pruneRules(statement.slice(open + 1, -1), tokens);
        return inner ? `${prelude}{${inner}}` : "";
      }
      if (prelude.trim().startsWith("@")) return statement;
      const classes = selectorClasses(prelude);
      return classes.length === 0 || classes.some((name) => tokens.has(name)) ? statement : "";
    })
    .join("");
}

/**
 * The stylesheet with only the utility rules a page can use (see the top of this module).
 * @param {string} css @param {Set<string>} tokens @returns {string}
 */
export function pruneUtilities(css, tokens) {
  return topLevelStatements(css)
    .map((statement) => {
      const match = /^(\s*@layer\s+utilities\s*)\{/.exec(statement);
      return match ? `${match[1]}{${pruneRules(statement.slice(match[0].length, -1), tokens)}}` : statement;
    })
    .join("");
}

/**
 * @param {string} html a prerendered page
 * @param {(href: string) => string | undefined} readStylesheet the built CSS for a same-site href,
 *   or undefined when there is no such file
 * @param {(href: string) => string | undefined} [readScript] the built script for a same-site href;
 *   with it, each copy keeps only the utility rules the page can use at startup
 * @returns {{ html: string; inlined: string[] }}
 */
export function inlineStylesheets(html, readStylesheet, readScript) {
  /** @type {string[]} */
  const inlined = [];
  const tokens = readScript ? startupClassTokens(html, readScript) : undefined;
  const out = html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel="stylesheet"/i.test(tag) || /\bmedia=/i.test(tag)) return tag;
    const href = /\bhref="(\/[^"]+\.css)"/i.exec(tag)?.[1];
    if (!href) return tag;
    const css = readStylesheet(href);
    if (css === undefined) throw new Error(`Cannot inline ${href}: no such file in the build.`);
    if (/<\/style/i.test(css)) throw new Error(`Cannot inline ${href}: it contains "</style".`);
    if (/url\(\s*["']?(?!data:|#|\/)/i.test(css)) {
      // A relative url() would resolve against the page instead of /assets/ once inlined.
      throw new Error(`Cannot inline ${href}: it has a relative url().`);
    }
    inlined.push(href);
    const deferred = tag.replace(/\s*\/?>$/, ` media="print" data-full-stylesheet${tag.endsWith("/>") ? "/>" : ">"}`);
    const copy = tokens ? pruneUtilities(css.trim(), tokens) : css.trim();
    return `<style data-inlined="${href}">${copy}</style>${deferred}`;
  });
  return { html: out, inlined };
}

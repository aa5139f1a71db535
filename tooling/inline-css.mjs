// @ts-check
// First paint with no request after the HTML: each page's stylesheets are copied into the page as
// <style> elements at build time, read from the built CSS files themselves (never hand-copied).
//
// The whole stylesheet is inlined, not a "critical" subset: the site's CSS is about 6.4 KiB gzip and
// every page with it stays well under the 14 KiB HTML budget (tooling/budgets.mjs), so a subset
// would save little and risk unstyled states (menus, dialogs, errors) that appear after hydration.
//
// The <link> stays where React rendered it (hydration expects it) but with media="print": a
// stylesheet whose media does not match is fetched at the lowest priority and never blocks the
// first paint. It still loads, so it is cached (HTTP and service worker) and it still applies to
// print, where the inlined copy applies too (same rules, so nothing changes).

/**
 * @param {string} html a prerendered page
 * @param {(href: string) => string | undefined} readStylesheet the built CSS for a same-site href,
 *   or undefined when there is no such file
 * @returns {{ html: string; inlined: string[] }}
 */
export function inlineStylesheets(html, readStylesheet) {
  /** @type {string[]} */
  const inlined = [];
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
    const deferred = tag.replace(/\s*\/?>$/, ` media="print"${tag.endsWith("/>") ? "/>" : ">"}`);
    return `<style data-inlined="${href}">${css.trim()}</style>${deferred}`;
  });
  return { html: out, inlined };
}

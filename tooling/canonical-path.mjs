// @ts-check
// One answer for a mistyped page address, on every server: a known page typed in another case
// (/HELP, /Cv-Builder) or by its file name (/index.html, /news/index.html) is sent to the page's
// own path with a 301, so the server and the browser's router always agree on the page. The
// router's routes are case-sensitive (src/app/routes.ts), so any other variant gets the 404 page
// on both sides. The preview server calls canonicalRedirect; nginx and the static host get the
// same rules as text from the functions below (deploy/nginx.conf is checked against them in a test).

/**
 * The page's own path when `pathname` (decoded) is a known page typed differently, else undefined.
 * A page's own path, with or without one trailing slash, is left as it is.
 * @param {string} pathname
 * @param {readonly string[]} pages the site's page paths: "/", "/news", …
 * @returns {string | undefined}
 */
export function canonicalRedirect(pathname, pages) {
  if (pages.some((page) => pathname === page || pathname === `${page}/`)) return undefined;
  const key = pathname
    .replace(/\/index\.html$/i, "/")
    .replace(/(.)\/$/, "$1")
    .toLowerCase();
  return pages.find((page) => page.toLowerCase() === key);
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * An nginx `map $uri $canonical_page` body: a page's own path maps to "" (served as it is), every
 * other case or file-name variant of a page to the page. nginx compares a map's plain strings
 * without regard to case, so the own paths are case-sensitive regexes (~), listed first: regexes
 * are tried in order.
 * @param {readonly string[]} pages
 * @returns {string}
 */
export function nginxCanonicalMap(pages) {
  const lines = [
    "map $uri $canonical_page {",
    '  default "";',
    ...pages.map((page) => `  "~^${page === "/" ? "/" : `${escapeRegExp(page)}/?`}$" "";`),
    ...pages.map((page) => {
      const stem = page === "/" ? "" : escapeRegExp(page);
      return `  "~*^${stem}(/|/index\\.html)?$" ${page};`;
    }),
    "}",
  ];
  return lines.join("\n");
}

/**
 * Cloudflare Pages `_redirects` lines for the file-name variants. Case variants are not listed
 * (there are too many, and a rule matched without regard to case would loop): the host answers
 * them with 404.html, which redirects itself (clientRedirectScript).
 * @param {readonly string[]} pages
 * @returns {string[]}
 */
export function staticHostRedirects(pages) {
  return pages.map((page) => `${page === "/" ? "" : page}/index.html ${page} 301`);
}

/**
 * A classic inline script for the head of the 404 page: when the address is a known page typed
 * differently (a host that does not redirect, or the service worker's offline 404 page), it stops
 * the page loading, so React never hydrates the 404 page at an address its router reads as
 * another page, and replaces the address with the page's own. The same canonicalRedirect as the
 * servers; its hash goes into the CSP with the other inline scripts.
 * @param {readonly string[]} pages
 * @returns {string}
 */
export function clientRedirectScript(pages) {
  return `(function(){var p=location.pathname,d;try{d=decodeURIComponent(p)}catch(e){return}var to=(${canonicalRedirect.toString()})(d,${JSON.stringify(pages).replaceAll("<", "\\u003c")});if(to){stop();location.replace(to+location.search+location.hash)}})()`;
}

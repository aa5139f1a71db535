import { locales, localizePath } from "../i18n/locales.ts";
/** Every route of the site, in one place. Route modules, links and the prerender list read from here. */
export const paths = {
  home: { path: "/" },
  news: { path: "/news" },
  help: { path: "/help" },
  cvBuilder: { path: "/cv-builder" },
  jobMatcher: { path: "/job-matcher" },
} as const;

/** The order of the links in the top bar, the mobile menu and the footer. */
export const navLinks = [paths.home, paths.news, paths.help, paths.cvBuilder, paths.jobMatcher];

/**
 * A news item's own page: /news/<slug>, the slug being its file's name in content/news without
 * .md ("2025-04-15-annual-fundraising-gala"), so the address never changes while the file keeps
 * its name, and two items with the same title in different years still get two addresses.
 * Rendered by the catch-all route (src/app/routes/not-found.tsx says why).
 */
export function newsItemPath(slug: string): string {
  return `${paths.news.path}/${slug}`;
}

/**
 * A news item's picture for chat apps and Facebook (og:image), 1200 × 630, made at build by the
 * content plugin: its photo cropped (JPEG) or, without one, a card with its title (PNG). Kept out of
 * images/, which the service worker precaches: a visitor never needs it.
 */
export function newsShareImagePath(slug: string, fromPhoto: boolean): string {
  return `/share/news/${slug}.${fromPhoto ? "jpg" : "png"}`;
}

/** The Atom feed of each language's news: /news/feed.xml, /fr/news/feed.xml, /crs/news/feed.xml. */
export const newsFeedPath = `${paths.news.path}/feed.xml`;

/** Every page of every language, with its alternates, for search engines; written by the English build only. */
export const sitemapPath = "/sitemap.xml";

/** robots.txt, which names the sitemap by its absolute address: written by the English build. */
export const robotsPath = "/robots.txt";

/**
 * A path no page uses. Prerendering it produces the 404 page's HTML, which the server sends
 * (with status 404) for every unknown path; the client then hydrates the catch-all route there.
 */
export const notFoundDocumentPath = "/404";

/** The pages every language has whatever the content: the nav pages and the 404 document. */
export const prerenderedPaths: string[] = [...navLinks.map((link) => link.path), notFoundDocumentPath];

/**
 * What one language's build prerenders: the pages above, each news item's and job listing's page
 * (the slugs come from content/ at build; a job's page address from jobPagePath, in the Job
 * Matcher's logic), the news feed, and in the English build the sitemap and
 * robots.txt.
 */
export function buildPaths(
  newsSlugs: readonly string[],
  { sitemap, jobPages = [] }: { sitemap: boolean; jobPages?: readonly string[] },
): string[] {
  return [
    ...prerenderedPaths,
    ...newsSlugs.map(newsItemPath),
    ...jobPages,
    newsFeedPath,
    ...(sitemap ? [sitemapPath, robotsPath] : []),
  ];
}

/**
 * Every page in every language that exists whatever the content: "/", "/news", …, "/fr",
 * "/fr/news", …, "/crs/404". A function, so the pages' bundles (which import this module) do not
 * compute it. News items' pages are not in it: they come and go with content/news (see buildPaths).
 */
export function allPagePaths(): string[] {
  return locales.flatMap((locale) => prerenderedPaths.map((path) => localizePath(path, locale)));
}

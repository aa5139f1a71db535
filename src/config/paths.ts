import { locales, localizePath } from "../i18n/locales.ts";
/** Every route of the site, in one place. Route modules, links and the prerender list read from here. */
export const paths = {
  home: { path: "/" },
  news: { path: "/news" },
  help: { path: "/help" },
  cvBuilder: { path: "/cv-builder" },
  jobMatcher: { path: "/job-matcher" },
  /** Every open job listing, to browse without a CV: linked from the Job Matcher, the job pages, the home page and the footer, not the top bar. */
  jobs: { path: "/jobs" },
} as const;

/** The order of the links in the top bar, the mobile menu and the footer. */
export const navLinks = [paths.home, paths.news, paths.help, paths.cvBuilder, paths.jobMatcher];

/** Every page of every language, with its alternates, for search engines; written by the English build only. */
export const sitemapPath = "/sitemap.xml";

/** robots.txt, which names the sitemap by its absolute address: written by the English build. */
export const robotsPath = "/robots.txt";

/**
 * A path no page uses. Prerendering it produces the 404 page's HTML, which the server sends
 * (with status 404) for every unknown path outside /news/ and /jobs/ (which have their own:
 * NOT_FOUND_SLUG); the client then hydrates the catch-all route there.
 */
export const notFoundDocumentPath = "/404";

/**
 * The slug of the news and job sections' own 404 documents (/news/404, /jobs/404): an unknown
 * address under /news/ is answered with the news route's, so it hydrates with that route's code
 * (src/app/routes/news-item.tsx). The content check refuses it as a news file's or a job's slug.
 */
export const NOT_FOUND_SLUG = "404";

/**
 * The pages every language has whatever the content: the nav pages, the list of jobs and the 404 document. Marked
 * pure: every page's bundle imports this module and never this list, which the minifier would keep.
 */
export const prerenderedPaths: string[] = /* @__PURE__ */ [...navLinks, paths.jobs]
  .map((link): string => link.path)
  .concat(notFoundDocumentPath);

/** The links of the footer's quick links: the five of the top bar, and the list of jobs. */
export const footerLinks = [...navLinks, paths.jobs];

/**
 * What one language's build prerenders: the pages above, the pages content/ makes (each news item's
 * and job listing's, the two sections' 404 documents and the news feed: react-router.config.ts
 * names them with the news and Job Matcher features' paths), and in the English build the sitemap
 * and robots.txt.
 */
export function buildPaths(contentPages: readonly string[], { sitemap }: { sitemap: boolean }): string[] {
  return [...prerenderedPaths, ...contentPages, ...(sitemap ? [sitemapPath, robotsPath] : [])];
}

/**
 * Every page in every language that exists whatever the content: "/", "/news", …, "/fr",
 * "/fr/news", …, "/crs/404". A function, so the pages' bundles (which import this module) do not
 * compute it. News items' pages are not in it: they come and go with content/news (see buildPaths).
 */
export function allPagePaths(): string[] {
  return locales.flatMap((locale) => prerenderedPaths.map((path) => localizePath(path, locale)));
}

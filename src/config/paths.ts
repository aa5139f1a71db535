import type * as m from "@/i18n/messages";
import { locales, localizePath } from "../i18n/locales.ts";

/**
 * The list of pages: every page of the site that is not a content item (those come from
 * src/content's collections), in one place. Each has its address (the English one; French and Kreol
 * add their prefix: localizePath) and whether the top bar (`nav`) or only the footer (`footer`)
 * links it, in this order. From this list come the routes (src/app/routes.ts), the prerender list,
 * the sitemap, the hreflang and canonical links, the top bar, the mobile menu and the footer, and
 * the share cards; `pageBuild` below holds what only the build reads. A page in neither `nav` nor
 * `footer` is still a page in every language, in the sitemap, with its links and share card.
 * Adding a page: an entry here and in `pageBuild`, its route module, its component and its
 * messages (a test, src/app/routes.test.ts, fails when a route module and this list disagree).
 */
export const paths = {
  home: { path: "/", nav: true },
  news: { path: "/news", nav: true },
  help: { path: "/help", nav: true },
  cvBuilder: { path: "/cv-builder", nav: true },
  jobMatcher: { path: "/job-matcher", nav: true },
  /** Every open job listing, to browse without a CV: linked from the Job Matcher, the job pages, the home page and the footer, not the top bar. */
  jobs: { path: "/jobs", footer: true },
  /**
   * Every course, to browse and filter: linked from the footer and each course's page. Drawn by the
   * courses collection's route (its section's splat, /training/*, matches /training too), so the
   * site has no route more.
   */
  training: { path: "/training", footer: true },
  /** The jobs a person saved or applied to, kept on their phone: linked from every job card and job page, not the top bar or the footer. */
  myJobs: { path: "/my-jobs" },
} as const satisfies Record<string, { path: `/${string}`; nav?: true; footer?: true }>;

export type PageKey = keyof typeof paths;
type Page = (typeof paths)[PageKey];
export type LinkedPage = Extract<Page, { nav: true } | { footer: true }>;

/** A message key of the site's catalogues (every catalogue compiles into one set of keys). */
export type MessageKey = keyof typeof m;

/**
 * What only the build reads of each page: its route module (under src/app/) and its share card's
 * words, the page's heading and the sentence under it (a message key each: the build finds the
 * catalogue; the card is drawn by tooling/og-image/page-cards.ts and named in the page's head by
 * src/components/layout/page-share-tags.tsx). A function, so no page's bundle carries it; typed by
 * `paths`, so a page missing here does not compile.
 */
export const pageBuild = (): Record<PageKey, { route: string; card: { title: MessageKey; text: MessageKey } }> => ({
  home: { route: "routes/home.tsx", card: { title: "home_hero_title", text: "home_description" } },
  news: { route: "routes/news.tsx", card: { title: "news_title", text: "news_description" } },
  help: { route: "routes/help.tsx", card: { title: "help_title", text: "shell_help_description" } },
  cvBuilder: { route: "routes/cv-builder.tsx", card: { title: "cvform_title", text: "shell_cv_builder_description" } },
  jobMatcher: { route: "routes/job-matcher.tsx", card: { title: "jobs_title", text: "shell_job_matcher_description" } },
  jobs: { route: "routes/jobs.tsx", card: { title: "jobs_list_title", text: "jobs_list_description" } },
  training: { route: "routes/course.tsx", card: { title: "training_list_title", text: "training_list_description" } },
  myJobs: { route: "routes/my-jobs.tsx", card: { title: "myjobs_title", text: "myjobs_description" } },
});

/**
 * A page's card, from the site's root, before its language's prefix: /share/home.png, /share/help.png
 * (/fr/share/help.png in French). Beside the news and job cards (/share/news/…, /share/jobs/…), out
 * of images/, which the service worker precaches: a visitor never needs it.
 */
export function pageShareImagePath(path: string): string {
  return `/share/${path === paths.home.path ? "home" : path.slice(1)}.png`;
}

/** Every page of the list with what the build reads of it, in the list's order. Build only. */
export function pageList(): {
  key: PageKey;
  path: string;
  route: string;
  card: { title: MessageKey; text: MessageKey };
}[] {
  const build = pageBuild();
  return (Object.keys(paths) as PageKey[]).map((key) => ({ key, path: paths[key].path, ...build[key] }));
}

/** The top bar's and mobile menu's links, in order. */
export const navLinks = Object.values(paths).filter((page): page is Extract<Page, { nav: true }> => "nav" in page);

/** The footer's quick links: the top bar's, then the pages only the footer links (the list of jobs). */
export const footerLinks: readonly LinkedPage[] = [
  ...navLinks,
  ...Object.values(paths).filter((page): page is Extract<Page, { footer: true }> => "footer" in page),
];

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
 * The pages every language has whatever the content: the list of pages and the 404 document.
 * A function, so the pages' bundles (which import this module) do not compute it.
 */
export function prerenderedPaths(): string[] {
  return [...Object.values(paths).map((page): string => page.path), notFoundDocumentPath];
}

/**
 * What one language's build prerenders: the pages above, the pages content/ makes (each news item's
 * and job listing's, the two sections' 404 documents and the feeds: src/content/prerender.server.ts),
 * and in the English build the sitemap and robots.txt.
 */
export function buildPaths(contentPages: readonly string[], { sitemap }: { sitemap: boolean }): string[] {
  return [...prerenderedPaths(), ...contentPages, ...(sitemap ? [sitemapPath, robotsPath] : [])];
}

/**
 * Every page in every language that exists whatever the content: "/", "/news", …, "/fr",
 * "/fr/news", …, "/crs/404". A function, so the pages' bundles (which import this module) do not
 * compute it. News items' pages are not in it: they come and go with content/news (see buildPaths).
 */
export function allPagePaths(): string[] {
  return locales.flatMap((locale) => prerenderedPaths().map((path) => localizePath(path, locale)));
}

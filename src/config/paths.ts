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
 * A path no page uses. Prerendering it produces the 404 page's HTML, which the server sends
 * (with status 404) for every unknown path; the client then hydrates the catch-all route there.
 */
export const notFoundDocumentPath = "/404";

export const prerenderedPaths: string[] = [...navLinks.map((link) => link.path), notFoundDocumentPath];

/**
 * Every page in every language: "/", "/news", …, "/fr", "/fr/news", …, "/crs/404". A function, so
 * the pages' bundles (which import this module) do not compute it.
 */
export function allPagePaths(): string[] {
  return locales.flatMap((locale) => prerenderedPaths.map((path) => localizePath(path, locale)));
}

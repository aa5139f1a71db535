import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageList, paths, robotsPath, sitemapPath } from "../config/paths";
import type { ItemPages } from "../content/engine/collection.server";
import { collections } from "../content/registry.server";
import { baseLocale } from "../i18n/locales";
import { siteLocale } from "../i18n/build-locale.server";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

/**
 * The collections' sections whose own page their item pages' route draws (/training: the list of
 * courses): that splat route (/training/*) matches the section's address too.
 */
const drawnBySection = (page: { path: string; route: string }) =>
  collections.some((collection) => {
    const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
    return pages?.section === page.path && pages.route === page.route;
  });

export default [
  // Every page of the list of pages (src/config/paths.ts): the home page, /news, /jobs… A page at a
  // collection's section drawn by its items' route (/training, the list of courses) is that route's
  // (below), with an empty splat: a route of its own would add to the routes' list every page loads.
  ...pageList()
    .filter((page) => !drawnBySection(page))
    .map((page) => (page.path === paths.home.path ? index(page.route) : route(segment(page.path), page.route))),
  // Each collection with item pages (src/content/registry.server.ts): every address under its
  // section (/news/…, /jobs/…), an item's page or the section's 404 page (see the modules for why a
  // section answers its own unknown addresses; the browser's router matches in any case, /News/nope
  // too, so the servers choose the section's 404 page in any case), and its feed.
  ...collections.flatMap((collection) => {
    const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
    if (!pages) return [];
    return [
      route(`${segment(pages.section)}/*`, pages.route),
      ...(pages.resources ?? []).map((resource) => route(segment(resource.path), resource.route)),
    ];
  }),
  // One sitemap for the whole site, at its root, and robots.txt that names it: the English build's
  // (a sitemap at /fr/sitemap.xml could list only /fr pages).
  ...(siteLocale === baseLocale
    ? [route(segment(sitemapPath), "routes/sitemap.ts"), route(segment(robotsPath), "routes/robots.ts")]
    : []),
  // Every other address: the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

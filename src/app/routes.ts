import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageList, paths, robotsPath, sitemapPath } from "../config/paths";
import type { ItemPages } from "../content/engine/collection.server";
import { collections } from "../content/registry.server";
import { baseLocale } from "../i18n/locales";
import { siteLocale } from "../i18n/build-locale.server";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

export default [
  // Every page of the list of pages (src/config/paths.ts): the home page, /news, /jobs…
  ...pageList().map((page) =>
    page.path === paths.home.path ? index(page.route) : route(segment(page.path), page.route),
  ),
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

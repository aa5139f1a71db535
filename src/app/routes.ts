import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pageList, paths, robotsPath, sitemapPath } from "../config/paths";
import { newsFeedPath } from "../content/news/pages";
import { jobPagePath, jobsFeedPath } from "../content/jobs/pages";
import { baseLocale } from "../i18n/locales";
import { siteLocale } from "../i18n/build-locale.server";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

export default [
  // Every page of the list of pages (src/config/paths.ts): the home page, /news, /jobs (every open
  // listing; the addresses under it are the job pages' route below)…
  ...pageList().map((page) =>
    page.path === paths.home.path ? index(page.route) : route(segment(page.path), page.route),
  ),
  route(segment(newsFeedPath), "routes/news-feed.ts"),
  route(segment(jobsFeedPath), "routes/jobs-feed.ts"),
  // One sitemap for the whole site, at its root, and robots.txt that names it: the English build's
  // (a sitemap at /fr/sitemap.xml could list only /fr pages).
  ...(siteLocale === baseLocale
    ? [route(segment(sitemapPath), "routes/sitemap.ts"), route(segment(robotsPath), "routes/robots.ts")]
    : []),
  // Every address under /news/ and /jobs/: an item's or a listing's page, or the section's 404
  // page (see the modules for why a section answers its own unknown addresses). The browser's router
  // matches in any case (/News/nope too), so the servers choose the section's 404 page in any case.
  route(`${segment(paths.news.path)}/*`, "routes/news-item.tsx"),
  route(segment(jobPagePath("*")), "routes/job.tsx"),
  // Every other address: the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

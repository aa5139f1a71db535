import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { newsFeedPath, paths, robotsPath, sitemapPath } from "../config/paths";
import { baseLocale } from "../i18n/locales";
import { siteLocale } from "../../tooling/site-locale";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(segment(paths.news.path), "routes/news.tsx"),
  route(segment(newsFeedPath), "routes/news-feed.ts"),
  route(segment(paths.help.path), "routes/help.tsx"),
  route(segment(paths.cvBuilder.path), "routes/cv-builder.tsx"),
  route(segment(paths.jobMatcher.path), "routes/job-matcher.tsx"),
  // One sitemap for the whole site, at its root, and robots.txt that names it: the English build's
  // (a sitemap at /fr/sitemap.xml could list only /fr pages).
  ...(siteLocale === baseLocale
    ? [route(segment(sitemapPath), "routes/sitemap.ts"), route(segment(robotsPath), "routes/robots.ts")]
    : []),
  // The 404 page, and each news item's page (/news/<slug>): see the module for why they share it.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

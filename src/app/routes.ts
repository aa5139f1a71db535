import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { paths } from "../config/paths";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

/**
 * Routes match only in their own case, as the servers do: /HELP is redirected to /help by the
 * servers (tooling/canonical-path.mjs), and where no server did, both sides show the 404 page
 * instead of the server sending the 404 page and the router rendering Help (a hydration error).
 */
const exact = { caseSensitive: true };

export default [
  index("routes/home.tsx"),
  route(segment(paths.news.path), "routes/news.tsx", exact),
  route(segment(paths.help.path), "routes/help.tsx", exact),
  route(segment(paths.cvBuilder.path), "routes/cv-builder.tsx", exact),
  route(segment(paths.jobMatcher.path), "routes/job-matcher.tsx", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

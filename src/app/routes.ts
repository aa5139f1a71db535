import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { paths } from "../config/paths";

/** Route paths without their leading slash, as the route config takes them. */
const segment = (path: string) => path.replace(/^\//, "");

export default [
  index("routes/home.tsx"),
  route(segment(paths.news.path), "routes/news.tsx"),
  route(segment(paths.help.path), "routes/help.tsx"),
  route(segment(paths.cvBuilder.path), "routes/cv-builder.tsx"),
  route(segment(paths.jobMatcher.path), "routes/job-matcher.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageList } from "@/config/paths";
import type { ItemPages } from "@/content/engine/collection.server";
import { collections } from "@/content/registry.server";
import routes from "./routes";

type Route = { path?: string; index?: boolean; file: string; children?: Route[] };

const routeList = (list: Route[]): Route[] => list.flatMap((route) => [route, ...routeList(route.children ?? [])]);
const configured = routeList(routes as Route[]);
const address = (route: Route) => (route.index ? "/" : `/${route.path}`);

/** What the collections add: each section's item pages (a splat) and its other files (the feeds). */
const contentAddresses = collections.flatMap((collection) => {
  const pages = collection.pages as ItemPages<unknown, unknown> | undefined;
  return pages ? [`${pages.section}/*`, ...(pages.resources ?? []).map((resource) => resource.path)] : [];
});
/** The English build's sitemap and robots.txt, and the 404 page for every other address. */
const siteFiles = ["/sitemap.xml", "/robots.txt", "/*"];

describe("the list of pages (src/config/paths.ts) and the routes (src/app/routes.ts)", () => {
  it("name the same pages: every route is a listed page, a collection's, or the site's own files", () => {
    const pages = pageList().map((page) => page.path);
    const unlisted = configured.map(address).filter((at) => !pages.includes(at));
    expect(unlisted.toSorted()).toEqual([...contentAddresses, ...siteFiles].toSorted());
  });

  it("give every listed page its route module, at its address (or its section's splat, which matches it too)", () => {
    for (const page of pageList()) {
      const route =
        configured.find((candidate) => address(candidate) === page.path) ??
        configured.find((candidate) => address(candidate) === `${page.path}/*`);
      expect({ page: page.path, file: route?.file }).toEqual({
        page: page.path,
        file: page.route,
      });
    }
  });

  it("leave no route module in src/app/routes/ that no route uses", () => {
    const files = readdirSync(path.join(import.meta.dirname, "routes")).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file),
    );
    expect(files.map((file) => `routes/${file}`).toSorted()).toEqual(
      [...new Set(configured.map((route) => route.file))].toSorted(),
    );
  });
});

import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pageModules } from "./page-code";

/** The French build's route tree as its router holds it (basename /fr), and each route's code. */
const routes: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "routes/home", index: true },
      { id: "routes/news", path: "news" },
      { id: "routes/help", path: "help" },
      { id: "routes/news-item", path: "news/*" },
      { id: "routes/not-found", path: "*" },
    ],
  },
];
const modules = {
  root: { module: "/fr/assets/root-A.js" },
  "routes/home": { module: "/fr/assets/home-B.js" },
  "routes/news": { module: "/fr/assets/news-C.js" },
  "routes/help": { module: "/fr/assets/help-D.js" },
  "routes/news-item": { module: "/fr/assets/item-E.js" },
  "routes/not-found": { module: "/fr/assets/404-F.js" },
};

describe("pageModules", () => {
  it("names the root's code and the page's own, as the router matches the address", () => {
    expect(pageModules(routes, modules, "/news")).toEqual(["/fr/assets/root-A.js", "/fr/assets/news-C.js"]);
    expect(pageModules(routes, modules, "/")).toEqual(["/fr/assets/root-A.js", "/fr/assets/home-B.js"]);
    expect(pageModules(routes, modules, "/news/2025-04-15-annual-fundraising-gala")).toEqual([
      "/fr/assets/root-A.js",
      "/fr/assets/item-E.js",
    ]);
  });

  it("gives an unknown address the 404 page's code, in any case, as the router does", () => {
    expect(pageModules(routes, modules, "/no/such/page")).toEqual(["/fr/assets/root-A.js", "/fr/assets/404-F.js"]);
    expect(pageModules(routes, modules, "/HELP")).toEqual(["/fr/assets/root-A.js", "/fr/assets/help-D.js"]);
    expect(pageModules(routes, modules, "/help?q=health#top")).toEqual([
      "/fr/assets/root-A.js",
      "/fr/assets/help-D.js",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { isNotFoundPageAddress, nearestNotFoundFolder } from "./nearest-not-found";

/** A predicate for a site whose 404 pages are in these folders, which records every folder it is asked about. */
function site(...folders: string[]) {
  const asked: string[] = [];
  const hasNotFound = (folder: string) => {
    asked.push(folder);
    return folders.includes(folder);
  };
  return { asked, hasNotFound };
}

describe("nearestNotFoundFolder", () => {
  it("takes the nearest folder up the path that has a 404 page, asking from the deepest up", () => {
    const { asked, hasNotFound } = site("/fr", "/fr/news");
    expect(nearestNotFoundFolder("/fr/news/2019/06/old-story", hasNotFound)).toBe("/fr/news");
    expect(asked).toEqual(["/fr/news/2019/06", "/fr/news/2019", "/fr/news"]);
    expect(nearestNotFoundFolder("/fr/help/x", hasNotFound)).toBe("/fr");
  });

  it("treats the last segment as the page, with or without a trailing slash", () => {
    const { hasNotFound } = site("/news");
    expect(nearestNotFoundFolder("/news/nope", hasNotFound)).toBe("/news");
    expect(nearestNotFoundFolder("/news/nope/", hasNotFound)).toBe("/news");
    expect(nearestNotFoundFolder("/news", hasNotFound)).toBeUndefined();
    expect(nearestNotFoundFolder("/news/", hasNotFound)).toBeUndefined();
  });

  it("looks folders up in small letters, whatever the path's case", () => {
    const { asked, hasNotFound } = site("/fr/news");
    expect(nearestNotFoundFolder("/FR/News/Old-Story", hasNotFound)).toBe("/fr/news");
    expect(asked).toEqual(["/fr/news"]);
  });

  it("gives undefined when no folder below the root has one, and never asks about the root", () => {
    const { asked, hasNotFound } = site("/news");
    expect(nearestNotFoundFolder("/newsletter/x", hasNotFound)).toBeUndefined();
    expect(nearestNotFoundFolder("/nope", hasNotFound)).toBeUndefined();
    expect(nearestNotFoundFolder("/", hasNotFound)).toBeUndefined();
    expect(nearestNotFoundFolder("", hasNotFound)).toBeUndefined();
    expect(asked).toEqual(["/newsletter"]);
  });

  it("resolves . and .. as a URL does, never above the root, and asks only about folders on that chain", () => {
    const { asked, hasNotFound } = site("/news", "/fr", "/fr/news");
    expect(nearestNotFoundFolder("/fr/news/../../news/x", hasNotFound)).toBe("/news");
    expect(nearestNotFoundFolder("/../../news/x", hasNotFound)).toBe("/news");
    expect(nearestNotFoundFolder("/./fr/./news//x", hasNotFound)).toBe("/fr/news");
    expect(nearestNotFoundFolder("/news/..", hasNotFound)).toBeUndefined();
    // The page is /fr/news itself once ".." is resolved, so its folder is /fr.
    expect(nearestNotFoundFolder("/fr/news/x/..", hasNotFound)).toBe("/fr");
    expect(asked.filter((folder) => folder.split("/").some((segment) => segment === ".." || segment === "."))).toEqual(
      [],
    );
  });
});

describe("isNotFoundPageAddress", () => {
  it("knows a 404 page's own address, in any language and section, with or without its file name", () => {
    const addresses = [
      "/404",
      "/404/",
      "/404.html",
      "/fr/404",
      "/crs/jobs/404",
      "/news/404.html",
      "/news/404/index.html",
      "/NEWS/404",
    ];
    expect(addresses.filter((p) => !isNotFoundPageAddress(p))).toEqual([]);
  });

  it("leaves pages whose names only contain 404 alone", () => {
    const pages = ["/", "/news", "/news/2025-04-04-room-404", "/jobs/4040", "/news/404-reasons", "/a404"];
    expect(pages.filter((p) => isNotFoundPageAddress(p))).toEqual([]);
  });
});

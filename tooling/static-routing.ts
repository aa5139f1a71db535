import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { isNotFoundPageAddress, nearestNotFoundFolder } from "../src/config/nearest-not-found.ts";

export type StaticResolution = { kind: "file"; file: string } | { kind: "not-found"; file: string };

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file name of a prerendered 404 document's copy beside its pages (tooling/postbuild/steps/not-found-copies.ts). */
export const NOT_FOUND_FILE = "404.html";

/**
 * The 404 page for an unknown path: the nearest 404.html up the path, as a static host chooses it
 * (/fr/news/old-story gets /fr/news/404.html, the news route's own; /fr/nope gets /fr/404.html),
 * and the site's own at the root when no folder on the way has one. The walk up the path, in small
 * letters, is the service worker's too (src/config/nearest-not-found.ts); here a folder has a 404
 * page when its 404.html is on disk.
 */
export function nearestNotFound(root: string, pathname: string): string {
  const fileIn = (folder: string) => path.resolve(root, `.${folder}`, NOT_FOUND_FILE);
  const folder = nearestNotFoundFolder(pathname, (candidate) => {
    const file = fileIn(candidate);
    return file.startsWith(root + path.sep) && isFile(file);
  });
  return folder === undefined ? path.join(root, NOT_FOUND_FILE) : fileIn(folder);
}

/**
 * Maps a request path onto the built site the way a static host would: a file as it is, a
 * prerendered page as its folder's index.html, and anything else, a 404 page's own address
 * included, to the nearest 404 page.
 * Never resolves outside `root`, whatever the path holds.
 */
export function resolveStaticPath(root: string, rawPathname: string): StaticResolution {
  const outside = { kind: "not-found", file: path.join(root, NOT_FOUND_FILE) } as const;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return outside;
  }
  if (pathname.includes("\0")) return outside;
  const normalized = path.posix.normalize(`/${pathname}`);
  const target = path.resolve(root, `.${normalized}`);
  if (target !== root && !target.startsWith(root + path.sep)) return outside;
  // A 404 page's own address (/news/404, /fr/404.html) is not a page: its status is 404 too.
  if (isNotFoundPageAddress(normalized)) return { kind: "not-found", file: nearestNotFound(root, normalized) };
  if (isFile(target)) return { kind: "file", file: target };
  const index = path.join(target, "index.html");
  if (isFile(index)) return { kind: "file", file: index };
  return { kind: "not-found", file: nearestNotFound(root, normalized) };
}

/** The pages of a built site, as paths: "/" and each folder with an index.html ("/news", "/404"). */
export function builtPagePaths(root: string): string[] {
  const found = (dir: string, prefix: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "assets")
      .flatMap((entry) => {
        const page = `${prefix}/${entry.name}`;
        const sub = path.join(dir, entry.name);
        return [...(isFile(path.join(sub, "index.html")) ? [page] : []), ...found(sub, page)];
      });
  return [...(isFile(path.join(root, "index.html")) ? ["/"] : []), ...found(root, "")].toSorted();
}

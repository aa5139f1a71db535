import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export type StaticResolution = { kind: "file"; file: string } | { kind: "not-found"; file: string };

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * Maps a request path onto the built site the way a static host would: a file as it is, a
 * prerendered page as its folder's index.html, and anything else to the prerendered 404 page.
 * Never resolves outside `root`, whatever the path holds.
 */
export function resolveStaticPath(root: string, rawPathname: string, notFoundFile: string): StaticResolution {
  const notFound = { kind: "not-found", file: path.join(root, notFoundFile) } as const;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname);
  } catch {
    return notFound;
  }
  if (pathname.includes("\0")) return notFound;
  const target = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return notFound;
  if (isFile(target)) return { kind: "file", file: target };
  const index = path.join(target, "index.html");
  if (isFile(index)) return { kind: "file", file: index };
  return notFound;
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

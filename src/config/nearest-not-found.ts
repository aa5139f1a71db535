/**
 * Which 404 page an unknown address gets: the nearest one up its path, as a static host chooses it
 * (/fr/news/old-story gets /fr/news's, the news route's own; /fr/nope none below the root, so the
 * language's). One rule for the preview server (tooling/static-routing.ts, files on disk) and the
 * service worker offline (src/sw/routes.ts, precached URLs), so the two always agree. Plain
 * TypeScript: no Node, no DOM, so both can import it.
 */

/**
 * The nearest folder up `pathname` that has a 404 page, as "/fr/news", or undefined when no folder
 * below the root has one (the caller then uses its root's). Folders are named in small letters, as
 * the browser's router matches paths in any case (/News/old-story is the news route's too) and every
 * built folder's name is in small letters. The last segment is the page, never a folder
 * ("/jobs/nope/" looks in /jobs). "." and ".." are resolved as a URL's are, never above the root, so
 * `hasNotFound` is only ever asked about a folder on the path's own chain.
 */
export function nearestNotFoundFolder(pathname: string, hasNotFound: (folder: string) => boolean): string | undefined {
  const segments: string[] = [];
  for (const segment of pathname.toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const folder = `/${segments.slice(0, depth).join("/")}`;
    if (hasNotFound(folder)) return folder;
  }
  return undefined;
}

/**
 * The address of a 404 page itself (/404, /fr/news/404, /jobs/404.html, /news/404/): a page that
 * does not exist, so every server answers it with status 404, as it does any unknown address,
 * never as a page found (a search engine or a shared link would otherwise keep "404" as a page).
 * The 404 pages are still built as pages of their own, for the servers to send and the service
 * worker to keep.
 */
export function isNotFoundPageAddress(pathname: string): boolean {
  return /(?:^|\/)404(?:\.html|\/|\/index\.html)?$/i.test(pathname);
}

import { matchRoutes, type ClientInstrumentation, type RouteObject } from "react-router";
import { localePrefix, localizePath, type Locale } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

/** Each route's code, as React Router's build manifest lists it (window.__reactRouterManifest). */
type RouteModules = Record<string, { module: string }>;

declare global {
  interface Window {
    __reactRouterManifest?: { routes: RouteModules };
    /** The router HydratedRouter made, with its route tree (ids as in the manifest). */
    __reactRouterDataRouter?: { routes: RouteObject[] };
  }
}

/**
 * The code a page needs, root first: "/news" (or "/news?x#y") gives the root route's and the news
 * route's, matched as the router matches. From the route tree and the manifest React Router puts
 * on every page.
 */
export function pageModules(routes: RouteObject[], modules: RouteModules, address: string): string[] {
  return (matchRoutes(routes, address) ?? []).map(({ route }) => modules[route.id!]!.module);
}

/**
 * Whether a language's page opens with no connection: the worker whose scope the address falls in
 * (the longest, as the browser picks it) is that language's own, and active, whether or not it
 * controls the page asking. The English worker's scope "/" covers /fr too, but it leaves the French
 * pages to the French worker (src/sw/).
 */
export async function offlineReady(href: string, locale: Locale): Promise<boolean> {
  const registration = await navigator.serviceWorker?.getRegistration(href);
  return !!registration?.active && new URL(registration.scope).pathname === (localePrefix(locale) || "/");
}

let missingPage: string | null = null;
let listener = () => {};

/**
 * The page a tap could not open because its code is not on this device and there is no
 * connection (null when none): the shell says so (src/components/layout/offline-notice.tsx, its
 * one listener).
 */
export const missingPageCode = {
  get: (): string | null => missingPage,
  set(to: string | null) {
    missingPage = to;
    listener();
  },
  /** The shell's one notice listens for as long as the page is open; a new one replaces it. */
  subscribe(onChange: () => void) {
    listener = onChange;
    return () => {};
  },
};

/**
 * Fetches a page's code before React Router navigates to it. React Router fetches a route's code
 * when the visitor taps its link, and if that fails it reloads the page it is on, which offline
 * lands on the browser's error page or, with the page served again by the service worker, back
 * where the visitor started with nothing said. Here a tap whose code cannot be fetched with no
 * connection stays where it is and says so; the router is not asked, so nothing reloads
 * (React Router's instrumentations: https://reactrouter.com/how-to/instrumentation).
 * With a connection (a new version of the site has replaced the code this page knows, or the
 * browser keeps an earlier failure), the tap becomes a full navigation to the page asked for, in
 * the new version. (A signal that the phone counts as a connection but carries nothing gets that
 * navigation too: the service worker, once installed, serves it.)
 * With no connection but this language's worker active (a page it never took charge of), the tap
 * is a full navigation, which the worker answers from its precache.
 */
export const pageCodeFirst: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(go, { to }) {
        // Only an address can lead to another page; "?q=…" and history steps stay on this one.
        if (typeof to === "string" && to.startsWith("/")) {
          try {
            const modules = pageModules(
              window.__reactRouterDataRouter?.routes ?? [],
              window.__reactRouterManifest?.routes ?? {},
              to,
            );
            await Promise.all(modules.map((url) => import(/* @vite-ignore */ url)));
          } catch {
            if (!navigator.onLine) {
              // This language's worker is active but does not control this page (it was never
              // claimed): a full navigation goes through it, and it answers from its precache
              // (src/sw/service-worker.ts). Only with no such worker is the page not here.
              const href = localizePath(to, siteLocale);
              if (await offlineReady(href, siteLocale)) window.location.assign(href);
              else missingPageCode.set(to);
              // The router never hears of it: an instrumentation that returns has its navigation
              // run anyway, so this one never returns. A new tap is a new navigation.
              return new Promise<never>(() => {});
            }
            // With a connection, the code still could not be had: a new version of the site has
            // replaced it, or this browser keeps a fetch that failed while offline for as long as
            // the page is open (see ./import-once), so the router's own import would fail again
            // and reload the page the visitor is leaving. A full navigation to the page asked for
            // loads its code afresh.
            window.location.assign(localizePath(to, siteLocale));
            return new Promise<never>(() => {});
          }
        }
        missingPageCode.set(null);
        await go();
      },
    });
  },
};

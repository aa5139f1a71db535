/**
 * The service worker's part of the new-jobs check (src/alerts/): the small list of open listings,
 * network first. A page always reads the list the server has now (even while the site's new version
 * waits for the visitor's consent, as the old version's precache knows only the old listings), and
 * offline the last copy, kept in the alerts cache ('Forget my CV' deletes it with the rest).
 * Nothing is sent anywhere: the list is a plain GET of the site's own file.
 */
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { ALERTS_CACHE } from "../alerts/kept-cv.ts";
import { openListingsPath } from "../alerts/open-listings.ts";
import type { WorkerLanguage } from "./routes.ts";

/** The list's route, for this language's worker. */
export function registerNewJobs(language: WorkerLanguage): void {
  const listPath = openListingsPath(language.prefix);
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === listPath,
    new NetworkFirst({ cacheName: ALERTS_CACHE, fetchOptions: { cache: "no-cache" } }),
  );
}

/**
 * The Job Matcher's engine for the daily check (src/sw/new-jobs.ts), as a script of its own that
 * each language's worker loads with importScripts(): about 10 KiB gzip that changes only when the
 * engine does. Bundled into the workers, it would be downloaded again with every new version of the
 * site (each worker's precache list changes with the pages), by every visitor, kept CV or not; as
 * its own file, named by its bytes, the browser keeps it from one version of the worker to the next.
 * tooling/service-worker/build-service-workers.ts builds it.
 */
import { fitsAmong, readMatchIndex } from "../alerts/score-new.ts";
import type { NewJobsMatcher } from "./new-jobs.ts";

declare const self: ServiceWorkerGlobalScope & { koudmenNewJobsMatcher?: NewJobsMatcher };

self.koudmenNewJobsMatcher = { fitsAmong, readMatchIndex };

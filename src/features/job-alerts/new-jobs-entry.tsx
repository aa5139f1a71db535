/*
 * The note of new jobs that fit a kept CV, on every visit. Loaded only when a CV is kept, after the
 * page is idle, never with Save-Data on: every page's HTML carries a few lines that check for the
 * kept CV's flag and then import this file (tooling/postbuild/steps/new-jobs-check.ts), so the
 * pages' first load has none of it (the home page has no room: docs/performance.md). It draws the
 * note into the page's slot once React has hydrated the page, as a small React root of its own,
 * and again on each page with a slot the visitor goes to.
 * What it fetches: the small list of open listings every time; the matcher's code and the match
 * index only when the list has something new since her last visit. Nothing is sent anywhere.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { checkOnVisit, type NewJobs } from "@/alerts/checks";
import { ALERTS_CACHE, readKeptFlag } from "@/alerts/kept-cv";
import { openListingsPath } from "@/alerts/open-listings";
import * as m from "@/i18n/messages";
import { localePrefix } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { seychellesToday } from "@/lib/seychelles-date";
import { browserStorage } from "@/lib/stored-cv";
import { NewJobsNote } from "./components/new-jobs-note";
import { subscribeKeptFlag } from "./logic/kept-cv-store";

const LIST = openListingsPath(localePrefix(siteLocale));

/**
 * The slot: an empty element the home page, /jobs and /job-matcher render where the note goes
 * (src/app/routes/home.tsx, jobs.tsx, job-matcher.tsx), written out there, since the home page's
 * first load has no bytes for a shared component, nor for an attribute saying which page it is on:
 * on the home page (HOME) the note is full width, under the hero.
 */
const SLOT_ID = "new-jobs";
/** The home page's address in the page's language ("/", "/fr"). */
const HOME = localePrefix(siteLocale) || "/";
const onHomePage = () => (location.pathname.replace(/(.)\/$/, "$1") || "/") === HOME;

/**
 * The list of open listings: the server's (revalidated, never the HTTP cache's; through the service
 * worker, network first, when it controls the page), else the last copy kept. Without a worker in
 * charge, the page keeps the copy itself.
 */
async function fetchList(): Promise<unknown> {
  try {
    const response = await fetch(LIST, { cache: "no-cache" });
    if (response.ok) {
      if (!navigator.serviceWorker?.controller && (await caches.has(ALERTS_CACHE)))
        await (await caches.open(ALERTS_CACHE)).put(LIST, response.clone());
      return (await response.json()) as unknown;
    }
  } catch {
    // Offline: the last copy.
  }
  return (await (await caches.open(ALERTS_CACHE)).match(LIST))?.json();
}

let today = "";
let result: Promise<NewJobs | undefined> | undefined;

/** This page load's check, run once and shared by every slot it shows in. */
function check(): Promise<NewJobs | undefined> {
  today = seychellesToday(Date.now());
  return (result ??= checkOnVisit({
    caches,
    today,
    fetchList,
    scoreNew: async (index, source, day, listings) =>
      (await import("./logic/score-on-page")).scoreOnPage(index, source, day, listings),
  }).catch(() => undefined));
}

const roots = new Map<HTMLElement, Root>();

/*
 * What each slot shows, read by its root through useSyncExternalStore: the root hydrates with the
 * server's snapshot (nothing, as the empty slot has), and then draws what the check found as an
 * ordinary update. (root.render() before that hydration ends is an "early update", which React
 * reports as an error and answers by throwing the hydration away: error #424.)
 */
const views = new Map<HTMLElement, ReactNode>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function Slot({ slot }: { slot: HTMLElement }) {
  return useSyncExternalStore(
    subscribe,
    () => views.get(slot) ?? null,
    () => null,
  );
}

function show(slot: HTMLElement, view: ReactNode) {
  views.set(slot, view);
  for (const listener of listeners) listener();
}

/** Draws the note (or nothing) into `slot`, and marks the slot with what it found, for the browser tests. */
function draw(slot: HTMLElement, root: Root, found: NewJobs | undefined, forgotten = false) {
  if (roots.get(slot) !== root) return;
  const jobs = found?.jobs ?? [];
  slot.dataset.newJobs = forgotten ? "forgotten" : jobs.length > 0 ? "shown" : "none";
  const wrapper = onHomePage() ? "mx-auto max-w-6xl px-4 pt-8" : "mt-6 max-w-3xl";
  if (forgotten)
    show(
      slot,
      <p role="status" className={`${wrapper} text-sm`}>
        {m.alerts_forgotten()}
      </p>,
    );
  else if (found && jobs.length > 0)
    show(
      slot,
      <div className={wrapper}>
        <NewJobsNote found={found} today={today} onForgotten={() => redrawAll(true)} />
      </div>,
    );
  else show(slot, null);
}

function redrawAll(forgotten: boolean) {
  result = undefined;
  for (const [slot, root] of roots) draw(slot, root, undefined, forgotten);
}

/** Finds the page's slot (a new one after each navigation to a page with one), and lets go of those gone. */
function attach() {
  for (const [slot, root] of roots)
    if (!slot.isConnected) {
      roots.delete(slot);
      views.delete(slot);
      root.unmount();
    }
  const slot = document.getElementById(SLOT_ID);
  if (!slot || roots.has(slot) || !readKeptFlag(browserStorage())) return;
  // A root over the empty slot: "hydrating" nothing (the Slot's first view) matches it as it is, and
  // then it draws what the check finds. (hydrateRoot, not createRoot: the page already loads it, and createRoot would add 0.1 KiB
  // to every page's first load, which the home page has not got.)
  const root = hydrateRoot(slot, <Slot slot={slot} />);
  roots.set(slot, root);
  void check().then((found) => draw(slot, root, found));
}

/** Runs `start` once React has hydrated the page (the shell marks <html data-hydrated>): the slot is React's until then. */
function whenHydrated(start: () => void) {
  const html = document.documentElement;
  if (html.dataset.hydrated === "true") return start();
  const observer = new MutationObserver(() => {
    if (html.dataset.hydrated !== "true") return;
    observer.disconnect();
    start();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}

if (typeof document !== "undefined" && "caches" in window)
  whenHydrated(() => {
    attach();
    new MutationObserver(attach).observe(document.body, { childList: true, subtree: true });
    // A CV kept again on this page starts the check over with it; a CV forgotten takes the note away.
    subscribeKeptFlag(() => {
      result = undefined;
      const kept = readKeptFlag(browserStorage());
      for (const [slot, root] of roots)
        if (kept) void check().then((found) => draw(slot, root, found));
        else draw(slot, root, undefined, slot.dataset.newJobs === "forgotten");
    });
  });

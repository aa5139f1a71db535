import { DAILY_CHECK_MIN_INTERVAL_MS, DAILY_CHECK_TAG } from "@/alerts/daily-check";

/*
 * The daily check from the page: whether this browser can run it, and turning it on and off in this
 * language's service worker (its scope is the language's: "/" for English, "/fr", "/crs"), which
 * answers it (src/sw/new-jobs.ts). Periodic Background Sync is Chromium's, for an installed site:
 * its permission is granted only then, so asking it is how a page tells.
 */

type PeriodicSync = {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
  getTags(): Promise<string[]>;
};
type WithPeriodicSync = ServiceWorkerRegistration & { periodicSync?: PeriodicSync };

/** "unsupported": no Periodic Background Sync here (iPhone, Firefox, a site not installed), "on" or "off". */
export type DailyCheckState = "unsupported" | "on" | "off";

/** How long a tap on 'Tell me…' waits for the language's worker to finish installing (its first visit). */
const WORKER_WAIT_MS = 30_000;

/**
 * Whether this browser can run the daily check for this site: Periodic Background Sync, allowed
 * (asked first, so a browser without it is told at once, not after the worker has installed).
 */
async function canCheckDaily(): Promise<boolean> {
  if (
    !("serviceWorker" in navigator) ||
    !("Notification" in window) ||
    typeof ServiceWorkerRegistration === "undefined" ||
    !("periodicSync" in ServiceWorkerRegistration.prototype)
  )
    return false;
  try {
    const status = await navigator.permissions.query({ name: "periodic-background-sync" as PermissionName });
    return status.state === "granted";
  } catch {
    return false;
  }
}

/**
 * The language's worker's periodic sync; undefined while that worker is not registered and active.
 * With `wait`, it first waits (a while, never for ever) for the page's worker to be active: on a
 * first visit it may still be installing when the person taps.
 */
async function languageSync(scope: string, wait: boolean): Promise<PeriodicSync | undefined> {
  if (wait)
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, WORKER_WAIT_MS))]);
  const registration = (await navigator.serviceWorker.getRegistration(scope)) as WithPeriodicSync | undefined;
  const own = registration && new URL(registration.scope).pathname.replace(/\/$/, "") === scope.replace(/\/$/, "");
  return own && registration.active ? registration.periodicSync : undefined;
}

/**
 * "unsupported" where the browser cannot run the check; else whether it is registered. Never waits
 * for the worker: a worker still installing has no check yet, so it is "off".
 */
export async function dailyCheckState(scope: string): Promise<DailyCheckState> {
  if (!(await canCheckDaily())) return "unsupported";
  const sync = await languageSync(scope, false);
  if (!sync) return "off";
  return (await sync.getTags().catch((): string[] => [])).includes(DAILY_CHECK_TAG) ? "on" : "off";
}

/**
 * Asks for notifications (only now, after the tap that asked for the check) and registers the
 * check: "on", "denied" when notifications are refused, "failed" when the browser would not (or
 * the site's worker did not become active in time).
 */
export async function turnOnDailyCheck(scope: string): Promise<"on" | "denied" | "failed" | "unsupported"> {
  if (!(await canCheckDaily())) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const sync = await languageSync(scope, true);
  if (!sync) return "failed";
  try {
    await sync.register(DAILY_CHECK_TAG, { minInterval: DAILY_CHECK_MIN_INTERVAL_MS });
    return "on";
  } catch {
    return "failed";
  }
}

export async function turnOffDailyCheck(scope: string): Promise<void> {
  await (await languageSync(scope, false))?.unregister(DAILY_CHECK_TAG);
}

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

/**
 * The language's worker's periodic sync, once the worker is active; undefined where the browser has
 * none or does not allow it (asked first, so a browser without it is told at once, not after the
 * worker has installed).
 */
async function languageSync(scope: string): Promise<PeriodicSync | undefined> {
  if (
    !("serviceWorker" in navigator) ||
    !("Notification" in window) ||
    typeof ServiceWorkerRegistration === "undefined" ||
    !("periodicSync" in ServiceWorkerRegistration.prototype)
  )
    return undefined;
  try {
    const status = await navigator.permissions.query({ name: "periodic-background-sync" as PermissionName });
    if (status.state !== "granted") return undefined;
  } catch {
    return undefined;
  }
  await navigator.serviceWorker.ready;
  const registration = (await navigator.serviceWorker.getRegistration(scope)) as WithPeriodicSync | undefined;
  const own = registration && new URL(registration.scope).pathname.replace(/\/$/, "") === scope.replace(/\/$/, "");
  return own ? registration.periodicSync : undefined;
}

export async function dailyCheckState(scope: string): Promise<DailyCheckState> {
  const sync = await languageSync(scope);
  if (!sync) return "unsupported";
  return (await sync.getTags().catch((): string[] => [])).includes(DAILY_CHECK_TAG) ? "on" : "off";
}

/**
 * Asks for notifications (only now, after the tap that asked for the check) and registers the
 * check: "on", "denied" when notifications are refused, "failed" when the browser would not.
 */
export async function turnOnDailyCheck(scope: string): Promise<"on" | "denied" | "failed" | "unsupported"> {
  const sync = await languageSync(scope);
  if (!sync) return "unsupported";
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  try {
    await sync.register(DAILY_CHECK_TAG, { minInterval: DAILY_CHECK_MIN_INTERVAL_MS });
    return "on";
  } catch {
    return "failed";
  }
}

export async function turnOffDailyCheck(scope: string): Promise<void> {
  await (await languageSync(scope))?.unregister(DAILY_CHECK_TAG);
}

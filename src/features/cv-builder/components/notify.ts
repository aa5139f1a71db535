/*
 * Toasts, with sonner and its Toaster loaded by the first toast rather than with the page: sonner
 * is about 9 KiB gzip, which the CV Builder's 150 KiB budget cannot spare, and building it takes
 * a slow phone's main thread for a moment it needs for the page. sonner replays toasts raised
 * before its Toaster subscribed, so nothing is lost while it loads.
 */

type Kind = "success" | "error" | "warning" | "info";

/** Warnings (the CV is not being saved) stay until closed: they matter for as long as the page is open. */
const durations: Partial<Record<Kind, number>> = { warning: Number.POSITIVE_INFINITY };

let toasterWanted = false;
const listeners = new Set<() => void>();

/** For LazyToaster: whether a toast has been raised, and news of the first one. */
export const toasterDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => toasterWanted,
};

export function notify(kind: Kind, title: string, description: string) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  void import("sonner").then(({ toast }) => toast[kind](title, { description, duration: durations[kind] }));
}

/*
 * Toasts, with sonner and its Toaster loaded by the first toast rather than with the page: sonner
 * is about 9 KiB gzip, which the tool pages' budgets can ill spare, and building it takes a slow
 * phone's main thread for a moment it needs for the page. sonner replays toasts raised before its
 * Toaster subscribed, so nothing is lost while it loads. A page that toasts renders <LazyToaster />.
 */
import { loadOnce } from "@/lib/load-once";

/** "message" is sonner's plain toast; "error" its destructive one. */
type Kind = "message" | "success" | "error" | "warning" | "info";

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

const loadSonner = loadOnce(() => import("sonner"));

export function notify(kind: Kind, title: string, description: string) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  loadSonner().then(
    ({ toast }) => {
      const show = kind === "message" ? toast : toast[kind];
      show(title, { description, duration: durations[kind] });
    },
    (error: unknown) => console.warn("The toast could not be shown", title, error),
  );
}

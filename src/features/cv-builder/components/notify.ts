/*
 * Toasts, with sonner loaded after the page is up rather than in its first load: sonner is about
 * 9 KiB gzip, which the CV Builder's 150 KiB budget cannot spare. sonner replays toasts raised
 * before its Toaster subscribed, so nothing is lost while it loads.
 */

type Kind = "success" | "error" | "warning" | "info";

/** Warnings (the CV is not being saved) stay until closed: they matter for as long as the page is open. */
const durations: Partial<Record<Kind, number>> = { warning: Number.POSITIVE_INFINITY };

export function notify(kind: Kind, title: string, description: string) {
  void import("sonner").then(({ toast }) => toast[kind](title, { description, duration: durations[kind] }));
}

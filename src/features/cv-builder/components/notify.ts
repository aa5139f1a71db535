/*
 * Toasts, with sonner loaded after the page is up rather than in its first load: sonner is about
 * 9 KiB gzip, which the CV Builder's 150 KiB budget cannot spare. sonner replays toasts raised
 * before its Toaster subscribed, so nothing is lost while it loads.
 */

type Kind = "success" | "error" | "warning" | "info";

/*
 * sonner's rich colours put its text at about 4.3:1 on its pale backgrounds, under WCAG AA's 4.5:1.
 * These darker text colours pass; they belong in the shared Toaster, and move there when it changes.
 */
const accessibleText: Record<Kind, Record<string, string>> = {
  success: { "--success-text": "#14532d" },
  error: { "--error-text": "#991b1b" },
  warning: { "--warning-text": "#713f12" },
  info: { "--info-text": "#1e3a8a" },
};

/** Warnings (the CV is not being saved) stay until closed: they matter for as long as the page is open. */
const durations: Partial<Record<Kind, number>> = { warning: Number.POSITIVE_INFINITY };

export function notify(kind: Kind, title: string, description: string) {
  void import("sonner").then(({ toast }) =>
    toast[kind](title, { description, style: accessibleText[kind], duration: durations[kind] }),
  );
}

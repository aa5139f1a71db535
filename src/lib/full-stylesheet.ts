/**
 * The build inlines in each page only the CSS rules that page can use before its code has run, and
 * keeps the full stylesheet as `media="print"` so it never blocks the first paint
 * (beasties, in tooling/postbuild/steps/critical-css.ts). Once the page runs, states the first paint never shows (dialogs,
 * toasts, lazily loaded parts) need every rule: this applies the full stylesheet to the screen too.
 * It holds every inlined rule in the same order, so nothing already on screen changes.
 */
export function applyFullStylesheets(doc: Document = document): void {
  doc.querySelectorAll<HTMLLinkElement>("link[data-full-stylesheet]").forEach((link) => (link.media = "all"));
}

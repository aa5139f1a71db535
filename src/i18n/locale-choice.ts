import type { Locale } from "./locales.ts";

/*
 * The language a visitor chose with the switcher, remembered for their next visit to the bare
 * site root (/) only. Visiting /fr/… by a link remembers nothing: the address always decides.
 */

/** The key the English home page's inline script reads (rootRedirectScript in tooling/locales.mjs). */
export const LOCALE_CHOICE_KEY = "koudmen.locale";

/** Called by the switcher's links just before the browser follows them. */
export function rememberLocaleChoice(locale: Locale, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked or full: the choice is simply not remembered.
  }
}

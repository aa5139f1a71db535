import type { Locale } from "./locales";

/*
 * The language a visitor chose with the switcher, remembered for their next visit to the bare
 * site root (/) only. Visiting /fr/… by a link remembers nothing: the address always decides.
 */

/** The same key as tooling/locales.mjs, whose script reads it on the English home page. */
export const LOCALE_CHOICE_KEY = "koudmen.locale";

/** Called by the switcher's links just before the browser follows them. */
export function rememberLocaleChoice(locale: Locale, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked or full: the choice is simply not remembered.
  }
}

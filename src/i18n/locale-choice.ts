import { baseLocale, isLocale, localizePath, type Locale } from "./locales";

/*
 * The language a visitor chose with the switcher, remembered for their next visit to the bare
 * site root (/) only. Visiting /fr/… by a link remembers nothing: the address always decides.
 */

export const LOCALE_CHOICE_KEY = "koudmen.locale";

/** Called by the switcher's links just before the browser follows them. */
export function rememberLocaleChoice(locale: Locale, storage: Pick<Storage, "setItem"> | undefined): void {
  try {
    storage?.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked or full: the choice is simply not remembered.
  }
}

/** Where a visit to "/" goes for a remembered choice (with the visit's query), or null to stay. */
export function rootRedirectTarget(remembered: string | null, search: string): string | null {
  if (!isLocale(remembered) || remembered === baseLocale) return null;
  return localizePath(`/${search}`, remembered);
}

/**
 * The same decision as an inline script for the head of the English home page, run before
 * anything paints (scripts/postbuild.mjs adds it; the CSP hashes it like every inline script).
 */
export function rootRedirectScript(): string {
  const prefixes = JSON.stringify(
    Object.fromEntries((["fr", "crs"] as const).map((locale) => [locale, localizePath("/", locale)])),
  );
  return `try{var p=${prefixes}[localStorage.getItem(${JSON.stringify(LOCALE_CHOICE_KEY)})];if(p&&location.pathname==="/")location.replace(p+location.search+location.hash)}catch(e){}`;
}

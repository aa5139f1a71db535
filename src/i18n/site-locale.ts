import { formatLocale, type Locale } from "./locales";

/** The language of this build, and so of every page it renders (see vite.config.ts). */
export const siteLocale: Locale = __SITE_LOCALE__;

/** The Intl locale for this build's dates and numbers. */
export const siteFormatLocale = formatLocale[siteLocale];

/** The year the site was built, injected by Vite's `define`. */
declare const __BUILD_YEAR__: number;
/** The language this build is for ("en", "fr" or "crs"): set by vite.config.ts from SITE_LOCALE. */
declare const __SITE_LOCALE__: import("./i18n/locales").Locale;
/** SITE_ORIGIN at build time ("https://example.org"), or the local build's address (tooling/site-origin.ts). */
declare const __SITE_ORIGIN__: string;

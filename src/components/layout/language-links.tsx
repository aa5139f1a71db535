import { useLocation } from "react-router";
import { paths } from "@/config/paths";
import { siteOrigin } from "@/config/site";
import { locales, localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

// A function, not a constant: the links are written at build only (root.tsx), and a constant's
// Object.values(…).map(…) stayed in every page's shell (an annotation cannot make it pure).
let pagePaths: Set<string> | undefined;
const isPagePath = (path: string) => (pagePaths ??= new Set(Object.values(paths).map((page) => page.path))).has(path);

/**
 * The head's links between a page's three languages: hreflang alternates (x-default is the
 * English page, which a visitor with no choice gets) and the page's canonical address. The 404
 * page has neither: it is not a page to index. The addresses are absolute, on the site's one
 * address (SITE_ORIGIN, tooling/site-origin.ts), as search engines ask.
 */
export function LanguageLinks() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (!isPagePath(path)) return null;
  return (
    <>
      <link rel="canonical" href={siteOrigin + localizePath(path, siteLocale)} />
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={siteOrigin + localizePath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={siteOrigin + path} />
    </>
  );
}

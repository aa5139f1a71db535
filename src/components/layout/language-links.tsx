import { useLocation } from "react-router";
import { navLinks } from "@/config/paths";
import { locales, localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

const pagePaths = new Set<string>(navLinks.map((link) => link.path));

/**
 * The head's links between a page's three languages: hreflang alternates (x-default is the
 * English page, which a visitor with no choice gets) and the page's canonical address. The 404
 * page has neither: it is not a page to index. The addresses are root-relative; a deployment that
 * knows its domain can make them absolute (README, "Languages").
 */
export function LanguageLinks() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (!pagePaths.has(path)) return null;
  return (
    <>
      <link rel="canonical" href={localizePath(path, siteLocale)} />
      {locales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={localizePath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={path} />
    </>
  );
}

import type { MetaDescriptor } from "react-router";
import { pageTitle, site, siteOrigin } from "@/config/site";
import { localizePath, locales, type Locale } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

/** A site path's absolute address in a language (this build's unless said): "https://…/fr/news/…". */
export function absoluteUrl(path: string, locale: Locale = siteLocale): string {
  return siteOrigin + localizePath(path, locale);
}

/** A page's picture for previews: its path on this site (in this build's language) and its words. */
/** Open Graph's language_TERRITORY for a language: the site speaks to Seychelles (en_SC, crs_SC). */
const ogLocale = (locale: Locale) => `${locale}_SC`;

export type ShareImage = { path: string; width: number; height: number; alt: string; type: string };

/**
 * The head of a page worth sharing: its <title> and description, its canonical address and its
 * other languages (absolute, from the site's one address: tooling/site-origin.ts), and the
 * Open Graph tags chat apps and Facebook draw a preview from, with absolute addresses.
 */
export function shareMeta({
  title,
  description,
  path,
  type,
  image,
}: {
  title: string;
  description: string;
  path: string;
  type: "article" | "website";
  image: ShareImage;
}): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: siteOrigin + localizePath(path, siteLocale) },
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: siteOrigin + localizePath(path, locale),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteOrigin + path },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: absoluteUrl(path) },
    { property: "og:locale", content: ogLocale(siteLocale) },
    ...locales
      .filter((locale) => locale !== siteLocale)
      .map((locale) => ({ property: "og:locale:alternate", content: ogLocale(locale) })),
    { property: "og:image", content: siteOrigin + image.path },
    { property: "og:image:type", content: image.type },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:description", content: description },
  ];
}

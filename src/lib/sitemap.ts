import { locales, localizePath } from "@/i18n/locales";
import { escapeXml } from "./xml";

/**
 * A sitemap (sitemaps.org) of every page in every language: each address with its alternates in
 * the other languages and x-default (the English page), as search engines read them
 * (xhtml:link rel="alternate" hreflang). `lastmod` when a page has a date of its own.
 */
export function sitemapXml(origin: string, pages: readonly { path: string; lastmod?: string }[]): string {
  const address = (path: string, locale: (typeof locales)[number]) => escapeXml(origin + localizePath(path, locale));
  const urls = pages.flatMap(({ path, lastmod }) =>
    locales.map((locale) =>
      [
        "  <url>",
        `    <loc>${address(path, locale)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        ...locales.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${address(path, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(path, "en")}"/>`,
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

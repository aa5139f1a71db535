import { footerLinks } from "@/config/paths";
import { contentOf } from "@/content/page-data.server";
import { itemPages } from "@/content/prerender.server";
import { siteOrigin } from "@/config/site";
import { sitemapXml } from "@/lib/sitemap";

/** /sitemap.xml, in the English build only (src/app/routes.ts): every page of every language (the footer's links: the top bar's and /jobs), each collection's items' too. */
export function loader() {
  const pages = [...footerLinks.map((link) => ({ path: link.path })), ...itemPages(contentOf())];
  return new Response(sitemapXml(siteOrigin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

import { paths } from "@/config/paths";
import { contentOf } from "@/content/page-data.server";
import { itemPages } from "@/content/prerender.server";
import { siteOrigin } from "@/config/site";
import { sitemapXml } from "@/lib/sitemap";

/** /sitemap.xml, in the English build only (src/app/routes.ts): every page of every language (the list of pages, src/config/paths.ts), each collection's items' too. */
export function loader() {
  const pages = [...Object.values(paths).map((page) => ({ path: page.path })), ...itemPages(contentOf())];
  return new Response(sitemapXml(siteOrigin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

import { sitemapPath } from "@/config/paths";
import { siteOrigin } from "@/config/site";

/** /robots.txt, in the English build only: everything may be read, and where the sitemap is (an absolute address). */
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}${sitemapPath}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

import { jobPagePath } from "@/content/jobs/pages";
import { navLinks } from "@/config/paths";
import { newsItemPath } from "@/content/news/pages";
import { jobListings } from "@/features/job-matcher/data/job-listings";
import { newsItems } from "@/features/news/data/news-items";
import { shareOrigin } from "@/lib/share-meta";
import { sitemapXml } from "@/lib/sitemap";

/** /sitemap.xml, in the English build only (src/app/routes.ts): every page of every language. */
export function loader() {
  const pages = [
    ...navLinks.map((link) => ({ path: link.path })),
    ...newsItems.map((item) => ({ path: newsItemPath(item.slug), lastmod: item.date })),
    ...jobListings.map((job) => ({ path: jobPagePath(job.slug), lastmod: job.posted })),
  ];
  return new Response(sitemapXml(shareOrigin, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}

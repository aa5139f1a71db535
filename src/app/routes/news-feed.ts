import { news } from "@/content/news/collection.server";
import { itemsOf } from "@/content/page-data.server";
import { newsAtomFeed } from "@/features/news/logic/news-feed";

/** /news/feed.xml (and /fr/…, /crs/…): written to a file when the build prerenders it. */
export function loader() {
  return new Response(newsAtomFeed(itemsOf(news)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}

import { newsItems } from "@/features/news/data/news-items";
import { newsAtomFeed } from "@/features/news/logic/news-feed";

/** /news/feed.xml (and /fr/…, /crs/…): written to a file when the build prerenders it. */
export function loader() {
  return new Response(newsAtomFeed(newsItems), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}

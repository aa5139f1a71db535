import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import { notFoundMeta } from "@/features/not-found/logic/not-found-meta";

/*
 * Every address no other route has. Prerendered once per language (/404), the document the server
 * sends with status 404 for them; the news and job sections have their own (routes/news-item.tsx).
 */
export const meta = notFoundMeta;

export default NotFoundPage;

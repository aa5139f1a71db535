import { useLocation } from "react-router";
import { pageList, pageShareImagePath } from "@/config/paths";
import { site, siteOrigin } from "@/config/site";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

/** The messages by key, for the card's heading named in the list of pages (prerender only: see PageShareTags). */
const messages = m as unknown as Record<string, (inputs: { name: string }) => string>;

/**
 * The Open Graph and Twitter tags of a page that is not a content item (the home page, /news,
 * /jobs, /help, /cv-builder, /job-matcher): its address, and its card (named in the list of pages, src/config/paths.ts),
 * which chat apps and Facebook show with a shared link. The route's meta gives the title and the
 * description; these are written into the HTML at build only (root.tsx), as the language links
 * are, so no page's bundle carries them. News items and job pages have their own (src/lib/share-meta.ts).
 */
export function PageShareTags() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const card = pageList().find((page) => page.path === path)?.card;
  if (!card) return null;
  const title = messages[card.title]!({ name: site.name });
  return (
    <>
      <meta property="og:url" content={siteOrigin + localizePath(path, siteLocale)} />
      <meta property="og:image" content={siteOrigin + localizePath(pageShareImagePath(path), siteLocale)} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={m.shell_share_image_alt({ title, name: site.name })} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

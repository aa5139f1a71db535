import { Rss } from "lucide-react";
import { textLinkVariants } from "@/components/ui/text-link";

/**
 * A link to one of the site's Atom feeds (/jobs/feed.xml, /training/feed.xml): a file, not a page,
 * so a plain link, typed for a feed reader or another site, with the feed icon.
 */
export function FeedLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      type="application/atom+xml"
      className={textLinkVariants({ className: "inline-flex min-h-6 items-center gap-1.5 font-medium" })}
    >
      <Rss aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </a>
  );
}

import { ExternalLink } from "@/components/ui/external-link";
import { textLinkVariants } from "@/components/ui/text-link";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";

/** 'Discuss on Facebook': the foundation's group, from a news card and from a news item's page. */
export function DiscussLink({ className }: { className?: string }) {
  return (
    <ExternalLink href={site.socialGroupUrl} className={textLinkVariants({ className: cn("font-medium", className) })}>
      <span aria-hidden="true" className="css-icon icon-[lucide--message-circle] size-4" />
      {m.news_discuss()}
    </ExternalLink>
  );
}

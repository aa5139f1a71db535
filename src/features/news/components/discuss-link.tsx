import { MessageCircle } from "lucide-react";
import { ExternalLink } from "@/components/ui/external-link";
import { textLinkVariants } from "@/components/ui/text-link";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";

/** 'Discuss on Facebook': the foundation's group, from a news card and from a news item's page. */
export function DiscussLink({ className }: { className?: string }) {
  return (
    <ExternalLink href={site.socialGroupUrl} className={textLinkVariants({ className: cn("font-medium", className) })}>
      <MessageCircle aria-hidden="true" className="size-4" />
      {m.news_discuss()}
    </ExternalLink>
  );
}

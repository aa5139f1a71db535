import { MessageCircle } from "lucide-react";
import { ExternalLink } from "@/components/ui/external-link";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";

/** 'Discuss on Facebook': the foundation's group, from a news card and from a news item's page. */
export function DiscussLink({ className }: { className?: string }) {
  return (
    <ExternalLink
      href={site.socialGroupUrl}
      className={cn(
        "inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline",
        className,
      )}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {m.news_discuss()}
    </ExternalLink>
  );
}

import { ImageIcon, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ExternalLink } from "@/components/ui/external-link";
import { newsItemPath } from "@/config/paths";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import type { NewsItem } from "../data/news-items";
import { NewsPhoto } from "./news-photo";

/** `first`: the first card, whose photo is on the first screen, so it is not left to load lazily. */
export function NewsCard({ item, first = false }: { item: NewsItem; first?: boolean }) {
  const titleId = `news-${item.id}-title`;
  return (
    <Card aria-labelledby={titleId} className="w-full overflow-hidden">
      {item.photo ? (
        <NewsPhoto photo={item.photo} belowTheFold={!first} />
      ) : (
        <div
          role="img"
          aria-label={m.news_photo_to_come({ image: item.image })}
          className="flex aspect-[16/9] flex-col items-center justify-center gap-2 bg-gradient-to-br from-secondary to-muted px-6 text-center text-sm text-muted-foreground"
        >
          <ImageIcon aria-hidden="true" className="size-8" />
          <span aria-hidden="true">{item.image}</span>
        </div>
      )}
      <CardHeader>
        <time dateTime={item.isoDate} className="text-sm font-medium text-primary">
          {item.date}
        </time>
        <CardTitle as="h2" id={titleId} className="text-xl">
          <Link to={newsItemPath(item.slug)} className="underline-offset-4 hover:underline">
            {item.title}
          </Link>
        </CardTitle>
        <CardDescription className="text-base">{item.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {item.content.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </CardContent>
      <CardFooter>
        <ExternalLink
          href={site.socialGroupUrl}
          className="inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {m.news_discuss()}
        </ExternalLink>
      </CardFooter>
    </Card>
  );
}

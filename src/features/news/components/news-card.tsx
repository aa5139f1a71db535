import { CalendarClock, ImageIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { newsItemPath } from "@/content/news/pages";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import type { NewsPage as NewsItem } from "@/content/news/pages";
import { isUpcoming } from "../logic/upcoming";
import { DiscussLink } from "./discuss-link";
import { NewsPhoto } from "./news-photo";

type Props = {
  item: NewsItem;
  /** The first card, whose photo is on the first screen, so it is not left to load lazily. */
  first?: boolean;
  /** Today in Seychelles once the page has hydrated, null before: "Upcoming" is decided on the device. */
  today?: string | null;
};

export function NewsCard({ item, first = false, today = null }: Props) {
  const titleId = `news-${item.id}-title`;
  const upcoming = today !== null && isUpcoming(item.event_date, today);
  return (
    <Card aria-labelledby={titleId} className="w-full overflow-hidden">
      {/* The mark lies over the picture, so it appears after hydration without moving anything. It
          is not a <p>: the card's paragraphs are the item's own text. */}
      <div className="relative">
        {item.photo ? (
          <NewsPhoto photo={item.photo} alt={item.photo_alt ?? ""} belowTheFold={!first} />
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
        {upcoming && item.event_date !== undefined && (
          <div className="absolute top-3 left-3 flex items-center gap-1.5 rounded-md bg-accent px-2.5 py-1 text-sm font-semibold text-accent-foreground shadow-sm">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {m.news_upcoming({ date: formatDay(item.event_date, siteLocale) })}
          </div>
        )}
      </div>
      <CardHeader>
        <time dateTime={item.date} className="text-sm font-medium text-primary">
          {formatDay(item.date, siteLocale)}
        </time>
        <CardTitle as="h2" id={titleId} size="lg">
          <Link to={newsItemPath(item.slug)} className="underline-offset-4 hover:underline">
            {item.title}
          </Link>
        </CardTitle>
        <CardDescription size="lg">{item.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {item.content.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </CardContent>
      <CardFooter>
        <DiscussLink />
      </CardFooter>
    </Card>
  );
}

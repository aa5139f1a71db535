import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { ShareControl } from "@/components/share-control";
import { paths } from "@/config/paths";
import { newsItemPath } from "@/content/news/pages";
import { pageTitle } from "@/config/site";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { absoluteUrl } from "@/lib/share-meta";
import type { NewsPage as NewsItem } from "@/content/news/pages";
import { eventDayText } from "../logic/event-day";
import { newsShareText } from "../logic/news-item-meta";
import { DiscussLink } from "./discuss-link";
import { NewsPhoto, NewsPhotoPlaceholder } from "./news-photo";
import { textLinkVariants } from "@/components/ui/text-link";

/** The article's column is max-w-3xl (48 rem) with 1 rem padding each side, less its 1 px borders. */
const ARTICLE_SIZES = "(min-width: 768px) 734px, calc(100vw - 34px)";

const TITLE_ID = "news-article-title";

/**
 * A news item's own page: everything its card shows, the day of the event it announces (if it does:
 * a fact, shown whether or not the day has passed), the whole article, and a way to share it.
 */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Link to={paths.news.path} className={textLinkVariants({ className: "font-medium" })}>
        <span aria-hidden="true">←</span>
        {m.news_all()}
      </Link>
      <article
        aria-labelledby={TITLE_ID}
        className="mt-6 overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm wrap-anywhere"
      >
        {item.photo ? (
          <NewsPhoto photo={item.photo} alt={item.photo_alt ?? ""} belowTheFold={false} sizes={ARTICLE_SIZES} />
        ) : (
          <NewsPhotoPlaceholder image={item.image} />
        )}
        <div className="p-5 md:p-8">
          <time dateTime={item.date} className="text-sm font-medium text-primary">
            {formatDay(item.date, siteLocale)}
          </time>
          <h1 id={TITLE_ID} className="mt-1 text-3xl font-bold leading-tight md:text-4xl">
            {item.title}
          </h1>
          {item.event_date !== undefined && (
            <p className="mt-3 flex items-start gap-1.5 font-semibold">
              <CalendarClock aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {eventDayText(item.event_date)}
            </p>
          )}
          <p className="mt-3 text-lg text-muted-foreground">{item.description}</p>
          <div className="mt-6 space-y-4">
            {item.content.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
          <DiscussLink className="mt-6" />
        </div>
      </article>
      <div className="mt-8">
        <ShareControl
          title={pageTitle(item.title)}
          text={newsShareText(item)}
          url={absoluteUrl(newsItemPath(item.slug))}
        />
      </div>
    </div>
  );
}

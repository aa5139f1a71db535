import { PageHeader } from "@/components/page-header";
import { ExternalLink } from "@/components/ui/external-link";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import type { NewsPage as NewsItem } from "@/content/news/pages";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { NewsCard } from "./news-card";

/** /news: every item, oldest first, each card with its whole article. */
export function NewsPage({ items }: { items: readonly NewsItem[] }) {
  // The page is prerendered: which events are still to come is decided on the device, once hydrated.
  const today = useSeychellesToday();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeader title={m.news_title()} subtitle={m.news_subtitle()} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {items.map((item, index) => (
          <li key={item.id} className="flex">
            <NewsCard item={item} first={index === 0} today={today} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="follow-us" className="mt-12 rounded-lg bg-muted p-6 text-center">
        <h2 id="follow-us" className="text-xl font-semibold">
          {m.news_more_title()}
        </h2>
        <p className="mt-2 text-muted-foreground">{m.news_more_text()}</p>
        <ExternalLink href={site.socialGroupUrl} className={buttonVariants({ className: "mt-4" })}>
          {m.news_follow()}
        </ExternalLink>
      </section>
    </div>
  );
}

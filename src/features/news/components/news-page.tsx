import { PageHeader } from "@/components/page-header";
import { ExternalLink } from "@/components/ui/external-link";
import { buttonVariants } from "@/components/ui/button";
import { site } from "@/config/site";
import { newsItems } from "../data/news-items";
import { NewsCard } from "./news-card";

export function NewsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeader title="Foundation News" subtitle="Our latest activities and upcoming events." />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {newsItems.map((item) => (
          <li key={item.id} className="flex">
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="follow-us" className="mt-12 rounded-lg bg-muted p-6 text-center">
        <h2 id="follow-us" className="text-xl font-semibold">
          Want more news?
        </h2>
        <p className="mt-2 text-muted-foreground">Photos, events and announcements are shared in our group first.</p>
        <ExternalLink href={site.socialGroupUrl} className={buttonVariants({ className: "mt-4" })}>
          Follow us on Facebook
        </ExternalLink>
      </section>
    </div>
  );
}

import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { PeopleIcon } from "@/components/ui/icons";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";

/** Stands for the foundation's Kreol name in the message, so each language puts it where it belongs. */
const NAME_MARK = "\u{E000}";

export function AboutSection() {
  const [beforeName, afterName] = m.home_about_text({ koudmen: NAME_MARK }).split(NAME_MARK);
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-4 pt-12 md:pt-16">
      <div className="grid gap-6 rounded-lg bg-secondary p-6 text-secondary-foreground md:grid-cols-[2fr_1fr] md:items-center md:p-10">
        <div>
          <h2 id="about-title" className="text-2xl font-bold md:text-3xl">
            {m.home_about_title()}
          </h2>
          <p className="mt-3 text-base md:text-lg">
            {beforeName}
            <span lang="crs">{site.shortName}</span>
            {afterName}
          </p>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <p className="text-sm">{m.home_about_members()}</p>
          <ExternalLink href={site.socialGroupUrl} className={buttonVariants({ size: "lgWrap" })}>
            <PeopleIcon />
            <span className="whitespace-normal">{m.home_join_group()}</span>
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

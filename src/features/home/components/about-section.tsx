import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { PeopleIcon } from "@/components/ui/icons";
import { site } from "@/config/site";

export function AboutSection() {
  return (
    <section aria-labelledby="about-title" className="mx-auto max-w-6xl px-4 pt-12 md:pt-16">
      <div className="grid gap-6 rounded-lg bg-secondary p-6 text-secondary-foreground md:grid-cols-[2fr_1fr] md:items-center md:p-10">
        <div>
          <h2 id="about-title" className="text-2xl font-bold md:text-3xl">
            About Us
          </h2>
          <p className="mt-3 text-base md:text-lg">
            <span lang="crs">Koudmen</span> is the old Seychellois way of neighbours lending a hand. The foundation
            keeps it alive: we share news of what is happening, point people to the help that government and private
            organisations offer, and give job seekers free tools to write a CV and find work.
          </p>
        </div>
        <div className="flex flex-col gap-3 md:items-end">
          <p className="text-sm">Thousands of members share news and help each other every day.</p>
          <ExternalLink href={site.socialGroupUrl} className={buttonVariants({ size: "lg" })}>
            <PeopleIcon />
            Join Our Facebook Group
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}

import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import {
  ArrowRightIcon,
  BriefcaseIcon,
  DocumentIcon,
  LifebuoyIcon,
  NewspaperIcon,
  type IconComponent,
} from "@/components/ui/icons";
import { paths } from "@/config/paths";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import * as m from "@/i18n/messages";
import type { HomeService } from "@/content/services/pages";

// content/home/services.yaml names each card's icon; data/ holds no components, so they are matched here.
const icons: Record<HomeService["icon"], IconComponent> = {
  newspaper: NewspaperIcon,
  lifebuoy: LifebuoyIcon,
  document: DocumentIcon,
  briefcase: BriefcaseIcon,
};

/** "Our Services": the cards of content/home/services.yaml, in its order. */
export function ServicesGrid({ services }: { services: readonly HomeService[] }) {
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 pt-12 md:pt-16">
      <h2 id="services-title" className="text-2xl font-bold md:text-3xl">
        {m.home_services_title()}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => {
          const Icon = icons[service.icon];
          return (
            <li key={service.link} className="flex">
              <Card className="w-full">
                <CardHeader>
                  <span className="mb-2 inline-flex size-11 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                    <Icon className="size-6" />
                  </span>
                  <CardTitle>{service.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{service.description}</CardDescription>
                </CardContent>
                <CardFooter className="flex-wrap gap-x-4 gap-y-2">
                  {/* The words are the spec's; the hidden ones name the service, so the link says
                      where it goes when read out of context (WCAG 2.4.4). */}
                  <Link to={service.link} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    {m.home_learn_more()}
                    <span className="sr-only"> {m.home_learn_more_about({ service: service.title })}</span>
                    <ArrowRightIcon />
                  </Link>
                  {/* The Job Matcher's card also leads to the list of open jobs, for a visitor with no CV. */}
                  {service.link === paths.jobMatcher.path && (
                    <Link
                      to={paths.jobs.path}
                      className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
                    >
                      {m.shell_nav_jobs()}
                    </Link>
                  )}
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

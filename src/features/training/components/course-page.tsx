import { ArrowLeft, Banknote, Building2, CalendarDays, CalendarX2, Clock, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { JsonLd } from "@/components/json-ld";
import { CheckItem, CheckList } from "@/components/check-list";
import { buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { coursePagePath, type CoursePage as Course } from "@/content/courses/pages";
import { helpEntryPath } from "@/content/help/entry-path";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { absoluteUrl } from "@/lib/share-meta";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { courseData } from "../logic/course-data";
import { costText, startDayText, startedNow, startText } from "../logic/course-facts";

const TITLE_ID = "course-page-title";

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="pl-5.5 font-medium">{children}</dd>
    </div>
  );
}

const factIcon = "size-4 shrink-0";

/**
 * A course's own page: what it is and teaches, who may enrol and how, who runs it (linked to its
 * Help Directory entry, where its contact is), where, for how long, for how much, and when it next
 * starts. A course whose start has passed and that does not start whenever people enrol is marked
 * as started, as a closed job is: the build judges it on its own day, the device on its own.
 */
export function CoursePage({ course }: { course: Course }) {
  const today = useSeychellesToday();
  const started = startedNow(course, today);
  const provider = course.provider;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <Link
        to={paths.training.path}
        className={textLinkVariants({ className: "mb-4 inline-flex min-h-6 items-center gap-1.5 font-medium" })}
      >
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        {m.shell_nav_training()}
      </Link>
      <article
        aria-labelledby={TITLE_ID}
        className="rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm wrap-anywhere md:p-8"
      >
        <h1 id={TITLE_ID} className="text-3xl font-bold leading-tight md:text-4xl">
          {course.title}
        </h1>
        <p className="mt-2 text-lg font-medium">{provider.name}</p>
        {started && course.starts !== undefined && (
          <div className="mt-5 flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2">
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="font-semibold">
              {m.training_started({ date: startDayText(course.starts), provider: provider.name })}
            </p>
          </div>
        )}
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <Fact icon={<Building2 aria-hidden="true" className={factIcon} />} label={m.training_fact_provider()}>
            <Link
              to={helpEntryPath(provider)}
              className={textLinkVariants({ className: "inline-flex min-h-6 items-center" })}
            >
              {m.training_provider_link({ name: provider.name })}
            </Link>
          </Fact>
          <Fact icon={<MapPin aria-hidden="true" className={factIcon} />} label={m.training_fact_location()}>
            {course.location}
          </Fact>
          <Fact icon={<Clock aria-hidden="true" className={factIcon} />} label={m.training_fact_length()}>
            {course.length}
          </Fact>
          <Fact icon={<Banknote aria-hidden="true" className={factIcon} />} label={m.training_fact_cost()}>
            {costText(course.cost)}
          </Fact>
          {!started && (
            <Fact icon={<CalendarDays aria-hidden="true" className={factIcon} />} label={m.training_fact_starts()}>
              {startText(course)}
            </Fact>
          )}
        </dl>
        <h2 className="mt-8 text-xl font-semibold">{m.training_page_about()}</h2>
        <p className="mt-2 leading-relaxed">{course.description}</p>
        <h2 className="mt-8 text-xl font-semibold">{m.training_page_teaches()}</h2>
        <CheckList className="space-y-2 text-base">
          {course.teaches.map((line) => (
            <CheckItem key={line.text} mark="check">
              {line.text}
            </CheckItem>
          ))}
        </CheckList>
        <h2 className="mt-8 text-xl font-semibold">{m.training_page_who()}</h2>
        <p className="mt-2 leading-relaxed">{course.who}</p>
        <h2 className="mt-8 text-xl font-semibold">{m.training_page_how()}</h2>
        <p className="mt-2 leading-relaxed">{m.training_page_how_text({ provider: provider.name })}</p>
        <ExternalLink href={course.url} className={buttonVariants({ className: "mt-4 w-full sm:w-auto" })}>
          {m.training_page_enrol()}
        </ExternalLink>
      </article>
      <JsonLd
        data={courseData({
          title: course.title,
          description: course.description,
          url: absoluteUrl(coursePagePath(course)),
          language: siteLocale,
          provider,
          cost: course.cost,
          ...(course.starts === undefined ? {} : { starts: course.starts }),
          location: course.location,
        })}
      />
    </div>
  );
}

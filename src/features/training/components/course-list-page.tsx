import { CalendarDays, CalendarX2, MapPin } from "lucide-react";
import type { ChangeEvent, ReactNode } from "react";
import { Link } from "react-router";
import { FeedLink } from "@/components/feed-link";
import { PageHeader } from "@/components/page-header";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { startsSoon } from "@/content/courses/course-card";
import {
  coursePagePath,
  coursesFeedPath,
  type CourseArea,
  type CourseCard,
  type CourseListPage as ListPage,
} from "@/content/courses/pages";
import { localizePath } from "@/i18n/locales";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { cn } from "@/lib/cn";
import { formatNumber, takesSingular } from "@/lib/numbers";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { COURSE_FILTERS_FORM_ID, useCourseFilters } from "../hooks/use-course-filters";
import { costText, startDayText, startedNow, startText } from "../logic/course-facts";
import {
  cardAttributes,
  controlId,
  COURSE_COUNT_ID,
  COURSE_NONE_ID,
  COURSES_ID,
  filterRules,
} from "../logic/course-filter-css";
import { COURSE_FILTER_PARAMS, courseIsland, filterCourses, islandKey } from "../logic/course-filters";

/** Each field's name in this build's language. */
const areaNames: Record<CourseArea, () => string> = {
  office: m.training_area_office,
  accounts: m.training_area_accounts,
  hotels: m.training_area_hotels,
  sea: m.training_area_sea,
  health: m.training_area_health,
  trades: m.training_area_trades,
  driving: m.training_area_driving,
  farming: m.training_area_farming,
  children: m.training_area_children,
  work: m.training_area_work,
};

/** "1 course", "3 courses" (in French 0 and 1 take the singular). */
const countText = (count: number) =>
  takesSingular(count)
    ? m.training_count_one({ count: formatNumber(count) })
    : m.training_count_other({ count: formatNumber(count) });

/**
 * /training: every course as a card leading to its page, with filters (field, island, free only,
 * starting in the next 30 days) kept in the address. Without JavaScript the same native controls
 * filter the list by CSS (../logic/course-filter-css.ts), on the build's day; with it, React filters
 * on the device's day in Seychelles, and a link with filters (or a provider's, from the Help
 * Directory) opens filtered.
 */
export function CourseListPage({ page }: { page: ListPage }) {
  const today = useSeychellesToday();
  const day = today ?? page.buildDay;
  const islands = page.islands.map((island) => ({ name: island, key: islandKey(island) }));
  const { filters, live, choose } = useCourseFilters({
    islands: islands.map((island) => island.key),
    providers: page.providers.map((provider) => provider.id),
  });
  const shown = live ? filterCourses(page.courses, filters, day) : page.courses;
  const provider = page.providers.find((candidate) => candidate.id === filters.provider);
  const rules = filterRules(
    page.courses.map((card) => ({
      fields: card.areas,
      island: courseIsland(card),
      free: card.cost === 0,
      soon: startsSoon(card, page.buildDay),
    })),
    page.areas,
    islands.map((island) => island.key),
  );

  return (
    <div id={COURSES_ID} className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <PageHeader title={m.training_list_title()} subtitle={m.training_list_description()} />
      <p className="mt-3">
        <FeedLink href={localizePath(coursesFeedPath, siteLocale)}>{m.training_feed_link()}</FeedLink>
      </p>
      <noscript>
        <style>{rules}</style>
        {/* The page is a file: without JavaScript it cannot read a shared link's filters, only the ones ticked here. */}
        <p className="mt-6 text-muted-foreground">{m.training_list_noscript()}</p>
      </noscript>
      <form
        id={COURSE_FILTERS_FORM_ID}
        aria-label={m.training_filters_label()}
        onSubmit={(event) => event.preventDefault()}
        className="mt-6 grid gap-4 rounded-lg border border-border bg-muted p-3 md:p-4"
      >
        <Choices legend={m.training_filter_field()}>
          {[
            { value: "", name: m.training_filter_field_all() },
            ...page.areas.map((a) => ({ value: a, name: areaNames[a]() })),
          ].map((choice) => (
            <Choice
              key={choice.value}
              type="radio"
              id={controlId("field", choice.value)}
              name={COURSE_FILTER_PARAMS.field}
              value={choice.value}
              checked={filters.field === choice.value}
              onChange={() => choose({ field: page.areas.find((area) => area === choice.value) ?? "" })}
            >
              {choice.name}
            </Choice>
          ))}
        </Choices>
        <Choices legend={m.training_filter_island()}>
          {[{ key: "", name: m.training_filter_island_all() }, ...islands].map((island) => (
            <Choice
              key={island.key}
              type="radio"
              id={controlId("island", island.key)}
              name={COURSE_FILTER_PARAMS.island}
              value={island.key}
              checked={filters.island === island.key}
              onChange={() => choose({ island: island.key })}
            >
              {island.name}
            </Choice>
          ))}
        </Choices>
        <Choices legend={m.training_filter_more()}>
          <Choice
            type="checkbox"
            id={controlId("free")}
            name={COURSE_FILTER_PARAMS.free}
            value="1"
            checked={filters.free}
            onChange={(event) => choose({ free: event.target.checked })}
          >
            {m.training_filter_free()}
          </Choice>
          <Choice
            type="checkbox"
            id={controlId("soon")}
            name={COURSE_FILTER_PARAMS.soon}
            value="1"
            checked={filters.soon}
            onChange={(event) => choose({ soon: event.target.checked })}
          >
            {m.training_filter_soon()}
          </Choice>
        </Choices>
      </form>

      {provider && (
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-lg font-medium">
          {m.training_list_provider({ name: provider.name })}
          <Link
            to={paths.training.path}
            replace
            className={textLinkVariants({ className: "inline-flex min-h-6 items-center text-base" })}
          >
            {m.training_list_clear()}
          </Link>
        </p>
      )}
      <p id={COURSE_COUNT_ID} role="status" className="mt-6 font-medium">
        {shown.length > 0 ? countText(shown.length) : ""}
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {shown.map((card) => (
          <li
            key={card.id}
            className="flex"
            {...cardAttributes({
              fields: card.areas,
              island: courseIsland(card),
              free: card.cost === 0,
              soon: startsSoon(card, page.buildDay),
            })}
          >
            <CourseListCard card={card} today={today} />
          </li>
        ))}
      </ul>
      {/*
       * Shown by React when nothing is left; in the prerendered page hidden by its own style, which
       * without JavaScript the rules above override when every card is left out.
       */}
      {(!live || shown.length === 0) && (
        <div
          id={COURSE_NONE_ID}
          style={live ? undefined : { display: "none" }}
          className="mt-4 flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-4 py-12 text-center"
        >
          <p className="text-lg">{m.training_list_empty()}</p>
          {/* A link to the list with nothing chosen: without JavaScript it loads the page afresh. */}
          <Link to={paths.training.path} replace className={buttonVariants({ variant: "outline" })}>
            {m.training_list_clear()}
          </Link>
        </div>
      )}
    </div>
  );
}

/** A group of choices, labelled by its legend. */
function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {/* Two to a row on a phone (a long name wraps inside its choice), so eleven fields take six rows, not eleven. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">{children}</div>
    </fieldset>
  );
}

/** One choice: a native radio or box (24 px, a target of its own) inside its label, as tall as a thumb needs, marked when ticked. */
function Choice({
  id,
  children,
  ...input
}: {
  id: string;
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-background px-2.5 py-1 text-sm leading-tight font-medium sm:rounded-full sm:px-3 has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground"
    >
      <input id={id} className="size-6 shrink-0 accent-current" {...input} />
      {children}
    </label>
  );
}

/** One course: its title (the link to its page), provider · place, length · cost, and its next start or that it has started. */
function CourseListCard({ card, today }: { card: CourseCard; today: string | null }) {
  const titleId = `course-${card.id}-title`;
  const started = startedNow(card, today);
  return (
    <Card aria-labelledby={titleId} className="w-full">
      <CardHeader>
        <CardTitle as="h2" id={titleId} className="wrap-break-word">
          <Link
            to={coursePagePath(card)}
            className="inline-block py-0.5 underline underline-offset-4 hover:no-underline"
          >
            {card.title}
          </Link>
        </CardTitle>
        <CardDescription size="lg">
          <span className="font-medium text-foreground">{card.providerName}</span>
          <span className="mt-1 flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {card.location}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p>
          {card.length} · <span className={cn(card.cost === 0 && "font-semibold")}>{costText(card.cost)}</span>
        </p>
        {started && card.starts !== undefined ? (
          <p className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2 font-semibold">
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {m.training_started({ date: startDayText(card.starts), provider: card.providerName })}
          </p>
        ) : (
          <p className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            {startText(card)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

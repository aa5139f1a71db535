import { Fragment } from "react";
import * as m from "@/i18n/messages";
import { siteFormatLocale } from "@/i18n/site-locale";
import { cn } from "@/lib/cn";
import type { Schedule } from "@/content/help/pages";
import { useMinuteClock } from "../hooks/use-minute-clock";
import { openStatus, weeklyHours } from "../logic/opening-hours";
import { HelpIcon } from "./help-icons";

/** "du lundi au vendredi" → "Du lundi au vendredi" at the start of a row (English days are capitalised already). */
function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase(siteFormatLocale) + text.slice(1);
}

/**
 * The week's hours, and once the page runs, whether someone answers now in Seychelles time. The
 * prerendered HTML has no status, so a page read later offline never says something stale.
 */
export function OpeningHours({ schedules, headingId }: { schedules: readonly Schedule[]; headingId: string }) {
  const now = useMinuteClock();
  const status = now ? openStatus(schedules, now) : null;
  const { rows, notes } = weeklyHours(schedules);

  return (
    <div role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="flex items-center gap-2 font-semibold">
        <HelpIcon name="clock" className="size-4 text-muted-foreground" />
        {m.help_hours_heading()}
      </h4>
      {/* The line's height is kept before the status arrives, so nothing moves when it does. */}
      <p className={cn("mt-1 min-h-5 text-sm font-semibold", status?.open ? "text-primary" : "text-foreground")}>
        {status?.text}
      </p>
      {rows.length > 0 ? (
        <dl className="help-hours">
          {rows.map((row) => (
            <Fragment key={`${row.label}${row.days}`}>
              <dt>
                {row.label ? m.help_hours_labelled_days({ label: row.label, days: row.days }) : capitalise(row.days)}
              </dt>
              <dd>{row.hours}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{m.help_hours_none()}</p>
      )}
      {notes.map((note) => (
        <p key={note} className="mt-2 text-sm text-muted-foreground">
          {note}
        </p>
      ))}
    </div>
  );
}

import { BellRing } from "lucide-react";
import { useId, type MouseEvent } from "react";
import type { NewJobs } from "@/alerts/checks";
import { textLinkVariants } from "@/components/ui/text-link";
import { jobPagePath } from "@/content/jobs/pages";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { cn } from "@/lib/cn";
import { takesSingular } from "@/lib/numbers";
import { dayWords } from "../logic/day-words";
import { ForgetCvButton } from "./forget-cv-button";

/** The router HydratedRouter made (src/lib/page-code.ts declares it): a tap on a job goes there without reloading the page. */
const router = () =>
  (window as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;

/** A plain link (the note is drawn outside the page's router) that still navigates inside the site. */
function onJobLink(event: MouseEvent<HTMLAnchorElement>, path: string) {
  const navigate = router()?.navigate;
  if (!navigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  void navigate(path);
}

/** "1 new job fits your CV since 20 November", "2 new jobs fit …", in the page's language. */
export function newJobsText(count: number, since: string, today: string): string {
  const values = { count: String(count), date: dayWords(since, today, siteLocale) };
  return takesSingular(count) ? m.alerts_new_jobs_one(values) : m.alerts_new_jobs_other(values);
}

/**
 * The note on the home page, /jobs and /job-matcher: the listings posted since her last visit that fit
 * her kept CV, each linked to its page with its figure, and 'Forget my CV' beside them.
 */
export function NewJobsNote({
  found,
  today,
  className,
  onForgotten,
}: {
  found: NewJobs;
  today: string;
  className?: string;
  onForgotten: () => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-lg border border-primary/40 bg-secondary p-4 text-secondary-foreground md:p-5", className)}
    >
      <h2 id={headingId} className="flex items-start gap-2 text-lg font-semibold">
        <BellRing aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {newJobsText(found.jobs.length, found.since, today)}
      </h2>
      <ul className="mt-2 space-y-1 ps-7">
        {found.jobs.map((job) => (
          <li key={job.id} className="wrap-break-word">
            <a
              href={localizePath(jobPagePath(job.slug), siteLocale)}
              onClick={(event) => onJobLink(event, jobPagePath(job.slug))}
              className={textLinkVariants({ place: "list", className: "font-medium" })}
            >
              {job.title}
            </a>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span className="text-sm">{m.alerts_job_figure({ figure: String(job.figure) })}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-3 ps-7 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{m.alerts_note_about()}</p>
        <div className="shrink-0">
          <ForgetCvButton onForgotten={onForgotten} />
        </div>
      </div>
    </section>
  );
}

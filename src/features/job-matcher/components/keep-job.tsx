import { Bookmark, BookmarkCheck, CircleCheck, Send } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { formatDay } from "@/i18n/dates.mjs";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { cn } from "@/lib/cn";
import {
  findJob,
  markApplied,
  MY_JOBS_MAX,
  removeJob,
  saveJob,
  unmarkApplied,
  type MyJob,
  type SaveableListing,
} from "@/lib/my-jobs";
import { formatNumber } from "@/lib/numbers";
import { useMyJobs, type ChangeOutcome } from "../hooks/use-my-jobs";

/** Why a change was not kept, in words a person can act on. */
export function problemText(problem: Exclude<ChangeOutcome, { ok: true }>["problem"]): string {
  if (problem === "full") return m.myjobs_problem_full();
  if (problem === "limit") return m.myjobs_problem_limit({ max: formatNumber(MY_JOBS_MAX) });
  return m.myjobs_problem_blocked();
}

/** What a change came to, for the status line: the words for it, or why it was not kept. */
export function outcomeText(outcome: ChangeOutcome, done: (jobs: MyJob[]) => string): string {
  if (!outcome.ok) return problemText(outcome.problem);
  return outcome.dropped > 0 ? `${done(outcome.jobs)} ${m.myjobs_unreadable()}` : done(outcome.jobs);
}

/** A toggle button whose state is aria-pressed, drawn filled when on. 44 px tall, for a thumb. */
export function PressedButton({
  pressed,
  icon,
  pressedIcon,
  children,
  className,
  ...props
}: {
  pressed: boolean;
  icon: ReactNode;
  pressedIcon: ReactNode;
  children: ReactNode;
  className?: string;
  onClick: () => void;
  id?: string;
  "aria-describedby"?: string;
}) {
  return (
    <Button
      variant="outline"
      aria-pressed={pressed}
      className={cn(
        "aria-pressed:border-primary aria-pressed:bg-secondary aria-pressed:text-secondary-foreground",
        className,
      )}
      {...props}
    >
      {pressed ? pressedIcon : icon}
      {children}
    </Button>
  );
}

/**
 * 'Save' and 'I applied' for one listing, on its card and its page, with the way to My jobs. Each
 * is a toggle (aria-pressed) read from the list on this phone once the page runs; what a press did,
 * or why the phone's storage refused it, is said in the status line under them. 'I applied' takes
 * today's day in Seychelles, which My jobs lets the person change.
 */
export function KeepJob({
  listing,
  titleId,
  className,
}: {
  listing: SaveableListing;
  /** The id of the listing's title, which describes the buttons (a list of cards has many 'Save's). */
  titleId: string;
  className?: string;
}) {
  const { read, change } = useMyJobs();
  const [said, setSaid] = useState("");
  const job = read.ok ? findJob(read.jobs, listing.id) : undefined;
  const applied = job?.appliedOn !== undefined;

  const toggleSave = () =>
    setSaid(
      job
        ? outcomeText(
            change((jobs) => removeJob(jobs, listing.id)),
            () => m.myjobs_unsaved_status(),
          )
        : outcomeText(
            change((jobs, today, now) => saveJob(jobs, listing, today, now)),
            () => m.myjobs_saved_status(),
          ),
    );

  const toggleApplied = () =>
    setSaid(
      applied
        ? outcomeText(
            change((jobs, _today, now) => unmarkApplied(jobs, listing.id, now)),
            () => m.myjobs_unapplied_status(),
          )
        : outcomeText(
            change((jobs, today, now) => markApplied(jobs, listing, today, now)),
            (jobs) => m.myjobs_applied_status({ date: formatDay(findJob(jobs, listing.id)!.appliedOn!, siteLocale) }),
          ),
    );

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PressedButton
          pressed={job !== undefined}
          icon={<Bookmark aria-hidden="true" />}
          pressedIcon={<BookmarkCheck aria-hidden="true" />}
          aria-describedby={titleId}
          onClick={toggleSave}
        >
          {m.myjobs_save()}
        </PressedButton>
        <PressedButton
          pressed={applied}
          icon={<Send aria-hidden="true" />}
          pressedIcon={<CircleCheck aria-hidden="true" />}
          aria-describedby={titleId}
          onClick={toggleApplied}
        >
          {m.myjobs_applied_button()}
        </PressedButton>
        <Link to={paths.myJobs.path} className={textLinkVariants({ className: "font-medium" })}>
          {m.myjobs_title()}
        </Link>
      </div>
      <p role="status" className={cn("text-sm", said && "mt-2")}>
        {said}
      </p>
    </div>
  );
}

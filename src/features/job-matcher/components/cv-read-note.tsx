import { CircleAlert, Loader2, ShieldCheck, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { CvProfile } from "@/matching/cv-profile";
import { aroundLink } from "../logic/around-link";
import { durationText } from "../logic/match-words";
import type { CvReading } from "../logic/scan-state";

const linkClass = "font-medium underline underline-offset-4 hover:no-underline";

/**
 * The line above the results saying what reading the CV gave: how much dated work it shows, and,
 * when its sections could not be told apart, how that was handled; when no text could be read,
 * that the figures are the sample listings' own. Its box is a polite live region.
 */
export function CvReadNote({ reading, profile }: { reading: CvReading | null; profile: CvProfile | null }) {
  const [unreadableBefore, unreadableAfter] = aroundLink(m.jobs_read_unreadable);
  return (
    <div aria-live="polite" className="mt-4 empty:hidden">
      {reading?.status === "read" && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {m.jobs_read_done()}
            {profile && profile.monthsWorked > 0 && (
              <> {m.jobs_read_worked({ duration: durationText(profile.monthsWorked) })}</>
            )}
            {profile && !profile.structured && <> {m.jobs_read_unstructured()}</>}
          </span>
        </p>
      )}
      {reading?.status === "reading" && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          {m.jobs_read_reading()}
        </p>
      )}
      {reading?.status === "unreadable" && (
        <p className="flex gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {unreadableBefore}
            <Link to={paths.cvBuilder.path} className={linkClass}>
              {m.jobs_cv_builder()}
            </Link>
            {unreadableAfter} {m.jobs_read_sample_figures()}
          </span>
        </p>
      )}
      {reading?.status === "no-connection" && (
        <p className="flex gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.jobs_read_no_connection()}
        </p>
      )}
    </div>
  );
}

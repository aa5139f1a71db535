import { Link } from "react-router";
import { textLinkVariants } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import type { JobTarget } from "../logic/job-target";

/**
 * Above the upload area: the listing a job page's 'Check my CV against this job' named, with the way
 * back to checking every job, or why the named listing is not checked (closed, or not found). The
 * line is a status region, in the prerendered HTML while still empty: what the page fills in once it
 * knows its address is read out. `id` lets the upload buttons carry it as their description.
 */
export function JobTargetNote({ id, target }: { id: string; target: JobTarget<{ title: string }> }) {
  const text =
    target.kind === "open"
      ? m.jobs_checking_against({ title: target.listing.title })
      : target.kind === "closed"
        ? m.jobs_target_closed({ title: target.listing.title })
        : target.kind === "unknown"
          ? m.jobs_target_unknown()
          : "";
  return (
    <div
      className={
        target.kind === "none"
          ? undefined
          : `mb-4 rounded-lg border-l-4 px-4 py-3 ${
              target.kind === "open" ? "border-primary bg-primary/10" : "border-destructive bg-destructive/10"
            }`
      }
    >
      <p id={id} role="status" className={target.kind === "open" ? "text-lg font-semibold" : "font-medium"}>
        {text}
      </p>
      {target.kind === "open" && (
        <Link to={paths.jobMatcher.path} className={textLinkVariants({ className: "font-medium" })}>
          {m.jobs_check_all_instead()}
        </Link>
      )}
    </div>
  );
}

import { useId, type ComponentProps } from "react";
import * as m from "@/i18n/messages";
import { sectionHeadingId } from "./optional-section";

/** 'I have no work experience yet': for school leavers; the CV then has no Experience section. */
export function NoExperienceBox(props: ComponentProps<"input">) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="mb-6 flex items-start gap-3 rounded-lg border border-border p-4">
      <input
        {...props}
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="size-6 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {m.cvout_no_experience()}
        </label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {m.cvout_no_experience_hint()}
        </p>
      </div>
    </div>
  );
}

/** Stands in for the section's name in the message, which is then cut there to make it a link. */
const MARK = "\u0000";

/**
 * Under the ticked box: no job yet is no empty CV. Sport, church, scouts, clubs and a family
 * business count, with a link down to Activities and volunteering.
 */
export function NoExperienceNudge({ shown }: { shown: boolean }) {
  return (
    <div role="status" className="empty:hidden">
      {shown ? <Nudge /> : null}
    </div>
  );
}

function Nudge() {
  const [before = "", after = ""] = m.cvform_no_experience_nudge({ section: MARK }).split(MARK);
  const target = sectionHeadingId("activities");
  return (
    <p className="-mt-2 mb-6 rounded-lg bg-muted p-4">
      {before}
      <a
        href={`#${target}`}
        onClick={(event) => {
          event.preventDefault();
          const heading = document.getElementById(target);
          heading?.scrollIntoView({ block: "start" });
          heading?.focus();
        }}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {m.cvform_activities()}
      </a>
      {after}
    </p>
  );
}

import { useId, type ComponentProps } from "react";
import * as m from "@/i18n/messages";

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

import type { ReactNode } from "react";

/** The id of a tab panel's heading, which takes focus when Next or Previous opens the panel. */
export const stepHeadingId = (tab: string) => `cv-${tab}-heading`;

export function StepHeading({
  tab,
  children,
  description,
}: {
  tab: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <h2
        id={stepHeadingId(tab)}
        tabIndex={-1}
        className="text-xl font-semibold outline-none focus-visible:underline sm:text-2xl"
      >
        {children}
      </h2>
      {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
    </div>
  );
}

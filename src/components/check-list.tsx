import { Check, CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/**
 * How an item is marked: "check" for a plain list of what is on offer (a help entry's services),
 * "found" and "missing" for a requirement checked against something (the Job Matcher's CV), and
 * "pending" (a dot) while it has not been checked yet. The mark is decoration: the words say it.
 */
export type CheckMark = "check" | "found" | "missing" | "pending";

const iconClass = "mt-0.5 size-4 shrink-0";

function Mark({ mark }: { mark: CheckMark }) {
  switch (mark) {
    case "check":
      return <Check aria-hidden="true" className={cn(iconClass, "text-primary")} />;
    case "found":
      return <CircleCheck aria-hidden="true" className={cn(iconClass, "text-primary")} />;
    case "missing":
      return <CircleX aria-hidden="true" className={cn(iconClass, "text-muted-foreground")} />;
    case "pending":
      return <span aria-hidden="true" className="mt-2 ml-1.5 size-1 shrink-0 rounded-full bg-foreground" />;
  }
}

/** A list whose items each start with a mark (see CheckMark): the Help Directory and the Job Matcher share it. */
export function CheckList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cn("mt-2 text-sm", className)}>{children}</ul>;
}

export function CheckItem({ mark, children }: { mark: CheckMark; children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <Mark mark={mark} />
      {children}
    </li>
  );
}

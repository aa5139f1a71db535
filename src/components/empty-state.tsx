import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** What a list says when it has nothing to show, and the way out (a button or a link). */
export function EmptyState({
  message,
  action,
  className,
}: {
  message: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-4 rounded-lg border border-dashed border-border px-4 py-12 text-center",
        className,
      )}
    >
      <p className="text-lg">{message}</p>
      {action}
    </div>
  );
}

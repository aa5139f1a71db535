import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/**
 * A message about the site itself, with its one action, in the corner the shell keeps for them
 * (ShellNotices): a new version to reload into, a page to try again once back online.
 */
export function NoticeBar({
  role,
  action,
  onAction,
  children,
}: {
  role: "status" | "alert";
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className="flex items-center justify-between gap-3 rounded-lg border border-border bg-background p-4 shadow-lg"
    >
      <p className="text-sm">{children}</p>
      <Button onClick={onAction} className="shrink-0">
        {action}
      </Button>
    </div>
  );
}

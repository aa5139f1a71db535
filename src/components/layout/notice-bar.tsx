import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";

/**
 * A message about the site itself, with its one action, in the corner the shell keeps for them
 * (ShellNotices): a new version to reload into, a page to try again once back online. A notice the
 * visitor may set aside has a close button too (`close`, its accessible name).
 */
export function NoticeBar({
  role,
  action,
  onAction,
  close,
  onClose,
  children,
}: {
  role: "status" | "alert";
  action: string;
  onAction: () => void;
  close?: string;
  onClose?: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role={role}
      className="flex items-center justify-between gap-3 rounded-lg border border-border bg-background p-4 shadow-lg"
    >
      <p className="text-sm">{children}</p>
      <div className="flex shrink-0 items-center gap-1">
        <Button onClick={onAction}>{action}</Button>
        {close && onClose && (
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={close} title={close}>
            <CloseIcon aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}

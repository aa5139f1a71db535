import { Trash2 } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";

/** One repeatable block ("Education #2"), with its Remove button while more than one block exists. */
export function EntryBlock({
  title,
  canRemove,
  onRemove,
  children,
}: {
  title: string;
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <fieldset aria-labelledby={headingId} className="min-w-0 rounded-lg border border-border p-4 sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {canRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={m.cvform_remove_named({ name: title })}
            className="text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {m.cvform_remove()}
          </Button>
        ) : null}
      </div>
      {children}
    </fieldset>
  );
}

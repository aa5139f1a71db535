import { Plus } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LIST_MAX_ENTRIES, listFullMessage, type ListName } from "../../logic/cv-limits";

/**
 * 'Add Another …' for one of the CV's lists. At the list's limit it is disabled and says why
 * beside it, so it never looks broken.
 */
export function AddAnotherButton({
  list,
  count,
  onAdd,
  hidden,
  children,
}: {
  list: ListName;
  count: number;
  onAdd: () => void;
  hidden?: boolean;
  children: ReactNode;
}) {
  const reasonId = useId();
  const full = count >= LIST_MAX_ENTRIES;
  return (
    <div className="mt-6 flex flex-col items-start gap-2" hidden={hidden}>
      <Button variant="outline" onClick={onAdd} disabled={full} aria-describedby={full ? reasonId : undefined}>
        <Plus aria-hidden="true" />
        {children}
      </Button>
      {full ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {listFullMessage(list)}
        </p>
      ) : null}
    </div>
  );
}

import { FileDown, FileUp, RotateCcw } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";

/**
 * 'Save CV file', 'Open CV file' and 'Start over', at the top of the CV Builder on every tab.
 * 'Open CV file' opens the file picker at once; what was chosen goes to onOpen.
 */
export function CvFileBar({
  onSave,
  onOpen,
  onStartOver,
  problem,
}: {
  onSave: () => void;
  onOpen: (file: File) => void;
  onStartOver: () => void;
  /** Why the last file could not be opened, shown under the buttons. */
  problem: string | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onSave}>
          <FileDown aria-hidden="true" />
          {m.cvout_save_file()}
        </Button>
        <Button
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby={problem ? problemId : undefined}
        >
          <FileUp aria-hidden="true" />
          {m.cvout_open_file()}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again still reports.
            event.currentTarget.value = "";
            if (file) onOpen(file);
          }}
        />
        <Button variant="outline" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" />
          {m.cvout_start_over()}
        </Button>
      </div>
      <div role="alert" id={problemId} className="max-w-md text-sm break-words text-destructive sm:text-right">
        {problem}
      </div>
    </div>
  );
}

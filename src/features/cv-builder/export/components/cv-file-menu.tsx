import { ChevronDown, FileDown, FileUp, Files, RotateCcw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";

const FILE_PROBLEM_ID = "cv-file-problem";

/**
 * 'CV file': one button at the top of the CV Builder that opens 'Save CV file', 'Open CV file' and
 * 'Start over', so on a phone the form starts right under the title. A disclosure (the button says
 * whether it is open, Tab walks into the list, Escape closes it and returns to the button); an item
 * chosen closes it and leaves focus on the button, where a dialog or the file picker returns it.
 */
export function CvFileMenu({
  onSave,
  onOpen,
  onStartOver,
  problem,
}: {
  onSave: () => void;
  onOpen: (file: File) => void;
  onStartOver: () => void;
  /** Why the last file could not be opened (CvFileProblem shows it). */
  problem: string | null;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  // While open: a press or a tap anywhere else closes it, as a menu does; so does focus that
  // leaves it (Tab past the last item); Escape closes it and returns to the button.
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const focusLeft = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", outside);
    element.addEventListener("focusout", focusLeft);
    element.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      element.removeEventListener("focusout", focusLeft);
      element.removeEventListener("keydown", escape);
    };
  }, [open]);

  /** An item chosen: the list closes, focus goes back to the button, then the item acts. */
  const choose = (action: () => void) => {
    setOpen(false);
    toggle.current?.focus();
    action();
  };

  return (
    <div ref={root} className="relative shrink-0">
      <Button
        ref={toggle}
        variant="outline"
        aria-expanded={open}
        aria-controls={listId}
        aria-describedby={problem ? FILE_PROBLEM_ID : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Files aria-hidden="true" />
        {m.cvform_file_menu()}
        <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
      </Button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full right-0 z-30 mt-2 flex w-max max-w-[calc(100vw-2rem)] flex-col gap-1 rounded-lg border border-border bg-background p-2 shadow-lg"
      >
        <li>
          <Button variant="ghost" className="w-full justify-start" onClick={() => choose(onSave)}>
            <FileDown aria-hidden="true" />
            {m.cvout_save_file()}
          </Button>
        </li>
        <li>
          <Button variant="ghost" className="w-full justify-start" onClick={() => choose(() => input.current?.click())}>
            <FileUp aria-hidden="true" />
            {m.cvout_open_file()}
          </Button>
        </li>
        <li>
          <Button variant="ghost" className="w-full justify-start" onClick={() => choose(onStartOver)}>
            <RotateCcw aria-hidden="true" />
            {m.cvout_start_over()}
          </Button>
        </li>
      </ul>
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
    </div>
  );
}

/** Why the last CV file could not be opened, under the title at full width (the menu's button names it). */
export function CvFileProblem({ problem }: { problem: string | null }) {
  return (
    <div role="alert" id={FILE_PROBLEM_ID} className="mt-2 text-sm break-words text-destructive empty:hidden">
      {problem}
    </div>
  );
}

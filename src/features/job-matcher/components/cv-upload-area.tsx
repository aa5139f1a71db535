import { FileText, FileUser, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";
import { useHydrated } from "@/lib/use-hydrated";
import { FILE_HINT, FILE_INPUT_ACCEPT } from "../logic/check-cv-file";
import { formatFileSize } from "../logic/format-file-size";
import type { ChosenFile } from "../logic/scan-state";

type Props = {
  file: ChosenFile | null;
  refusal: string | null;
  /** The id of a line the buttons carry as their description too: the listing the CV is checked against. */
  describedBy?: string;
  /** A file the visitor picked or dropped; the page checks it. */
  onFile: (file: File) => void;
  /** Offered when a CV generated in the CV Builder is stored on this device. */
  onUseStoredCv?: () => void;
};

function hasFiles(event: DragEvent) {
  return event.dataTransfer.types.includes("Files");
}

/** Where a CV is chosen: a 'Browse Files' button, or a file dropped on the area. */
export function CvUploadArea({ file, refusal, describedBy, onFile, onUseStoredCv }: Props) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const refusalId = useId();

  useEffect(() => {
    // A file dropped just beside the area would make the browser open it and leave the page.
    const refuseDrop = (event: globalThis.DragEvent) => {
      if (!event.dataTransfer?.types.includes("Files")) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "none";
    };
    window.addEventListener("dragover", refuseDrop);
    window.addEventListener("drop", refuseDrop);
    return () => {
      window.removeEventListener("dragover", refuseDrop);
      window.removeEventListener("drop", refuseDrop);
    };
  }, []);

  function takeFirst(files: FileList | null) {
    const first = files?.[0];
    if (first) onFile(first);
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    takeFirst(event.target.files);
    // Choosing the same file again after a refusal or a new scan must still count as a choice.
    event.target.value = "";
  }

  function onDragOver(event: DragEvent) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function onDragLeave(event: DragEvent) {
    // Moving over the area's own children fires dragleave too; only leaving the area counts.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    setDragging(false);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    takeFirst(event.dataTransfer.files);
  }

  return (
    // Dropping is a pointer shortcut; the keyboard's way in is the 'Browse Files' button inside.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby={headingId}
      data-dragging={dragging || undefined}
      // Before the page's code has run, a dropped file is not read (the browser would open it
      // instead): the area says it is still loading, as its 'Browse Files' button does.
      aria-busy={!hydrated || undefined}
      data-not-ready={hydrated ? undefined : ""}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
        dragging ? "border-primary bg-primary/10" : "border-input bg-muted/50"
      }`}
    >
      <Upload aria-hidden="true" className={`size-10 ${dragging ? "text-primary" : "text-muted-foreground"}`} />
      <h2 id={headingId} className="text-xl font-semibold">
        {m.jobs_upload_heading()}
      </h2>
      <p id={hintId} className="text-sm text-muted-foreground">
        {dragging ? m.jobs_upload_drop_here() : FILE_HINT}
      </p>
      <input ref={input} type="file" accept={FILE_INPUT_ACCEPT} onChange={onInputChange} className="hidden" />
      <Button
        variant="outline"
        aria-describedby={[describedBy, hintId, refusal ? refusalId : undefined].filter(Boolean).join(" ")}
        onClick={() => input.current?.click()}
      >
        {m.jobs_browse_files()}
      </Button>
      {onUseStoredCv && (
        <Button
          variant="ghost"
          aria-describedby={describedBy}
          onClick={onUseStoredCv}
          className="text-primary underline underline-offset-4"
        >
          <FileUser aria-hidden="true" />
          {m.jobs_use_stored_cv()}
        </Button>
      )}
      {file && (
        <p className="flex max-w-full items-center gap-2 rounded-md bg-background px-3 py-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="sr-only">{m.jobs_chosen_file()} </span>
          <span title={file.name} className="truncate font-medium">
            {file.name}
          </span>
          {file.size !== null && <span className="shrink-0 text-muted-foreground">({formatFileSize(file.size)})</span>}
        </p>
      )}
      <div id={refusalId} role="alert" className="empty:hidden">
        {refusal && (
          <p className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">{refusal}</p>
        )}
      </div>
    </section>
  );
}

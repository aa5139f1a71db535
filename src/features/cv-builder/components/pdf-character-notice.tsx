import { useMemo } from "react";
import type { CvData } from "../logic/cv-schema";
import { cvUnsupportedCharacters } from "../logic/pdf-characters";

/**
 * Names the characters the PDF's fonts cannot draw (Arabic, Chinese, emoji…), which the PDF leaves
 * out, and points to the Word file, which keeps them. A notice beside the buttons, not a dialog:
 * it never holds up the download.
 */
export function PdfCharacterNotice({ cv }: { cv: CvData }) {
  const missing = useMemo(() => cvUnsupportedCharacters(cv), [cv]);
  return (
    <div role="status" className="empty:hidden print:hidden">
      {missing.length > 0 ? (
        <p className="mt-4 rounded-lg border border-border bg-muted p-4 text-sm wrap-anywhere">
          {missing.length === 1 ? "This character" : "These characters"} can't be shown in the PDF:{" "}
          <span className="font-semibold">{missing.join(" ")}</span>. The PDF leaves{" "}
          {missing.length === 1 ? "it" : "them"} out. To keep {missing.length === 1 ? "it" : "them"}, use 'Download as
          Word'.
        </p>
      ) : null}
    </div>
  );
}

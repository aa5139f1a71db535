import { useMemo } from "react";
import * as m from "@/i18n/messages";
import type { CvData } from "../../logic/cv-schema";
import { cvUnsupportedCharacters } from "../../export/logic/pdf-characters";

/** Stands in for the characters in the message, which is then cut there to set them in bold. */
const MARK = "\u0000";

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
          <Notice characters={missing} />
        </p>
      ) : null}
    </div>
  );
}

/** The message with the characters in bold, however the language orders its words around them. */
function Notice({ characters }: { characters: string[] }) {
  const inputs = { characters: MARK, button: m.cvform_download_word() };
  const message = characters.length === 1 ? m.cvform_pdf_characters_one(inputs) : m.cvform_pdf_characters_other(inputs);
  const [before = "", after = ""] = message.split(MARK);
  return (
    <>
      {before}
      <span className="font-semibold">{characters.join(" ")}</span>
      {after}
    </>
  );
}

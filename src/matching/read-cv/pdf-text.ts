import { UnreadableCvError } from "./unreadable-cv-error";

/*
 * The text of a PDF through pdf.js, given the library (the browser passes the modern build with
 * its self-hosted worker, the tests pass the legacy build for Node). Text only: no page is drawn,
 * no font is turned into code (isEvalSupported: false keeps the CSP without 'unsafe-eval'), and
 * no URL is given for fonts, character maps or decoders, so pdf.js never fetches anything.
 */

type TextItem = { str?: string; hasEOL?: boolean };
type PdfPage = { getTextContent(): Promise<{ items: TextItem[] }>; cleanup(): unknown };
type PdfDocument = { numPages: number; getPage(n: number): Promise<PdfPage>; destroy(): Promise<void> };
export type PdfLibrary = {
  getDocument(src: {
    data: Uint8Array;
    isEvalSupported: boolean;
    disableFontFace: boolean;
    stopAtErrors: boolean;
    verbosity: number;
    worker?: unknown;
  }): { promise: Promise<PdfDocument>; destroy(): Promise<void> };
};

/** A CV has a few pages; a longer file is read only this far, which is plenty to match on. */
export const MAX_PDF_PAGES = 20;

export async function extractPdfText(lib: PdfLibrary, bytes: Uint8Array, worker?: unknown): Promise<string> {
  // pdf.js takes the buffer over to its worker; keep the caller's copy usable.
  const task = lib.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
    ...(worker ? { worker } : {}),
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (error) {
    // A password, a damaged file, or no PDF at all.
    await task.destroy().catch(() => undefined);
    throw new UnreadableCvError("pdf.js could not open the file", { cause: error });
  }
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES); n++) {
      const page = await doc.getPage(n);
      const { items } = await page.getTextContent();
      lines.push(items.map((item) => (item.str ?? "") + (item.hasEOL ? "\n" : " ")).join(""));
      page.cleanup();
    }
    return lines.join("\n");
  } catch (error) {
    throw new UnreadableCvError("pdf.js could not read the text", { cause: error });
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

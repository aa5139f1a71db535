import { getDocument, PDFWorker } from "pdfjs-dist";
import { extractPdfText, type PdfLibrary } from "./pdf-text";
import { ReaderUnavailableError, UnreadableCvError } from "./unreadable-cv-error";

/*
 * The browser's PDF reader, loaded only when a PDF is chosen. pdf.js parses in its own worker, off
 * the main thread. The worker is built by Vite from our own copy of pdf.js into /assets/ with a .js
 * name (a .mjs file is not served as JavaScript by every server), and, like this chunk, it is not
 * in the install-time precache: the service worker caches it the first time it is used.
 */

/** A CV takes well under a second; a file that keeps pdf.js busy this long is given up on. */
const READ_TIMEOUT_MS = 20_000;

let current: { worker: PDFWorker; failed: Promise<never> } | undefined;

function pdfWorker() {
  if (!current || current.worker.destroyed) {
    const port = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), { type: "module" });
    // pdf.js waits for a worker given as a port forever; a script that cannot be fetched (the
    // connection dropped before it was ever cached) fires this instead.
    const failed = new Promise<never>((_, reject) =>
      port.addEventListener("error", () => reject(new ReaderUnavailableError("pdf.js worker did not load")), {
        once: true,
      }),
    );
    failed.catch(() => undefined);
    current = { worker: PDFWorker.create({ port }), failed };
  }
  return current;
}

export async function readPdfText(bytes: Uint8Array): Promise<string> {
  const { worker, failed } = pdfWorker();
  let timer: number | undefined;
  const stuck = new UnreadableCvError("pdf.js took too long");
  const tooLong = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(stuck), READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      extractPdfText({ getDocument } as unknown as PdfLibrary, bytes, worker),
      failed,
      tooLong,
    ]);
  } catch (error) {
    // A worker that never loaded, or is stuck on a file: start afresh next time.
    if (error === stuck || error instanceof ReaderUnavailableError) {
      worker.destroy();
      current = undefined;
    }
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}

import { getDocument, PDFWorker } from "pdfjs-dist";
import { extractPdfText, type PdfLibrary } from "./pdf-text";

/*
 * The browser's PDF reader, loaded only when a PDF is chosen. pdf.js parses in its own worker, off
 * the main thread. The worker is built by Vite from our own copy of pdf.js into /assets/ with a .js
 * name (a .mjs file is not served as JavaScript by every server), and, like this chunk, it is not
 * in the install-time precache: the service worker caches it the first time it is used.
 */

let worker: PDFWorker | undefined;

function pdfWorker(): PDFWorker {
  if (!worker || worker.destroyed) {
    const port = new Worker(new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url), { type: "module" });
    worker = PDFWorker.create({ port });
  }
  return worker;
}

export function readPdfText(bytes: Uint8Array): Promise<string> {
  return extractPdfText({ getDocument } as unknown as PdfLibrary, bytes, pdfWorker());
}

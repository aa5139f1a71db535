import { pdf } from "@react-pdf/renderer";
import { cvFileName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { wordsOf } from "../../logic/cv-words";
import { cvFontSubsets } from "../logic/pdf-characters";
import { fetchPdfFonts } from "./cv-fonts";
import { CvPdfDocument } from "./cv-pdf-document";

/*
 * Everything that pulls in @react-pdf/renderer goes through this module, which the page loads
 * only with import(): the library is several hundred KiB and most visitors never download a PDF.
 */

/** Fetches, and keeps in the page, the fonts this CV's PDF needs. Rejects when they cannot be fetched. */
export function preparePdf(cv: CvData): Promise<void> {
  return fetchPdfFonts(cvFontSubsets(cv));
}

export async function renderCvPdf(cv: CvData): Promise<Blob> {
  await preparePdf(cv);
  return pdf(<CvPdfDocument cv={cv} />).toBlob();
}

/** "Aline-Payet-CV.pdf", or "Mon-CV.pdf" for a nameless CV in French or Kreol. */
export function pdfFileName(cv: CvData): string {
  return cvFileName(cv, wordsOf(cv), "pdf");
}

// The PDF is saved like the Word and CV files; it travels in this chunk so one fetch serves the download.
export { saveFile } from "../logic/save-file";

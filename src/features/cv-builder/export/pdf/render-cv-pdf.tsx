import { pdf } from "@react-pdf/renderer";
import type { CvData } from "../../logic/cv-schema";
import { registerPdfFonts } from "./cv-fonts";
import { CvPdfDocument } from "./cv-pdf-document";

/*
 * Everything that pulls in @react-pdf/renderer goes through this module, which the page loads
 * only with import(): the library is several hundred KiB and most visitors never download a PDF.
 */

export async function renderCvPdf(cv: CvData): Promise<Blob> {
  registerPdfFonts();
  return pdf(<CvPdfDocument cv={cv} />).toBlob();
}

// The PDF is saved like the Word and CV files; it travels in this chunk so one fetch serves the download.
export { saveFile } from "../logic/save-file";

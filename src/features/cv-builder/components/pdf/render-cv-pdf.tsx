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

/** Starts the browser's download of a blob under the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a minute is ample on a slow phone.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

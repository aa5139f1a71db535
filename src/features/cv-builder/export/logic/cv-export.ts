/*
 * The CV Builder's export code (Word, reading a CV file, share/mail), one chunk the page fetches
 * with import() once a CV is generated or one of those buttons is pressed: never in the first load,
 * never in the precache.
 */
import { cvFileName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { wordsOf } from "../../logic/cv-words";

export { cvDocxBlob } from "./cv-docx";
export { keepFileJobs } from "./file-jobs";
export { readCvFile } from "./json-resume";
export { saveFile } from "./save-file";
export { sendCv } from "./send-cv";

/** "Aline-Payet-CV.docx", or "Mon-CV.docx" for a nameless CV in French or Kreol. */
export function fileNameOf(cv: CvData, extension: "pdf" | "docx"): string {
  return cvFileName(cv, wordsOf(cv), extension);
}

/*
 * The CV Builder's export code (Word, JSON Resume, share/mail), one chunk the page fetches with
 * import() when one of those buttons is pressed: never in the first load, never in the precache.
 */
export { cvDocxBlob } from "./cv-docx";
export { jsonResumeFileName, readCvFile, toJsonResume } from "./json-resume";
export { saveFile } from "./save-file";
export { sendCv } from "./send-cv";

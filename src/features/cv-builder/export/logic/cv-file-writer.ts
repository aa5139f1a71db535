/*
 * 'Save CV file': the JSON Resume writer, the CV's words and the download, one small chunk the page
 * fetches as the form opens, so saving a CV file never waits for the network.
 */
export { jsonResumeFileName, toJsonResume } from "./json-resume-write";
export { saveFile } from "./save-file";

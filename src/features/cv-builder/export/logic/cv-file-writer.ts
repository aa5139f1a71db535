/*
 * 'Save CV file': the JSON Resume writer, the CV's words, My jobs as stored on this phone and the
 * download, one small chunk the page fetches as the form opens, so saving a CV file never waits
 * for the network.
 */
import { readMyJobs } from "@/lib/my-jobs-storage";
import { browserStorage } from "@/lib/stored-cv";

export { jsonResumeFileName, toJsonResume } from "./json-resume-write";
export { saveFile } from "./save-file";

/** The jobs of My jobs on this phone, for the file; none when the storage cannot be read. */
export function storedMyJobs() {
  const read = readMyJobs(browserStorage());
  return read.ok ? read.jobs : [];
}

import * as m from "@/i18n/messages";
import { MY_JOBS_MAX, type MyJob } from "@/lib/my-jobs";
import { mergeIntoMyJobs } from "@/lib/my-jobs-storage";
import { formatNumber } from "@/lib/numbers";
import { browserStorage, type StorageLike } from "@/lib/stored-cv";

/**
 * 'Open CV file' with a file that holds My jobs (`meta.myJobs`): its jobs are added to the list on
 * this phone (nothing there is removed; a job on both keeps the one changed last), and the notes
 * for the toast say so, or why they could not be kept, or what was left out. Never silent.
 */
export function keepFileJobs(
  fromFile: { jobs: readonly MyJob[]; unreadable: number } | undefined,
  storage: StorageLike | undefined = browserStorage(),
): string[] {
  if (!fromFile) return [];
  const notes: string[] = [];
  if (fromFile.jobs.length > 0) {
    const kept = mergeIntoMyJobs(storage, fromFile.jobs);
    if (!kept.ok) notes.push(m.cvform_file_jobs_not_kept());
    else {
      notes.push(m.cvform_file_opened_jobs());
      if (kept.leftOut > 0) notes.push(m.cvform_file_jobs_left_out({ max: formatNumber(MY_JOBS_MAX) }));
    }
  }
  if (fromFile.unreadable > 0) notes.push(m.cvform_file_jobs_unreadable());
  return notes;
}

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { seychellesToday } from "@/lib/seychelles-date";
import type { ListProblem, MyJob } from "@/lib/my-jobs";
import {
  rawMyJobs,
  readMyJobs,
  readRawMyJobs,
  subscribeMyJobs,
  phoneStorage,
  writeMyJobs,
  type MyJobsRead,
  type StorageProblem,
} from "@/lib/my-jobs-storage";

/** What a change to the list came to: done, or why not. */
export type ChangeOutcome =
  /** `dropped`: stored entries that could not be read and are gone with this write (the page says so). */
  { ok: true; jobs: MyJob[]; dropped: number } | { ok: false; problem: StorageProblem | ListProblem };

const currentRaw = () => rawMyJobs(phoneStorage());

/**
 * My jobs on this phone, read after hydration (the prerendered page cannot know it, and shows an
 * empty list until then: what shows the list itself waits for useHydrated) and again whenever it
 * changes, here or in another tab. `change` reads the list afresh,
 * applies a change and writes it, and says when the storage refused.
 */
export function useMyJobs() {
  // The prerendered page has nothing stored (null), so a phone with nothing stored renders nothing again.
  const raw = useSyncExternalStore(subscribeMyJobs, currentRaw, () => null);
  const read: MyJobsRead = useMemo(() => readRawMyJobs(raw), [raw]);

  const change = useCallback(
    (update: (jobs: MyJob[], today: string, now: number) => MyJob[] | ListProblem): ChangeOutcome => {
      const storage = phoneStorage();
      const before = readMyJobs(storage);
      if (!before.ok) return { ok: false, problem: before.problem };
      const now = Date.now();
      const jobs = update(before.jobs, seychellesToday(now), now);
      if (typeof jobs === "string") return { ok: false, problem: jobs };
      // Nothing changed (a refreshed snapshot that was already current): nothing to write.
      if (jobs === before.jobs) return { ok: true, jobs, dropped: 0 };
      const problem = writeMyJobs(storage, jobs);
      return problem === null ? { ok: true, jobs, dropped: before.unreadable } : { ok: false, problem };
    },
    [],
  );

  return { read, change };
}

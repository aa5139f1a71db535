// @vitest-environment jsdom
import { saveJob, type MyJob } from "./my-jobs";
import {
  BLOCKED,
  mergeIntoMyJobs,
  MY_JOBS_KEY,
  rawMyJobs,
  readMyJobs,
  readRawMyJobs,
  subscribeMyJobs,
  writeMyJobs,
} from "./my-jobs-storage";
import type { StorageLike } from "./stored-cv";
import { memoryStorage } from "@/test/memory-storage";

const jobs = saveJob(
  [],
  {
    id: "job2",
    slug: "hotel-receptionist-praslin",
    title: "Hotel Receptionist",
    company: "Anse Volbert Beach Hotel",
    location: "Côte d'Or, Praslin",
    posted: "2026-05-11",
  },
  "2026-06-01",
  1000,
) as MyJob[];

const throwing = (error: unknown): StorageLike => ({
  getItem: () => null,
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

it("writes the list as { version: 1, jobs } and reads it back", () => {
  const storage = memoryStorage();
  expect(writeMyJobs(storage, jobs)).toBeNull();
  expect(JSON.parse(storage.items.get("koudmen.my-jobs")!)).toEqual({ version: 1, jobs });
  expect(readMyJobs(storage)).toEqual({ ok: true, jobs, unreadable: 0 });
});

it("an empty list leaves nothing in storage", () => {
  const storage = memoryStorage();
  writeMyJobs(storage, jobs);
  writeMyJobs(storage, []);
  expect(storage.items.size).toBe(0);
  expect(readMyJobs(storage)).toEqual({ ok: true, jobs: [], unreadable: 0 });
});

it("says when the storage is full, and when it is blocked", () => {
  expect(writeMyJobs(throwing(new DOMException("full", "QuotaExceededError")), jobs)).toBe("full");
  expect(writeMyJobs(throwing(new DOMException("denied", "SecurityError")), jobs)).toBe("blocked");
  expect(writeMyJobs(undefined, jobs)).toBe("blocked");
});

it("says when the storage cannot be read at all", () => {
  const blocked: StorageLike = {
    ...memoryStorage(),
    getItem: () => {
      throw new DOMException("denied", "SecurityError");
    },
  };
  expect(rawMyJobs(blocked)).toBe(BLOCKED);
  expect(readMyJobs(blocked)).toEqual({ ok: false, problem: "blocked" });
  expect(readMyJobs(undefined)).toEqual({ ok: false, problem: "blocked" });
});

it("counts damaged stored text as unreadable, never throws", () => {
  expect(readRawMyJobs("{not json")).toEqual({ ok: true, jobs: [], unreadable: 1 });
});

it("tells subscribers of a change made here and of one made in another tab", () => {
  const storage = memoryStorage();
  const onChange = vi.fn<() => void>();
  const stop = subscribeMyJobs(onChange);
  writeMyJobs(storage, jobs);
  expect(onChange).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent("storage", { key: MY_JOBS_KEY }));
  window.dispatchEvent(new StorageEvent("storage", { key: "koudmen.cv-builder.draft" }));
  expect(onChange).toHaveBeenCalledTimes(2);
  stop();
  writeMyJobs(storage, []);
  expect(onChange).toHaveBeenCalledTimes(2);
});

it("adds a file's jobs to the phone's, and says when the storage refused them", () => {
  const storage = memoryStorage();
  const other: MyJob = { ...jobs[0]!, id: "job4", slug: "tour-guide", changedAt: 2000 };
  writeMyJobs(storage, jobs);
  expect(mergeIntoMyJobs(storage, [other, { ...jobs[0]!, changedAt: 1 }])).toEqual({
    ok: true,
    added: 1,
    updated: 0,
    leftOut: 0,
  });
  expect(readMyJobs(storage)).toEqual({ ok: true, jobs: [...jobs, other], unreadable: 0 });
  const full: StorageLike = { ...throwing(new DOMException("full", "QuotaExceededError")), getItem: () => null };
  expect(mergeIntoMyJobs(full, [other])).toEqual({ ok: false, problem: "full" });
  expect(mergeIntoMyJobs(undefined, [other])).toEqual({ ok: false, problem: "blocked" });
});

import type { MyJob } from "@/lib/my-jobs";
import { readMyJobs } from "@/lib/my-jobs-storage";
import type { StorageLike } from "@/lib/stored-cv";
import { keepFileJobs } from "./file-jobs";
import { memoryStorage } from "@/test/memory-storage";

const job: MyJob = {
  id: "job4",
  slug: "tour-guide-la-digue",
  savedOn: "2026-06-01",
  changedAt: 1000,
  listing: {
    title: "Tour Guide",
    company: "La Digue Island Tours",
    location: "La Passe, La Digue",
    posted: "2026-05-20",
  },
};

it("adds the file's jobs to My jobs on this phone and says so", () => {
  const storage = memoryStorage();
  expect(keepFileJobs({ jobs: [job], unreadable: 0 }, storage)).toEqual([
    "The jobs saved in the file are in My jobs now.",
  ]);
  expect(readMyJobs(storage)).toEqual({ ok: true, jobs: [job], unreadable: 0 });
});

it("says plainly when the phone's storage refuses them, and what could not be read", () => {
  const full: StorageLike = {
    getItem: () => null,
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
    removeItem: () => undefined,
  };
  expect(keepFileJobs({ jobs: [job], unreadable: 2 }, full)).toEqual([
    "The jobs saved in the file could not be added to My jobs: this phone's storage is full or blocked.",
    "Some jobs in the file could not be read and were left out.",
  ]);
});

it("says nothing for a file without My jobs", () => {
  expect(keepFileJobs(undefined, memoryStorage())).toEqual([]);
  expect(keepFileJobs({ jobs: [], unreadable: 0 }, memoryStorage())).toEqual([]);
});

import {
  appliedDayProblem,
  isDay,
  markApplied,
  mergeMyJobs,
  MY_JOBS_MAX,
  myJobsFilePart,
  myJobsFromFile,
  readMyJobsData,
  refreshSnapshots,
  removeJob,
  restoreJob,
  saveJob,
  setAppliedDay,
  unmarkApplied,
  type MyJob,
  type SaveableListing,
} from "./my-jobs";

const receptionist: SaveableListing = {
  id: "job2",
  slug: "hotel-receptionist-praslin",
  title: "Hotel Receptionist",
  company: "Anse Volbert Beach Hotel",
  location: "Côte d'Or, Praslin",
  posted: "2026-05-11",
  closes: "2026-06-30",
  url: "https://www.jobs.sc/listings/hotel-receptionist-praslin",
  how_to_apply: "Bring your CV and ID to the front desk, Monday to Friday.",
};
const guide: SaveableListing = {
  id: "job4",
  slug: "tour-guide-la-digue",
  title: "Tour Guide",
  company: "La Digue Island Tours",
  location: "La Passe, La Digue",
  posted: "2026-05-20",
  url: "https://seyjobs.sc/listings/tour-guide",
};

const saved = (listing: SaveableListing, changes: Partial<MyJob> = {}): MyJob => {
  const jobs = saveJob([], listing, "2026-06-01", 1000);
  if (jobs === "limit") throw new Error("unexpected");
  return { ...jobs[0]!, ...changes };
};

describe("saving and applying", () => {
  it("saves a listing with what is known of it, once", () => {
    const jobs = saveJob([], receptionist, "2026-06-01", 1000);
    expect(jobs).toEqual([
      {
        id: "job2",
        slug: "hotel-receptionist-praslin",
        savedOn: "2026-06-01",
        changedAt: 1000,
        listing: {
          title: "Hotel Receptionist",
          company: "Anse Volbert Beach Hotel",
          location: "Côte d'Or, Praslin",
          posted: "2026-05-11",
          closes: "2026-06-30",
          url: "https://www.jobs.sc/listings/hotel-receptionist-praslin",
          how_to_apply: "Bring your CV and ID to the front desk, Monday to Friday.",
        },
      },
    ]);
    expect(saveJob(jobs as MyJob[], receptionist, "2026-06-02", 2000)).toEqual(jobs);
  });

  it("keeps no field a listing does not have", () => {
    const [job] = saveJob([], guide, "2026-06-01", 1000) as MyJob[];
    expect(Object.keys(job!.listing).toSorted()).toEqual(["company", "location", "posted", "title", "url"]);
  });

  it(`holds at most ${MY_JOBS_MAX} jobs`, () => {
    const full = Array.from({ length: MY_JOBS_MAX }, (_, index) => saved(guide, { id: `job-${index}` }));
    expect(saveJob(full, receptionist, "2026-06-01", 1)).toBe("limit");
    expect(markApplied(full, receptionist, "2026-06-01", 1)).toBe("limit");
    // One already in the list can still be marked.
    expect(markApplied(full, { ...guide, id: "job-3" }, "2026-06-01", 1)).not.toBe("limit");
  });

  it("'I applied' saves the job too, with the day; pressed again it is only saved", () => {
    const applied = markApplied([], receptionist, "2026-06-03", 3000) as MyJob[];
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ id: "job2", savedOn: "2026-06-03", appliedOn: "2026-06-03", changedAt: 3000 });
    const back = unmarkApplied(applied, "job2", 4000);
    expect(back[0]).not.toHaveProperty("appliedOn");
    expect(back[0]).toMatchObject({ savedOn: "2026-06-03", changedAt: 4000 });
  });

  it("the day applied is a real day, today or before", () => {
    expect(appliedDayProblem("2026-06-01", "2026-06-03")).toBeNull();
    expect(appliedDayProblem("2026-06-03", "2026-06-03")).toBeNull();
    expect(appliedDayProblem("2026-06-04", "2026-06-03")).toBe("future");
    expect(appliedDayProblem("", "2026-06-03")).toBe("empty");
    expect(appliedDayProblem("2026-02-30", "2026-06-03")).toBe("empty");
    const jobs = markApplied([], receptionist, "2026-06-03", 3000) as MyJob[];
    expect(setAppliedDay(jobs, "job2", "2026-06-01", 5000)).toEqual([
      { ...jobs[0], appliedOn: "2026-06-01", changedAt: 5000 },
    ]);
  });

  it("removes a job, and puts it back where it was", () => {
    const jobs = [saved(receptionist), saved(guide)];
    const without = removeJob(jobs, "job2");
    expect(without.map((job) => job.id)).toEqual(["job4"]);
    expect(restoreJob(without, jobs[0]!, 0).map((job) => job.id)).toEqual(["job2", "job4"]);
    expect(restoreJob(jobs, jobs[0]!, 0)).toEqual(jobs);
  });
});

describe("isDay", () => {
  it.each([
    ["2026-06-03", true],
    ["2024-02-29", true],
    ["2026-02-29", false],
    ["2026-6-3", false],
    ["", false],
    [20260603, false],
  ])("%s: %s", (value, expected) => expect(isDay(value)).toBe(expected));
});

describe("the snapshot", () => {
  it("follows the listing while the site has it, so a removed listing is remembered as it last was", () => {
    const jobs = [saved(receptionist, { changedAt: 7 }), saved(guide)];
    const moved = { ...receptionist, title: "Réceptionniste d'hôtel", closes: "2026-07-15" };
    const refreshed = refreshSnapshots(jobs, [moved]);
    expect(refreshed[0]!.listing).toMatchObject({ title: "Réceptionniste d'hôtel", closes: "2026-07-15" });
    // Not the person's change: the merge still goes by what they last did.
    expect(refreshed[0]!.changedAt).toBe(7);
    // A listing no longer on the site keeps what was known of it.
    expect(refreshed[1]).toBe(jobs[1]);
  });

  it("is the same list when nothing changed, so nothing is written", () => {
    const jobs = [saved(receptionist)];
    expect(refreshSnapshots(jobs, [receptionist, guide])).toBe(jobs);
  });
});

const data = (jobs: unknown[]) => ({ version: 1, jobs });

describe("reading stored or filed data", () => {
  it("reads back what it wrote", () => {
    const jobs = [saved(receptionist), { ...saved(guide), appliedOn: "2026-06-02" }];
    expect(readMyJobsData(JSON.parse(JSON.stringify(data(jobs))))).toEqual({ jobs, unreadable: 0 });
  });

  it("keeps what it can read and counts the rest", () => {
    const good = saved(receptionist);
    const read = readMyJobsData(
      data([
        good,
        good,
        { ...saved(guide), appliedOn: "yesterday" },
        { ...saved(guide), listing: { title: "Tour Guide" } },
        "job4",
      ]),
    );
    expect(read).toEqual({ jobs: [good], unreadable: 4 });
  });

  it("never keeps a link that is not a web address, nor an address that is not a slug", () => {
    const job = saved(guide, { listing: { ...saved(guide).listing, url: "javascript:alert(1)" } });
    expect(readMyJobsData(data([job])).jobs[0]!.listing).not.toHaveProperty("url");
    expect(readMyJobsData(data([{ ...job, slug: "../../admin" }]))).toEqual({ jobs: [], unreadable: 1 });
  });

  it("cuts a field to 2,000 characters", () => {
    const long = saved(guide, { listing: { ...saved(guide).listing, how_to_apply: "a".repeat(5000) } });
    expect(readMyJobsData(data([long])).jobs[0]!.listing.how_to_apply).toHaveLength(2000);
  });

  it("counts data of another shape or version as unreadable", () => {
    expect(readMyJobsData({ version: 2, jobs: [] })).toEqual({ jobs: [], unreadable: 1 });
    expect(readMyJobsData([saved(guide)])).toEqual({ jobs: [], unreadable: 1 });
    expect(readMyJobsData(null)).toEqual({ jobs: [], unreadable: 1 });
  });
});

describe("the list in the CV file", () => {
  it("goes into the JSON Resume's meta as myJobs, and only when there is one", () => {
    const jobs = [saved(receptionist)];
    expect(myJobsFilePart(jobs)).toEqual({ myJobs: { version: 1, jobs } });
    expect(myJobsFilePart([])).toEqual({});
  });

  it("comes back from a saved file's meta, as the file has it", () => {
    const jobs = [saved(receptionist), { ...saved(guide), appliedOn: "2026-06-02" }];
    const file = JSON.parse(
      JSON.stringify({ basics: { name: "Aline Payet" }, meta: { language: "en", ...myJobsFilePart(jobs) } }),
    );
    expect(myJobsFromFile(file.meta)).toEqual({ jobs, unreadable: 0 });
  });

  it("is absent from a file without one (another JSON Resume tool's)", () => {
    expect(myJobsFromFile({ language: "en" })).toBeUndefined();
    expect(myJobsFromFile(undefined)).toBeUndefined();
    expect(myJobsFromFile({ myJobs: "all of them" })).toEqual({ jobs: [], unreadable: 1 });
  });

  it("merges into the phone's list: every job kept, the version changed last wins", () => {
    const phone = [saved(receptionist, { changedAt: 10 }), saved(guide, { changedAt: 50 })];
    const file = [
      { ...saved(receptionist), appliedOn: "2026-06-02", changedAt: 20 },
      { ...saved(guide), appliedOn: "2026-06-01", changedAt: 40 },
      saved(guide, { id: "job9", changedAt: 5 }),
    ];
    const merged = mergeMyJobs(phone, file);
    expect(merged.jobs.map((job) => [job.id, job.appliedOn])).toEqual([
      ["job2", "2026-06-02"],
      ["job4", undefined],
      ["job9", undefined],
    ]);
    expect(merged).toMatchObject({ added: 1, updated: 1, leftOut: 0 });
    // On a tie, the phone's.
    expect(mergeMyJobs(phone, [{ ...phone[0]!, appliedOn: "2026-06-02" }]).jobs).toEqual(phone);
  });

  it(`keeps the ${MY_JOBS_MAX} changed last when the two lists hold more`, () => {
    const phone = Array.from({ length: MY_JOBS_MAX }, (_, index) =>
      saved(guide, { id: `p${index}`, changedAt: index }),
    );
    const file = [saved(guide, { id: "new", changedAt: 1000 })];
    const merged = mergeMyJobs(phone, file);
    expect(merged.jobs).toHaveLength(MY_JOBS_MAX);
    expect(merged.jobs.map((job) => job.id)).toContain("new");
    expect(merged.jobs.map((job) => job.id)).not.toContain("p0");
    expect(merged.leftOut).toBe(1);
  });
});

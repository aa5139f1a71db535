import { describe, expect, it } from "vitest";
import { forgetScanFindings, readScanFindings, saveScanFindings, SCAN_FINDINGS_KEY } from "./scan-findings";
import type { StorageLike } from "./stored-cv";
import { memoryStorage } from "@/test/memory-storage";

const found = { found: true, optional: false, evidence: ["Receptionist, Berjaya Beau Vallon Bay, 2019–2023"] };
const missing = { found: false, optional: false, evidence: [] };
const years = {
  found: false,
  optional: false,
  partial: { kind: "years" as const, shownYears: 1, askedYears: 2 },
  evidence: ["Waiter, 2024"],
};
const scan = {
  day: "2026-06-01",
  courses: "/assets/course-suggestions-7ef5c7ffbf.json",
  listings: new Map([
    ["job1", { requirements: [found, missing, years] }],
    ["job2", { requirements: [missing] }],
  ]),
};

describe("the last scan's findings", () => {
  it("keeps each requirement's mark and reads a listing's back, with the day and the courses' address", () => {
    const storage = memoryStorage();
    expect(saveScanFindings(storage, scan)).toBe(true);
    expect(readScanFindings(storage, "job1", 3)).toEqual({
      day: "2026-06-01",
      courses: "/assets/course-suggestions-7ef5c7ffbf.json",
      requirements: [
        { found: true, optional: false },
        { found: false, optional: false },
        { found: false, optional: false, partial: { kind: "years", shownYears: 1, askedYears: 2 } },
      ],
    });
  });

  it("keeps a document asked when one is hired as one, for the job's page to say so", () => {
    const storage = memoryStorage();
    const clearance = { found: false, optional: false, document: true as const, evidence: [] };
    saveScanFindings(storage, { day: "2026-11-29", listings: new Map([["job25", { requirements: [clearance] }]]) });
    expect(readScanFindings(storage, "job25", 1)).toEqual({
      day: "2026-11-29",
      requirements: [{ found: false, optional: false, document: true }],
    });
  });

  it("keeps hours the CV rules out as such, for the job's page to say so", () => {
    const storage = memoryStorage();
    const hours = { found: false, optional: false, ruledOut: true as const, evidence: [] };
    saveScanFindings(storage, { day: "2026-12-01", listings: new Map([["job2", { requirements: [hours] }]]) });
    expect(readScanFindings(storage, "job2", 1)).toEqual({
      day: "2026-12-01",
      requirements: [{ found: false, optional: false, ruledOut: true }],
    });
  });

  it("never keeps the CV's words", () => {
    const storage = memoryStorage();
    saveScanFindings(storage, scan);
    const kept = storage.items.get(SCAN_FINDINGS_KEY)!;
    expect(kept).not.toContain("Berjaya");
    expect(kept).not.toContain("Waiter");
    expect(kept).not.toContain("evidence");
  });

  it("reads nothing for a listing the scan did not see, or one whose requirements changed since", () => {
    const storage = memoryStorage();
    saveScanFindings(storage, scan);
    expect(readScanFindings(storage, "job9", 1)).toBeNull();
    expect(readScanFindings(storage, "job2", 2)).toBeNull();
  });

  it("reads nothing from storage that is empty, blocked, or holds something else", () => {
    const storage = memoryStorage();
    expect(readScanFindings(storage, "job1", 3)).toBeNull();
    expect(readScanFindings(undefined, "job1", 3)).toBeNull();
    storage.setItem(SCAN_FINDINGS_KEY, "{not json");
    expect(readScanFindings(storage, "job1", 3)).toBeNull();
    storage.setItem(SCAN_FINDINGS_KEY, JSON.stringify({ version: 2, day: "2026-06-01", listings: {} }));
    expect(readScanFindings(storage, "job1", 3)).toBeNull();
    storage.setItem(
      SCAN_FINDINGS_KEY,
      JSON.stringify({ version: 1, day: "2026-06-01", listings: { job2: [{ found: "yes" }] } }),
    );
    expect(readScanFindings(storage, "job2", 1)).toBeNull();
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(readScanFindings(throwing, "job1", 3)).toBeNull();
    expect(saveScanFindings(throwing, scan)).toBe(false);
    expect(() => forgetScanFindings(throwing)).not.toThrow();
  });

  it("forgets them", () => {
    const storage = memoryStorage();
    saveScanFindings(storage, scan);
    forgetScanFindings(storage);
    expect(readScanFindings(storage, "job1", 3)).toBeNull();
  });
});

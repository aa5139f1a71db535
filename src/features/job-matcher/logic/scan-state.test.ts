import { describe, expect, it } from "vitest";
import { canScan, initialScanState, scanReducer, type ScanState } from "./scan-state";

const cv = { name: "my-cv.pdf", size: 48_000 };
const other = { name: "new-cv.docx", size: 20_000 };
const refusal = "This file is empty.";
const read = { status: "read", text: "Bookkeeper" } as const;

const base = { fileNumber: 1, reading: read, refusal: null, query: "", today: null } as const;
const finished = { type: "scan-finished", today: "2026-05-30" } as const;
const chosen: ScanState = { ...base, phase: "file-chosen", file: cv };
const scanning: ScanState = { ...base, phase: "scanning", file: cv };
const scanned: ScanState = { ...base, phase: "scanned", file: cv, today: "2026-05-29" };

describe("scanReducer", () => {
  it("starts with no file, no message, no search and no scan", () => {
    expect(initialScanState).toEqual({
      phase: "no-file",
      file: null,
      fileNumber: 0,
      reading: null,
      refusal: null,
      query: "",
      today: null,
    });
    expect(canScan(initialScanState)).toBe(false);
  });

  it("goes no file → file chosen (reading) → scanning → scanned", () => {
    const a = scanReducer(initialScanState, { type: "file-chosen", file: cv });
    expect(a).toEqual({ ...chosen, reading: { status: "reading" } });
    expect(canScan(a)).toBe(true);
    const b = scanReducer(a, { type: "scan-requested" });
    expect(b.phase).toBe("scanning");
    expect(canScan(b)).toBe(false);
    const c = scanReducer(b, finished);
    expect(c.phase).toBe("scanned");
    // The day the scan finished decides which listings are still open.
    expect(c.today).toBe("2026-05-30");
    expect(canScan(c)).toBe(true);
  });

  it("takes the text of a CV that is already known", () => {
    const a = scanReducer(initialScanState, {
      type: "file-chosen",
      file: { name: "CV Builder: Marie", size: null },
      reading: read,
    });
    expect(a.reading).toEqual(read);
  });

  it("keeps what reading the current file gave, and ignores a late answer about an earlier file", () => {
    const first = scanReducer(initialScanState, { type: "file-chosen", file: cv });
    const second = scanReducer(first, { type: "file-chosen", file: other });
    expect(scanReducer(second, { type: "file-read", fileNumber: first.fileNumber, result: read })).toBe(second);
    const done = scanReducer(second, {
      type: "file-read",
      fileNumber: second.fileNumber,
      result: { status: "unreadable" },
    });
    expect(done.reading).toEqual({ status: "unreadable" });
  });

  it("does not start a scan without a file", () => {
    expect(scanReducer(initialScanState, { type: "scan-requested" })).toBe(initialScanState);
  });

  it("does not start a second scan while one runs (a double click)", () => {
    expect(scanReducer(scanning, { type: "scan-requested" })).toBe(scanning);
  });

  it("scans again from the results with the same file and its text", () => {
    expect(scanReducer(scanned, { type: "scan-requested" })).toEqual({ ...scanning, today: "2026-05-29" });
  });

  it("clears the results and the search when a new file is chosen", () => {
    const searched = scanReducer(scanned, { type: "query-changed", query: "hotel" });
    expect(searched.query).toBe("hotel");
    expect(scanReducer(searched, { type: "file-chosen", file: other })).toEqual({
      phase: "file-chosen",
      file: other,
      fileNumber: 2,
      reading: { status: "reading" },
      refusal: null,
      query: "",
      today: null,
    });
  });

  it("drops a running scan when a new file is chosen, and ignores its late finish", () => {
    const next = scanReducer(scanning, { type: "file-chosen", file: other });
    expect(next.phase).toBe("file-chosen");
    expect(scanReducer(next, finished)).toBe(next);
  });

  it("ignores a finish with no scan running", () => {
    expect(scanReducer(initialScanState, finished)).toBe(initialScanState);
    expect(scanReducer(scanned, finished)).toBe(scanned);
  });

  it("keeps everything but the message when a file is refused: the file, the results, the text and the search", () => {
    expect(scanReducer(initialScanState, { type: "file-refused", message: refusal })).toEqual({
      ...initialScanState,
      refusal,
    });
    const searched = scanReducer(scanned, { type: "query-changed", query: "Praslin" });
    expect(scanReducer(searched, { type: "file-refused", message: refusal })).toEqual({ ...searched, refusal });
  });

  it("clears the message once a good file is chosen or a scan starts", () => {
    const refused = scanReducer(chosen, { type: "file-refused", message: refusal });
    expect(scanReducer(refused, { type: "file-chosen", file: other }).refusal).toBeNull();
    expect(scanReducer(refused, { type: "scan-requested" }).refusal).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { canScan, initialScanState, scanReducer, type ScanState } from "./scan-state";

const cv = { name: "my-cv.pdf", size: 48_000 };
const other = { name: "new-cv.docx", size: 20_000 };
const refusal = "This file is empty.";

const chosen: ScanState = { phase: "file-chosen", file: cv, refusal: null };
const scanning: ScanState = { phase: "scanning", file: cv, refusal: null };
const scanned: ScanState = { phase: "scanned", file: cv, refusal: null };

describe("scanReducer", () => {
  it("starts with no file, no message and no scan", () => {
    expect(initialScanState).toEqual({ phase: "no-file", file: null, refusal: null });
    expect(canScan(initialScanState)).toBe(false);
  });

  it("goes no file → file chosen → scanning → scanned", () => {
    const a = scanReducer(initialScanState, { type: "file-chosen", file: cv });
    expect(a).toEqual(chosen);
    expect(canScan(a)).toBe(true);
    const b = scanReducer(a, { type: "scan-requested" });
    expect(b).toEqual(scanning);
    expect(canScan(b)).toBe(false);
    const c = scanReducer(b, { type: "scan-finished" });
    expect(c).toEqual(scanned);
    expect(canScan(c)).toBe(true);
  });

  it("does not start a scan without a file", () => {
    expect(scanReducer(initialScanState, { type: "scan-requested" })).toBe(initialScanState);
  });

  it("does not start a second scan while one runs (a double click)", () => {
    expect(scanReducer(scanning, { type: "scan-requested" })).toBe(scanning);
  });

  it("scans again from the results with the same file", () => {
    expect(scanReducer(scanned, { type: "scan-requested" })).toEqual(scanning);
  });

  it("clears the results when a new file is chosen", () => {
    expect(scanReducer(scanned, { type: "file-chosen", file: other })).toEqual({
      phase: "file-chosen",
      file: other,
      refusal: null,
    });
  });

  it("drops a running scan when a new file is chosen, and ignores its late finish", () => {
    const next = scanReducer(scanning, { type: "file-chosen", file: other });
    expect(next.phase).toBe("file-chosen");
    expect(scanReducer(next, { type: "scan-finished" })).toBe(next);
  });

  it("ignores a finish with no scan running", () => {
    expect(scanReducer(initialScanState, { type: "scan-finished" })).toBe(initialScanState);
    expect(scanReducer(scanned, { type: "scan-finished" })).toBe(scanned);
  });

  it("keeps everything but the message when a file is refused", () => {
    expect(scanReducer(initialScanState, { type: "file-refused", message: refusal })).toEqual({
      ...initialScanState,
      refusal,
    });
    expect(scanReducer(scanned, { type: "file-refused", message: refusal })).toEqual({ ...scanned, refusal });
  });

  it("clears the message once a good file is chosen or a scan starts", () => {
    const refused = scanReducer(chosen, { type: "file-refused", message: refusal });
    expect(scanReducer(refused, { type: "file-chosen", file: other }).refusal).toBeNull();
    expect(scanReducer(refused, { type: "scan-requested" }).refusal).toBeNull();
  });
});

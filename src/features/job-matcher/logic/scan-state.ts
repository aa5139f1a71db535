import type { StoredCv } from "@/lib/stored-cv";
import type { CvReadResult } from "./read-cv/read-cv-file";

/** What the page remembers of the chosen CV; it never leaves the browser. */
export type ChosenFile = {
  name: string;
  /** In bytes; null for the CV made in the CV Builder, which is not a file. */
  size: number | null;
};

export type ScanPhase = "no-file" | "file-chosen" | "scanning" | "scanned";

/**
 * The chosen CV's text: still being read, or what reading it gave. The CV Builder's CV comes with
 * its fields (`stored`), so the matcher reads its sections exactly.
 */
export type CvReading = { status: "reading" } | CvReadResult | { status: "read"; text: string; stored: StoredCv };

export type ScanState = {
  phase: ScanPhase;
  file: ChosenFile | null;
  /** Counts the files chosen, so the reading of a file chosen earlier is ignored when it ends. */
  fileNumber: number;
  reading: CvReading | null;
  /** Why the last file offered was refused, shown next to the upload area; null when nothing was. */
  refusal: string | null;
  /** The job search's text. Kept here so that only choosing a new CV clears it. */
  query: string;
  /**
   * The day in Seychelles the last scan finished ("2026-05-30"), which decides the listings still
   * open and the words of their dates; null until a scan finishes.
   */
  today: string | null;
};

export type ScanAction =
  /** A file passed the checks; `reading` is given when its text is already known (the CV Builder's CV). */
  | { type: "file-chosen"; file: ChosenFile; reading?: CvReading }
  | { type: "file-refused"; message: string }
  | { type: "file-read"; fileNumber: number; result: CvReading }
  | { type: "query-changed"; query: string }
  | { type: "scan-requested" }
  /** `today`: the day in Seychelles as the scan finishes (src/lib/seychelles-date.ts). */
  | { type: "scan-finished"; today: string };

export const initialScanState: ScanState = {
  phase: "no-file",
  file: null,
  fileNumber: 0,
  reading: null,
  refusal: null,
  query: "",
  today: null,
};

/** Whether the scan button may start a scan: a file is chosen and no scan is running. */
export function canScan(state: ScanState): boolean {
  return state.file !== null && state.phase !== "scanning";
}

/**
 * No file → file chosen → scanning → scanned. A new file starts over from "file chosen" (dropping
 * any results, search text or running scan); a refused file changes nothing but the message.
 */
export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case "file-chosen":
      return {
        phase: "file-chosen",
        file: action.file,
        fileNumber: state.fileNumber + 1,
        reading: action.reading ?? { status: "reading" },
        refusal: null,
        query: "",
        today: null,
      };
    case "file-refused":
      return { ...state, refusal: action.message };
    case "file-read":
      // A late answer about a file chosen before the current one.
      return action.fileNumber === state.fileNumber && state.file !== null
        ? { ...state, reading: action.result }
        : state;
    case "query-changed":
      return { ...state, query: action.query };
    case "scan-requested":
      // Without a file, or while a scan runs (a double click), there is nothing to start.
      return canScan(state) ? { ...state, phase: "scanning", refusal: null } : state;
    case "scan-finished":
      return state.phase === "scanning" ? { ...state, phase: "scanned", today: action.today } : state;
  }
}

/** What the page remembers of the chosen file; the file itself never leaves the browser. */
export type ChosenFile = { name: string; size: number };

export type ScanPhase = "no-file" | "file-chosen" | "scanning" | "scanned";

export type ScanState = {
  phase: ScanPhase;
  file: ChosenFile | null;
  /** Why the last file offered was refused, shown next to the upload area; null when nothing was. */
  refusal: string | null;
};

export type ScanAction =
  | { type: "file-chosen"; file: ChosenFile }
  | { type: "file-refused"; message: string }
  | { type: "scan-requested" }
  | { type: "scan-finished" };

export const initialScanState: ScanState = { phase: "no-file", file: null, refusal: null };

/** Whether the scan button may start a scan: a file is chosen and no scan is running. */
export function canScan(state: ScanState): boolean {
  return state.file !== null && state.phase !== "scanning";
}

/**
 * No file → file chosen → scanning → scanned. A new file starts over from "file chosen" (dropping
 * any results or running scan); a refused file changes nothing but the message.
 */
export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case "file-chosen":
      return { phase: "file-chosen", file: action.file, refusal: null };
    case "file-refused":
      return { ...state, refusal: action.message };
    case "scan-requested":
      // Without a file, or while a scan runs (a double click), there is nothing to start.
      return canScan(state) ? { ...state, phase: "scanning", refusal: null } : state;
    case "scan-finished":
      return state.phase === "scanning" ? { ...state, phase: "scanned" } : state;
  }
}

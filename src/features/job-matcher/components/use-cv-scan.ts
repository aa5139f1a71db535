import { useCallback, useEffect, useReducer } from "react";
import { notify } from "@/components/ui/notify";
import { jobListings } from "../data/job-listings";
import { checkCvFile } from "../logic/check-cv-file";
import { canScan, initialScanState, scanReducer } from "../logic/scan-state";
import { scanCompleteMessage, SCAN_DELAY_MS, SCAN_MESSAGES } from "../logic/scan-messages";

/**
 * The Job Matcher's state and its one side effect, the simulated scan. The file is only measured
 * here; it is never read, stored or sent.
 */
export function useCvScan() {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);

  const chooseFile = useCallback((file: File) => {
    const check = checkCvFile(file);
    if (check.ok) dispatch({ type: "file-chosen", file: { name: file.name, size: file.size } });
    else dispatch({ type: "file-refused", message: check.message });
  }, []);

  const startScan = () => {
    if (state.file === null) {
      notify("error", SCAN_MESSAGES.noFileTitle, SCAN_MESSAGES.noFileDescription);
      return;
    }
    dispatch({ type: "scan-requested" });
  };

  // One timer per scan, tied to the scanning phase: leaving the page or choosing another file
  // clears it, so a scan never finishes (or toasts) after its page or its file is gone.
  const scanning = state.phase === "scanning";
  useEffect(() => {
    if (!scanning) return;
    const timer = window.setTimeout(() => {
      dispatch({ type: "scan-finished" });
      notify("message", SCAN_MESSAGES.doneTitle, scanCompleteMessage(jobListings.length));
    }, SCAN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scanning]);

  return { state, canScan: canScan(state), chooseFile, startScan };
}

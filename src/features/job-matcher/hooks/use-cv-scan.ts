import { useCallback, useEffect, useReducer, useRef } from "react";
import { notify } from "@/components/ui/notify";
import { seychellesToday } from "@/lib/seychelles-date";
import type { StoredCv } from "@/lib/stored-cv";
import type { JobListing } from "@/content/jobs/pages";
import { checkCvFile } from "../logic/check-cv-file";
import { openListings } from "../logic/listing-time";
import { readCvFile, type CvReadResult } from "../logic/read-cv/read-cv-file";
import { canScan, initialScanState, scanReducer, type ChosenFile } from "../logic/scan-state";
import { scanCompleteMessage, SCAN_DELAY_MS, SCAN_MESSAGES } from "../logic/scan-messages";
import { storedCvName, storedCvText } from "../logic/stored-cv-text";

/**
 * The Job Matcher's state and its side effects: reading the chosen CV in the browser (its reader
 * is fetched the moment the file is chosen) and the 2-second scan over `listings` (the page's).
 * Nothing is uploaded or stored.
 */
export function useCvScan(listings: readonly Pick<JobListing, "closes">[]) {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  // Mirrors the reducer's fileNumber, so a reading that ends after another file was chosen is ignored.
  const filesChosen = useRef(0);

  const choose = useCallback((file: ChosenFile, reading?: CvReadResult) => {
    filesChosen.current += 1;
    dispatch({ type: "file-chosen", file, reading });
    return filesChosen.current;
  }, []);

  const chooseFile = useCallback(
    (file: File) => {
      const check = checkCvFile(file);
      if (!check.ok) return dispatch({ type: "file-refused", message: check.message });
      const fileNumber = choose({ name: file.name, size: file.size });
      void readCvFile(file).then((result) => dispatch({ type: "file-read", fileNumber, result }));
    },
    [choose],
  );

  const chooseStoredCv = useCallback(
    (cv: StoredCv) => {
      const text = storedCvText(cv);
      choose(
        { name: storedCvName(cv), size: null },
        /\p{L}/u.test(text) ? { status: "read", text } : { status: "unreadable" },
      );
    },
    [choose],
  );

  const refuse = useCallback((message: string) => dispatch({ type: "file-refused", message }), []);
  const setQuery = useCallback((query: string) => dispatch({ type: "query-changed", query }), []);

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
      // The listings still open today in Seychelles: the device decides, the pages are prerendered.
      const today = seychellesToday(Date.now());
      dispatch({ type: "scan-finished", today });
      notify("message", SCAN_MESSAGES.doneTitle, scanCompleteMessage(openListings(listings, today).open.length));
    }, SCAN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scanning, listings]);

  return { state, canScan: canScan(state), chooseFile, chooseStoredCv, refuse, setQuery, startScan };
}

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { seychellesToday } from "@/lib/seychelles-date";
import type { StoredCv } from "@/lib/stored-cv";
import type { JobListing } from "@/content/jobs/pages";
import { checkCvFile } from "../logic/check-cv-file";
import { openListings } from "../logic/listing-time";
import type { CourseSuggestions } from "../logic/course-suggestions";
import { loadCourseSuggestions, loadMatcher, type Matcher } from "../logic/load-matcher";
import { readCvFile } from "@/matching/read-cv/read-cv-file";
import { storedCvText } from "@/matching/stored-cv-text";
import { canScan, initialScanState, scanReducer, type ChosenFile, type CvReading } from "../logic/scan-state";
import { scanCompleteMessage, SCAN_DELAY_MS, SCAN_MESSAGES } from "../logic/scan-messages";
import { storedCvName } from "../logic/stored-cv-text";

/**
 * The Job Matcher's state and its side effects: reading the chosen CV in the browser (its reader
 * and the matcher are fetched the moment the file is chosen) and the 2-second scan over `listings`
 * (the page's). `matchIndex` is the address of the listings' match index, which the matcher
 * fetches with its code; `courseSuggestions` the address of the courses suggested under the
 * listings' requirements, fetched beside them (the results never wait for it: the cards show the
 * courses once it comes, and none if it cannot be fetched). Nothing is uploaded or stored.
 */
export function useCvScan(
  listings: readonly Pick<JobListing, "closes">[],
  matchIndex: string,
  courseSuggestions?: string,
) {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  // Mirrors the reducer's fileNumber, so a reading that ends after another file was chosen is ignored.
  const filesChosen = useRef(0);
  /** The matcher's code and the listings' index, once fetched. */
  const [matcher, setMatcher] = useState<Matcher | null>(null);
  /** The courses suggested under each requirement, once fetched; null before, or when they cannot be. */
  const [courses, setCourses] = useState<CourseSuggestions | null>(null);

  const choose = useCallback((file: ChosenFile, reading?: CvReading) => {
    filesChosen.current += 1;
    dispatch({ type: "file-chosen", file, reading });
    return filesChosen.current;
  }, []);

  /**
   * A CV's text is only of use with the matcher: both are fetched now, and a matcher that cannot
   * be fetched (the connection dropped) is said as the connection's fault, like the reader's.
   */
  const withMatcher = useCallback(
    async (reading: Promise<CvReading>): Promise<CvReading> => {
      if (courseSuggestions !== undefined)
        void loadCourseSuggestions(courseSuggestions).then((loaded) => {
          if (loaded) setCourses(loaded);
        });
      const [result, loaded] = await Promise.all([reading, loadMatcher(matchIndex).catch(() => null)]);
      if (result.status !== "read") return result;
      if (!loaded) return { status: "no-connection" };
      setMatcher(() => loaded);
      return result;
    },
    [matchIndex, courseSuggestions],
  );

  const chooseFile = useCallback(
    (file: File) => {
      const check = checkCvFile(file);
      if (!check.ok) return dispatch({ type: "file-refused", message: check.message });
      const fileNumber = choose({ name: file.name, size: file.size });
      void withMatcher(readCvFile(file)).then((result) => dispatch({ type: "file-read", fileNumber, result }));
    },
    [choose, withMatcher],
  );

  const chooseStoredCv = useCallback(
    (cv: StoredCv) => {
      const text = storedCvText(cv);
      const reading: CvReading = /\p{L}/u.test(text) ? { status: "read", text, stored: cv } : { status: "unreadable" };
      const fileNumber = choose(
        { name: storedCvName(cv), size: null },
        reading.status === "read" ? { status: "reading" } : reading,
      );
      if (reading.status === "read")
        void withMatcher(Promise.resolve(reading)).then((result) =>
          dispatch({ type: "file-read", fileNumber, result }),
        );
    },
    [choose, withMatcher],
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

  return { state, matcher, courses, canScan: canScan(state), chooseFile, chooseStoredCv, refuse, setQuery, startScan };
}

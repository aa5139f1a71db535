import type { StorageLike } from "./stored-cv";

/*
 * What the last CV scan found for each listing's requirements, kept for this visit only (the
 * browser's sessionStorage, gone when the tab closes) so that a job's own page can say it too:
 * which requirements the CV shows, and under those it does not, where to learn them. Only marks
 * are kept: found or not, found in part, asked as a plus, a document asked when one is hired; never
 * the CV's words. The Job Matcher writes it when a scan's results show; 'Forget my CV' removes it
 * with the rest. Reading never throws: storage that cannot be read or holds something else reads as
 * no scan.
 */

export const SCAN_FINDINGS_KEY = "koudmen.scan-findings";

/** One requirement as the scan found it (the matcher's result without the CV's words). */
export type RequirementMark = {
  found: boolean;
  optional: boolean;
  partial?: { kind: "years"; shownYears: number | null; askedYears: number } | { kind: "level" };
  /** Hours the CV rules out ("mornings only"): shown as such, with no way to add them. */
  ruledOut?: true;
  /** A document asked when one is hired (a police clearance): shown as such, never as missing. */
  document?: true;
};

export type ScanFindings = {
  version: 1;
  /** The day in Seychelles the scan was ranked on. */
  day: string;
  /** The address of the courses suggested under the listings' requirements, as the scan fetched it. */
  courses?: string;
  /** Each listing's requirements, in the listing's order, by listing id. */
  listings: Record<string, RequirementMark[]>;
};

/** A listing's requirements as the last scan found them, with its day and the courses' address. */
export type ListingFindings = { day: string; courses?: string; requirements: RequirementMark[] };

/** This tab's sessionStorage, or undefined where even asking for it throws (some privacy settings). */
export function sessionStore(): StorageLike | undefined {
  try {
    return (globalThis as { sessionStorage?: StorageLike }).sessionStorage;
  } catch {
    return undefined;
  }
}

/** Only what a mark is: anything else the matcher's result carries (the CV's words) is left behind. */
function markOf(result: RequirementMark): RequirementMark {
  return {
    found: result.found,
    optional: result.optional,
    ...(result.partial === undefined ? {} : { partial: result.partial }),
    ...(result.ruledOut === true ? { ruledOut: true as const } : {}),
    ...(result.document === true ? { document: true as const } : {}),
  };
}

/** Keeps the scan's marks for every listing; false when the storage cannot take them (nothing else fails). */
export function saveScanFindings(
  storage: StorageLike | undefined,
  scan: { day: string; courses?: string; listings: Iterable<[string, { requirements: readonly RequirementMark[] }]> },
): boolean {
  if (!storage) return false;
  const findings: ScanFindings = {
    version: 1,
    day: scan.day,
    ...(scan.courses === undefined ? {} : { courses: scan.courses }),
    listings: Object.fromEntries([...scan.listings].map(([id, match]) => [id, match.requirements.map(markOf)])),
  };
  try {
    storage.setItem(SCAN_FINDINGS_KEY, JSON.stringify(findings));
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isMark = (value: unknown): value is RequirementMark =>
  isRecord(value) &&
  typeof value.found === "boolean" &&
  typeof value.optional === "boolean" &&
  (value.partial === undefined || isRecord(value.partial)) &&
  (value.document === undefined || value.document === true) &&
  (value.ruledOut === undefined || value.ruledOut === true);

/**
 * The last scan's marks for listing `id`, when it had `requirements` of them (a listing changed
 * since, by a new version of the site, is not marked with another's findings); null otherwise.
 */
export function readScanFindings(
  storage: StorageLike | undefined,
  id: string,
  requirements: number,
): ListingFindings | null {
  return findingsIn(scanFindingsText(storage), id, requirements);
}

/** The kept findings as stored, null when there are none or the storage cannot be read. */
export function scanFindingsText(storage: StorageLike | undefined): string | null {
  try {
    return storage?.getItem(SCAN_FINDINGS_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Listing `id`'s marks in the stored `text` (see readScanFindings). */
export function findingsIn(text: string | null, id: string, requirements: number): ListingFindings | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== 1 || typeof data.day !== "string" || !isRecord(data.listings)) return null;
  const marks = data.listings[id];
  if (!Array.isArray(marks) || marks.length !== requirements || !marks.every(isMark)) return null;
  return {
    day: data.day,
    ...(typeof data.courses === "string" ? { courses: data.courses } : {}),
    requirements: marks.map(markOf),
  };
}

/** Forgets the last scan's marks (with the kept CV, when the person asks the phone to forget it). */
export function forgetScanFindings(storage: StorageLike | undefined): void {
  try {
    storage?.removeItem(SCAN_FINDINGS_KEY);
  } catch {
    // Storage that cannot be written holds nothing to forget.
  }
}

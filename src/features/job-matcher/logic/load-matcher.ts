import { loadOnce } from "@/lib/load-once";

/** The matcher's code and data, fetched once when a CV is chosen; a failed fetch is tried again next time. */
export const loadMatcher = loadOnce(() => import("./cv-matcher"));

export type Matcher = Awaited<ReturnType<typeof loadMatcher>>;

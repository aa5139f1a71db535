/*
 * When a listing "fits" a CV: the one rule the Job Matcher's results ("none of the open jobs fits your
 * CV closely yet") and the new-jobs check (the note on the home page, /jobs and /job-matcher, and the
 * daily notification) share.
 *
 * A figure at or above FITS_MIN, not "the top three": the top three of any list would always "fit",
 * even for a fisherman against five office jobs, and the figure already says how much of a listing
 * the CV shows. Chosen on the labelled set of tooling/match-bench (2026-11-28, 85 CVs against its 35
 * listings): the listing a recruiter would put first scores 50 or more for 73 of the 85 CVs (the 12
 * under it are mostly school leavers, whose best figure is 23 to 49, and who do not yet fit any
 * listing closely); a listing in another trade rarely reaches 50, one in a close trade often does
 * (a dental receptionist and a hotel's front desk: 55 to 57), which is a job worth hearing of.
 */

/** A figure (0 to 100) at or above this fits the CV. */
export const FITS_MIN = 50;

/** Whether a listing with this figure fits the CV: the Job Matcher's and the new-jobs check's one rule. */
export function fits(figure: number): boolean {
  return figure >= FITS_MIN;
}

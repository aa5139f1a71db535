import * as m from "@/i18n/messages";
import { formatNumber, takesSingular } from "@/lib/numbers";
import type { Background, ListingMatch, RequirementResult } from "@/matching/score";
import { HOURS_RULED_OUT, LICENCE_NOT_HELD, LICENCE_SHORT, QUALIFICATION_SHORT } from "@/matching/weights";

/*
 * The matcher's reasons (src/matching/score.ts) in the page's language: how many requirements the
 * CV shows, what each partly shown one lacks, and what else made the figure. The CV's own words
 * (a job title, a field of study) are quoted as the CV wrote them.
 */

/**
 * The line each card shows: "3 of 4 requirements found in your CV"; null when the listing asks nothing a CV
 * could show (only documents asked when one is hired): no "0 of 0".
 */
export function requirementsFoundMessage(found: number, total: number): string | null {
  if (total === 0) return null;
  const inputs = { found: formatNumber(found), total: formatNumber(total) };
  return takesSingular(total) ? m.jobs_findings_count_one(inputs) : m.jobs_findings_count_other(inputs);
}

/** "4 years", "1 year", "8 months": whole years from a year on, months below. */
export function durationText(months: number): string {
  if (months >= 12) {
    const years = Math.round(months / 12);
    const inputs = { count: formatNumber(years) };
    return takesSingular(years) ? m.jobs_duration_years_one(inputs) : m.jobs_duration_years_other(inputs);
  }
  const count = Math.max(1, Math.round(months));
  const inputs = { count: formatNumber(count) };
  return takesSingular(count) ? m.jobs_duration_months_one(inputs) : m.jobs_duration_months_other(inputs);
}

/**
 * What a requirement partly shown lacks, or that the CV rules it out; undefined when it is found or not shown at all.
 */
export function partialText(result: RequirementResult): string | undefined {
  if (result.found) return undefined;
  if (result.ruledOut) return m.jobs_requirement_hours_ruled_out();
  if (result.notHeld) return m.jobs_requirement_licence_not_held();
  const partial = result.partial;
  if (!partial) return undefined;
  if (partial.kind === "level") return m.jobs_requirement_partial_level();
  if (partial.shownYears === null) return m.jobs_requirement_partial_undated();
  return m.jobs_requirement_partial_years({
    shown: durationText(partial.shownYears * 12),
    asked: durationText(partial.askedYears * 12),
  });
}

function jobText({ title, months, closeness }: Background): string {
  if (closeness === "same")
    return months === null
      ? m.jobs_reason_same_job_undated({ title })
      : m.jobs_reason_same_job({ title, duration: durationText(months) });
  return months === null
    ? m.jobs_reason_related_job_undated({ title })
    : m.jobs_reason_related_job({ title, duration: durationText(months) });
}

/** Besides the requirements, what made this listing's figure, one sentence each. */
export function reasonTexts(match: ListingMatch): string[] {
  return [
    match.background ? jobText(match.background) : m.jobs_reason_no_job(),
    ...(match.fieldStudied ? [m.jobs_reason_field({ field: match.fieldStudied })] : []),
    ...(match.skills.length > 0 ? [m.jobs_reason_skills({ skills: match.skills.join(", ") })] : []),
    ...(match.sharedWords.length > 0 ? [m.jobs_reason_words({ words: match.sharedWords.join(", ") })] : []),
    ...(match.askedFor ? [m.jobs_reason_asked_for({ words: match.askedFor })] : []),
    ...(match.wish ? [m.jobs_reason_wish({ words: match.wish })] : []),
    ...(match.levelNotReached ? [m.jobs_reason_level_not_reached()] : []),
    ...(match.qualificationShort
      ? [m.jobs_reason_qualification_short({ percent: formatNumber(Math.round(100 * (1 - QUALIFICATION_SHORT))) })]
      : []),
    ...(match.hoursRuledOut
      ? [m.jobs_reason_hours_ruled_out({ percent: formatNumber(Math.round(100 * (1 - HOURS_RULED_OUT))) })]
      : []),
    ...(match.licenceShort
      ? [m.jobs_reason_licence_short({ percent: formatNumber(Math.round(100 * (1 - LICENCE_SHORT))) })]
      : []),
    ...(match.licenceNotHeld
      ? [m.jobs_reason_licence_not_held({ percent: formatNumber(Math.round(100 * (1 - LICENCE_NOT_HELD))) })]
      : []),
  ];
}

/*
 * The daily check's one notification, in the worker's language: the best new listing that fits,
 * with its figure ('A new job fits your CV: Hotel Receptionist, 82%'), opening that job's page. The
 * words are the job-alerts catalogue's, written into each language's worker at build
 * (tooling/service-worker/build-service-workers.ts).
 */
import type { Fit } from "./kept-cv.ts";

export type NotificationWords = {
  /** "A new job fits your CV: {title}, {figure}%" */
  title: string;
  /** The body when only that one fits: "Tap to see the job." */
  one: string;
  /** The body when more fit, singular and plural: "{count} more new job fits your CV too." */
  moreOne: string;
  moreOther: string;
};

export type JobNotification = { title: string; body: string; url: string };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The notification for `fits` (best first), its job's page under the language's `prefix` ("", "/fr"); none for no fit. */
export function jobNotification(
  fits: readonly Fit[],
  words: NotificationWords,
  prefix: string,
): JobNotification | undefined {
  const [best, ...others] = fits;
  if (!best) return undefined;
  const count = others.length;
  return {
    title: fill(words.title, { title: best.title, figure: String(best.figure) }),
    body: count === 0 ? words.one : fill(count === 1 ? words.moreOne : words.moreOther, { count: String(count) }),
    url: `${prefix}/jobs/${best.slug}`,
  };
}

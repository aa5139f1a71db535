// The kinds of field every collection's schema is built from (../<name>/rules.ts): a line of text, a
// date, a phone number, a web or e-mail address. Plain zod, no file reading: the build checks
// content/ with them, and the editor at /admin runs the same schemas before a save
// (../editor-check.ts). No public page imports zod: the pages get the checked data.
import { z } from "zod";

/*
 * Hints. A field's `.meta({ description })` is the help text the editor at /admin shows under it
 * (tooling/cms/cms-config.ts). Where a field's check is not a regular expression (a web address, a
 * list of days), `.meta({ pattern })` is the one the editor checks as it is typed; the build's check
 * stays the one below, and tooling/cms/cms-config.test.ts holds the two to the same answers.
 */

/** A required line of text: missing, not text, or blank are each named plainly. */
export const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
    .trim()
    .min(1, "is empty");

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-03-29": written once, as an ISO date, and a day that exists. */
export const isoDate = z
  .string({
    error: (issue) => (issue.input === undefined ? "is missing" : "must be a date written like 2025-03-29"),
  })
  .refine((value) => {
    const match = ISO_DATE.exec(value);
    if (!match) return false;
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "must be a real date written like 2025-03-29 (year-month-day)");

/** Seychelles numbers as they are shown: +248, then seven digits as "ddd dddd". */
export const SEYCHELLES_PHONE = /^\+248 \d{3} \d{4}$/;
export const phone = text().regex(
  SEYCHELLES_PHONE,
  "is not a phone number: write +248 and seven digits, like +248 429 8600",
);

/** The editor's check for a web address: https://, a host name with a dot, no spaces. */
export const HTTPS_URL = /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/;

export const httpsUrl = text()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "must be a web address starting with https://")
  .meta({ pattern: HTTPS_URL.source });

export const email = text().pipe(z.email("is not an e-mail address"));

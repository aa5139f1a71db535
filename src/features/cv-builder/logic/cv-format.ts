import * as m from "@/i18n/messages";
import type { CvData } from "./cv-schema";

/** What an entry with no end date runs to: "Present" in English. */
export const PRESENT = m.cvout_present();

export function fullName(cv: Pick<CvData, "firstName" | "lastName">): string {
  return `${cv.firstName} ${cv.lastName}`.trim();
}

/** "2018 – Present" when there is no end date. */
export function dateRange(startDate: string, endDate: string | undefined): string {
  return `${startDate} – ${endDate?.trim() ? endDate : PRESENT}`;
}

/**
 * The download's file name, after the person: "Marie-Claire Hoareau" → "Marie-Claire-Hoareau-CV.pdf".
 * Accented letters stay; characters file systems reject, and emoji, go.
 */
export function cvFileName(cv: Pick<CvData, "firstName" | "lastName">): string {
  const base = fullName(cv)
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\-' ]+/gu, " ")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "My"}-CV.pdf`;
}

/*
 * The PDF uses the standard Helvetica font, which needs no download and draws Latin-1 plus the
 * typographic marks of Windows-1252 (é è ç ô ï, € – — ‘ ’ “ ” •). Anything else it would draw as
 * garbage, so emoji are dropped and other characters become "?".
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

export function pdfSafeText(value: string): string {
  let out = "";
  for (const char of value.normalize("NFC").replace(EMOJI, "")) {
    const code = char.codePointAt(0) ?? 0;
    const drawable =
      char === "\n" ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRAS.includes(char);
    out += drawable ? char : char === "\t" ? " " : "?";
  }
  return out.replace(/ {2,}/g, " ");
}

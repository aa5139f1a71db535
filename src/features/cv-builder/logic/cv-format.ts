/*
 * How the CV writes its name, dates and file name, in the CV's own language (its words, from
 * messages/document/, passed in: see cv-words.ts). No messages of the site's language here.
 */

/** The CV's own words in one language (messages/document/{en,fr,crs}.json): headings, 'Present'… */
export type CvWords = typeof import("../messages/document/en.json");

/** A word with its {placeholders} filled: "Phone: {phone}" → "Phone: 2 512 345". */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function fullName(cv: { firstName: string; lastName: string }): string {
  return `${cv.firstName.trim()} ${cv.lastName.trim()}`.trim();
}

/**
 * "2018 – Present" when there is no end date, in the CV's language ("2018 – ozordi"). The one place
 * the CV writes a date: the dates are the text the person typed, so nothing is formatted; a date
 * formatter (src/i18n) would go here.
 */
export function dateRange(
  startDate: string,
  endDate: string | undefined,
  words: Pick<CvWords, "cvdoc_present">,
): string {
  return `${startDate} – ${endDate?.trim() ? endDate : words.cvdoc_present}`;
}

/**
 * The download's file name, after the person: "Marie-Claire Hoareau" → "Marie-Claire-Hoareau-CV.pdf".
 * Accented letters stay; characters file systems reject, and emoji, go. Without a name, "My-CV.pdf"
 * in the CV's language ("Mon-CV.pdf").
 */
export function cvFileName(
  cv: { firstName: string; lastName: string },
  words: Pick<CvWords, "cvdoc_unnamed">,
  extension: "pdf" | "docx" | "json" = "pdf",
): string {
  const base = fullName(cv)
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}\-' ]+/gu, " ")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || words.cvdoc_unnamed}-CV.${extension}`;
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

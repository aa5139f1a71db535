import type { CvData } from "../../logic/cv-schema";

/*
 * Which characters the CV's PDF can draw. The PDF embeds Noto Sans cut into the subsets below (the
 * Unicode ranges are Fontsource's, from @fontsource/noto-sans's stylesheets): Latin with all its
 * extensions, Vietnamese, Greek and Cyrillic. Anything else (Arabic, Chinese, Devanagari, emoji…)
 * would come out as a blank box or "?", so it is left out of the PDF and named to the person, who
 * can keep it in the Word file.
 */

export const pdfFontSubsets = ["latin", "latin-ext", "vietnamese", "greek", "cyrillic"] as const;
export type PdfFontSubset = (typeof pdfFontSubsets)[number];

type Range = readonly [number, number];

function parseRanges(list: string): Range[] {
  return list.split(",").map((part) => {
    const [from = "", to] = part.replace("U+", "").split("-");
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as const;
  });
}

const subsetRanges: Record<PdfFontSubset, Range[]> = {
  latin: parseRanges(
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  ),
  "latin-ext": parseRanges(
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  ),
  vietnamese: parseRanges(
    "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
  ),
  greek: parseRanges("U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF"),
  cyrillic: parseRanges("U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116"),
};

/** Format characters the text engine handles without a glyph. */
const INVISIBLE = new Set([0x09, 0x0a, 0x0d, 0x200b, 0x200c, 0x200d, 0xfe0f]);

const inSubset = (subset: PdfFontSubset, code: number) =>
  subsetRanges[subset].some(([from, to]) => code >= from && code <= to);

/** The first subset that draws this code point, if any. */
function subsetOf(code: number): PdfFontSubset | undefined {
  return pdfFontSubsets.find((subset) => inSubset(subset, code));
}

// Made when a CV is first checked, not when the CV Builder starts: creating a Segmenter starts the
// browser's ICU data, a long task on a phone (see src/lib/numbers.ts).
let segmenter: Intl.Segmenter | undefined;
const graphemes = (text: string) => (segmenter ??= new Intl.Segmenter("en", { granularity: "grapheme" })).segment(text);

/** Whether the PDF's fonts draw every code point of one character as people see it ("ặ", "👩🏽‍🍳"). */
function drawable(grapheme: string): boolean {
  for (const char of grapheme) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 && !INVISIBLE.has(code)) return false;
    if (!INVISIBLE.has(code) && !subsetOf(code)) return false;
  }
  // A joiner or variation selector alone is fine; inside an emoji sequence the rest decides.
  return true;
}

/** The characters of a text the PDF cannot draw, each once, in the order they first appear. */
export function unsupportedCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const { segment } of graphemes(text.normalize("NFC"))) {
    if (!drawable(segment)) found.add(segment);
  }
  return [...found];
}

/** The text as the PDF draws it: without the characters it cannot draw, and no double spaces left behind. */
export function pdfDrawableText(text: string): string {
  let out = "";
  for (const { segment } of graphemes(text.normalize("NFC"))) {
    if (segment === "\t") out += " ";
    else if (drawable(segment)) out += segment;
  }
  return out.replace(/ {2,}/g, " ").replace(/ +\n/g, "\n");
}

/** Every piece of text of a CV that the PDF draws, as the person typed it (the CV's own words are Latin). */
export function cvTexts(cv: CvData): string[] {
  return [
    cv.firstName,
    cv.lastName,
    cv.email,
    cv.phone,
    cv.address,
    cv.summary,
    ...cv.education.flatMap((entry) => [
      entry.institution,
      entry.degree,
      entry.startDate,
      entry.endDate ?? "",
      entry.description ?? "",
    ]),
    ...(cv.experience ?? []).flatMap((entry) => [
      entry.employer,
      entry.position,
      entry.startDate,
      entry.endDate ?? "",
      entry.description,
    ]),
    ...cv.skills,
    ...cv.languages.map((entry) => entry.name ?? ""),
    ...cv.activities.flatMap((entry) => Object.values(entry)),
    ...cv.achievements.flatMap((entry) => Object.values(entry)),
    ...cv.references.flatMap((entry) => Object.values(entry)),
  ].filter((text): text is string => typeof text === "string");
}

/** The characters of a CV that the PDF leaves out. */
export function cvUnsupportedCharacters(cv: CvData): string[] {
  return unsupportedCharacters(cvTexts(cv).join("\n"));
}

/**
 * The font subsets a CV needs, so the PDF fetches only those (Latin always, for the headings):
 * a CV in English and French downloads about 34 KB of fonts instead of about 250 KB.
 */
export function cvFontSubsets(cv: CvData): PdfFontSubset[] {
  const needed = new Set<PdfFontSubset>(["latin"]);
  for (const char of cvTexts(cv).join("\n").normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    const subset = subsetOf(code);
    if (subset) needed.add(subset);
  }
  return pdfFontSubsets.filter((subset) => needed.has(subset));
}

/*
 * French typography by rule: a narrow no-break space (U+202F) before ; : ! ? and inside « », so a
 * mark never starts a line on its own; and numbers as French sets them: a narrow no-break space
 * between thousands ("8 000") and before "%", a no-break space (U+00A0) before a unit ("400 kg",
 * "10 Mo", "1 500 roupies"), inside a time ("8 h 00"), after "n°" and "SCR", and inside a date
 * ("14 juin 2026"), "1er" for the first of a month, and "…" for three dots. Plain JavaScript, so the content loader
 * (at build), the term check (scripts/terms.mjs, in Node without a bundler) and the unit tests
 * share it.
 */
import { MONTHS } from "./dates.mjs";

/** The narrow no-break space French puts before ; : ! ? and inside « », between thousands and before %. */
export const NNBSP = "\u202F";
/** The no-break space French puts before a unit, inside a time and a date, after n°. */
export const NBSP = "\u00A0";

/**
 * Units written after a number: a symbol ("kg", not "kilos"), or the money it counts ("1 500 roupies",
 * "8 000 SCR", as staff write a bonus or a price). "%" takes U+202F, as Intl writes it.
 */
const UNITS = "kg|km|cm|mm|min|Mo|Ko|Go|°C|€|roupies|roupie|SCR|Rs|h|m|g|l";
/** The end of a unit: not followed by a letter, a digit or an apostrophe ("1 l'équipe" is no litre). */
const UNIT_END = "(?![\\p{L}\\d'’])";
const FRENCH_MONTHS = MONTHS.fr.join("|");
/** A number in a text, or a message's placeholder that stands for one ("{size} Mo"). */
const NUMBER_END = "(?:\\d+|\\{\\w+\\})";

/** Ordinary spaces and no-break spaces that people type (or paste) before a mark. */
const TYPED_SPACES = /[ \u00A0\u2009]+([;:!?])/g;
/** A mark typed right after a word with no space, at the end of a word (not "16:00", not "https://"). */
const NO_SPACE = /([\p{L}\p{N})\]»%])([;:!?])(?=\s|$)/gu;
const AFTER_OPENING = /«[ \u00A0\u2009\u202F]*/g;
const BEFORE_CLOSING = /[ \u00A0\u2009\u202F]*»/g;

/**
 * French text as it should be set: "Lieu : Victoria", "Oups!", "« Enregistrer »" become
 * "Lieu\u202F: Victoria", "Oups\u202F!", "«\u202FEnregistrer\u202F»". Leaves times ("16:00"),
 * addresses ("https://…") and a mark already preceded by U+202F as they are.
 * @param {string} text
 * @returns {string}
 */
export function typesetFrench(text) {
  return typesetFrenchNumbers(
    text
      .replace(TYPED_SPACES, `${NNBSP}$1`)
      .replace(NO_SPACE, `$1${NNBSP}$2`)
      .replace(AFTER_OPENING, `«${NNBSP}`)
      .replace(BEFORE_CLOSING, `${NNBSP}»`),
  );
}

/** Spaces typed in a number's place: an ordinary one, a no-break one, or none where one belongs. */
const SPACE = "[ \\u00A0\\u202F]";

/**
 * French numbers as they should be set: "8 000" (U+202F, for a typed space, no-break space or thin
 * space), "400 kg", "10 Mo", "1 500 roupies", "8 h 00", "n° 4", "SCR 8 000", "14 juin 2026"
 * (U+00A0), "10 %" (U+202F), "1er mai", "…". Leaves phone numbers ("+248 422 5101"), years
 * ("2025") and times written "16:00" as they are.
 * @param {string} text
 * @returns {string}
 */
export function typesetFrenchNumbers(text) {
  return (
    text
      .replace(/\.\.\./g, "…")
      // Thousands: "12 000", "1 250 000"; not a phone number's groups after "+248".
      .replace(/(?<![\d+]|\+\d{1,3}[ \u00A0])\d{1,3}(?:[ \u00A0\u2009\u202F]\d{3})+(?!\d)/g, (number) =>
        number.replace(/[ \u00A0\u2009]/g, NNBSP),
      )
      .replace(new RegExp(`(\\d)${SPACE}?%`, "g"), `$1${NNBSP}%`)
      .replace(new RegExp(`(\\d) (${UNITS})${UNIT_END}`, "gu"), `$1${NBSP}$2`)
      .replace(new RegExp(`(\\d${NBSP}h) (\\d{2})(?!\\d)`, "g"), `$1${NBSP}$2`)
      .replace(/([nN]°) ?(?=\d)/g, `$1${NBSP}`)
      .replace(/\b(SCR|Rs) (?=\d)/g, `$1${NBSP}`)
      .replace(new RegExp(`(?<!\\d)1${SPACE}(${FRENCH_MONTHS})(?![\\p{L}])`, "giu"), `1er${NBSP}$1`)
      .replace(new RegExp(`(\\d|1er) (${FRENCH_MONTHS})(?![\\p{L}])`, "giu"), `$1${NBSP}$2`)
      .replace(new RegExp(`(?<![\\p{L}])(${FRENCH_MONTHS}) (\\d{4})(?!\\d)`, "giu"), `$1${NBSP}$2`)
  );
}

/**
 * Every string in a value (objects and lists, as the content loader yields them) set by
 * typesetFrench; other values are kept. Returns a new value.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function typesetFrenchDeep(value) {
  if (typeof value === "string") return /** @type {T} */ (typesetFrench(value));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => typesetFrenchDeep(item)));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return /** @type {T} */ (
      Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetFrenchDeep(item)]))
    );
  }
  return value;
}

/**
 * What is wrong with a French message's typography, in words, or an empty list: a ; : ! ? not
 * preceded by U+202F, or « » without U+202F inside.
 * @param {string} text
 * @returns {string[]}
 */
export function frenchTypographyProblems(text) {
  /** @type {string[]} */
  const problems = [];
  [...text].forEach((char, index, chars) => {
    if (!";:!?".includes(char)) return;
    const before = chars[index - 1];
    // "?!": the second mark follows the first.
    if (before === NNBSP || (before !== undefined && ";:!?".includes(before))) return;
    const what = before === " " ? "an ordinary space" : before === "\u00A0" ? "a no-break space" : "no space";
    problems.push(`"${char}" has ${what} before it: put a narrow no-break space (U+202F) there`);
  });
  for (const match of text.matchAll(/«(.?)/g)) {
    if (match[1] !== NNBSP) problems.push(`"«" needs a narrow no-break space (U+202F) after it`);
  }
  for (const match of text.matchAll(/(.?)»/g)) {
    if (match[1] !== NNBSP) problems.push(`"»" needs a narrow no-break space (U+202F) before it`);
  }
  return [...problems, ...frenchNumberProblems(text)];
}

/**
 * Each rule of French number typography a text (a message, with its placeholders standing for
 * numbers) breaks, in words, naming what to write.
 * @param {string} text
 * @returns {string[]}
 */
export function frenchNumberProblems(text) {
  /** @type {[RegExp, (found: string) => string][]} */
  const rules = [
    [/\.\.\./g, () => `"..." is three dots: write the ellipsis "…"`],
    [
      /(?<![\d+])\d{1,3}(?:(?: |\u00A0)\d{3})+(?!\d)/g,
      (found) => `"${found}": put a narrow no-break space (U+202F) between the thousands`,
    ],
    [
      new RegExp(`${NUMBER_END}( |\\u00A0)?%`, "g"),
      (found) => `"${found}": put a narrow no-break space (U+202F) before "%"`,
    ],
    [
      new RegExp(`${NUMBER_END}(?: |${NNBSP})?(?:${UNITS})${UNIT_END}`, "gu"),
      (found) => `"${found}": put a no-break space (U+00A0) between a number and its unit`,
    ],
    [
      new RegExp(`${NUMBER_END}${NBSP}h (?:\\d|\\{)`, "g"),
      (found) => `"${found}": put a no-break space (U+00A0) before the minutes`,
    ],
    [/[nN]°(?: |(?=[\d{]))/g, (found) => `"${found}": put a no-break space (U+00A0) after "n°"`],
    [/\b(?:SCR|Rs) (?=[\d{])/g, (found) => `"${found.trim()}": put a no-break space (U+00A0) after the currency`],
    [
      new RegExp(`(?<!\\d)1[ ${NBSP}${NNBSP}](?:${FRENCH_MONTHS})(?![\\p{L}])`, "giu"),
      (found) => `"${found}": French writes the first of a month "1er"`,
    ],
    [
      new RegExp(
        `(?<!\\d)(?:\\d{2}|[2-9]|\\{\\w+\\}|1er) (?:${FRENCH_MONTHS})(?![\\p{L}])|(?<![\\p{L}])(?:${FRENCH_MONTHS}) \\d{4}`,
        "giu",
      ),
      (found) => `"${found}": put no-break spaces (U+00A0) inside a date`,
    ],
  ];
  return rules.flatMap(([pattern, say]) => [...text.matchAll(pattern)].map((match) => say(match[0])));
}

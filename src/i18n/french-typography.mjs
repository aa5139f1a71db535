/*
 * French typography by rule: a narrow no-break space (U+202F) before ; : ! ? and inside « », so a
 * mark never starts a line on its own. Plain JavaScript, so the content loader (at build), the
 * term check (scripts/terms.mjs, in Node without a bundler) and the unit tests share it.
 */

/** The narrow no-break space French puts before ; : ! ? and inside « ». */
export const NNBSP = "\u202F";

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
  return text
    .replace(TYPED_SPACES, `${NNBSP}$1`)
    .replace(NO_SPACE, `$1${NNBSP}$2`)
    .replace(AFTER_OPENING, `«${NNBSP}`)
    .replace(BEFORE_CLOSING, `${NNBSP}»`);
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
  return problems;
}

// @ts-check
/*
 * The content checks' English, in the site's other languages: the kinds of problem the checks write
 * most, each matched on its English words, and a language's template for it with the English's own
 * parts put in. Pure functions over text, with each language's words given (the files in
 * ./messages/): the staff's issue after a deploy (./problem-issue.mjs, which reads those files) and
 * the editor at /admin (tooling/cms/staff-messages.ts, which bundles them) say the same thing about
 * the same mistake.
 */

/**
 * A language's words for the checks' problems: a template per kind of problem, and the English
 * names of languages a problem names ("French") in that language.
 * @typedef {{ fixes?: Record<string, string>, languages?: Record<string, string> }} FixWords
 */

/**
 * A text with its {name}s put in, in one pass (a value put in is never read again).
 * @param {string} template
 * @param {Record<string, string | number>} values
 */
export const fill = (template, values) =>
  template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

/**
 * The kinds of problem the checks write most, each matched on the English words: its name in the
 * languages' files (fixes) and the names of what it puts in, in the order of the brackets. Another
 * kind, or one a language's file lacks, is shown in English, said so. A "language" put in is
 * looked up in the file's languages ("French" → "français"); one it lacks is shown in English too.
 * @type {{ kind: string, en: RegExp, values: string[] }[]}
 */
export const FIXES = [
  {
    kind: "missing-translation",
    en: /^is missing: the (.+?) text of (.+) \((\S+)\); see content\/README\.md$/,
    values: ["language", "item", "english"],
  },
  {
    kind: "missing-photo-text",
    en: /^is missing: (?:the English file has a photo, say here what it shows|a news item with a photo needs photo_alt, .+)$/,
    values: [],
  },
  { kind: "missing", en: /^is missing$/, values: [] },
  {
    kind: "date",
    en: /^must be a (?:real )?date written like (\S+)(?: \(year-month-day\))?$/,
    values: ["example"],
  },
  {
    kind: "phone",
    en: /^is not a phone number: write \+248 and seven digits, like (.+)$/,
    values: ["example"],
  },
  { kind: "web-address", en: /^must be a web address starting with https:\/\/$/, values: [] },
  { kind: "email", en: /^is not an e-mail address$/, values: [] },
  { kind: "already-used", en: /^(.+) is already used by (\S+)$/, values: ["value", "other"] },
  { kind: "english-only", en: /^"(.+)" stays? in the English file only: remove from here$/, values: ["field"] },
  { kind: "unknown-field", en: /^unknown field "(.+)" \(check the spelling\)$/, values: ["field"] },
  {
    kind: "count-differs",
    en: /^has (\d+)(?: \w+)?, the English file has (\d+): (?:translate each one|write one for each), in the same order.*$/,
    values: ["has", "english"],
  },
  {
    kind: "formatting",
    en: /^formatting is not supported yet, write plain paragraphs \(found (.+)\)$/,
    values: ["found"],
  },
  { kind: "min-max", en: /^is less than the lowest pay \(Min\): the highest pay must be Min or more$/, values: [] },
  {
    kind: "closes-before-posted",
    en: /^is (\S+), before the day the listing went up \(posted: (\S+)\): .+$/,
    values: ["closes", "posted"],
  },
  { kind: "time", en: /^must be a time like 08:00(?: or 16:30 \(24-hour clock\))?$/, values: [] },
  {
    kind: "photo-too-small",
    en: /^is (\d+) × (\d+) pixels, too small: use a photo at least (\d+) pixels wide and (\d+) high.*$/,
    values: ["width", "height", "minWidth", "minHeight"],
  },
  { kind: "unreadable-at-line", en: /^cannot be read at line (\d+): (.+)$/, values: ["line", "why"] },
  { kind: "unreadable", en: /^cannot be read: (.+)$/, values: ["why"] },
  {
    kind: "rejected-word",
    en: /^"(.+)" is not used on this site \(.+\): write "(.+)"$/,
    values: ["word", "use"],
  },
  {
    kind: "term-base-word",
    en: /^does not use the term base's word for "(.+)": write (.+)$/,
    values: ["concept", "words"],
  },
  {
    kind: "french-space",
    en: /^"(.)" has .+ before it: put a narrow no-break space \(U\+202F\) there$/,
    values: ["mark"],
  },
  { kind: "outside-content", en: /^is outside content\/: .+$/, values: [] },
  {
    kind: "small-letters",
    en: /^may use only small letters, digits and (?:single )?dashes, like (.+)$/,
    values: ["example"],
  },
  { kind: "empty", en: /^is empty$/, values: [] },
  { kind: "needs-one", en: /^needs at least one (?:service|requirement|item)$/, values: [] },
  { kind: "more-than-zero", en: /^must be more than 0$/, values: [] },
  { kind: "text-empty", en: /^the text below the front matter is empty$/, values: [] },
  { kind: "days", en: /^must be days like MO,TU,WE,TH,FR(?: \(.+\))?$/, values: [] },
  { kind: "day-twice", en: /^names a day twice$/, values: [] },
  {
    kind: "photo-file",
    en: /^must be a \.jpg, \.png or \.webp file, written like (\S+)(?: \(.+\))?$/,
    values: ["example"],
  },
  {
    kind: "photo-words-without-photo",
    en: /^(?:the English file has no photo \(add it there first, or remove it here\)|is missing: photo_alt describes a photo, so name the photo's file in photo \(or remove photo_alt\))$/,
    values: [],
  },
  {
    kind: "opening-words-missing",
    en: /^is missing \(the English file's opening hours have words to translate\)$/,
    values: [],
  },
  {
    kind: "opening-words-not-in-english",
    en: /^the English file has none for this opening \(add it there first, or remove it here\)$/,
    values: [],
  },
  {
    kind: "formatting-any",
    en: /^formatting is not supported yet, write plain paragraphs without (.+)$/,
    values: ["found"],
  },
];

/**
 * A check's English in a language whose words are `words`: the kind's template with the English's
 * parts put in, or the English itself (`translated: false`) for a kind the words do not have.
 * @param {string} fix
 * @param {FixWords} words
 * @returns {{ text: string, translated: boolean }}
 */
export function translateFix(fix, words) {
  for (const known of FIXES) {
    const match = known.en.exec(fix);
    if (match) return fixFrom(fix, words, known, match);
  }
  return { text: fix, translated: false };
}

/**
 * A known kind of problem in a language: its template with the parts of the English put in.
 * @param {string} fix the check's English
 * @param {FixWords} words
 * @param {(typeof FIXES)[number]} known
 * @param {RegExpExecArray} match
 * @returns {{ text: string, translated: boolean }}
 */
function fixFrom(fix, words, known, match) {
  const template = words.fixes?.[known.kind];
  if (template === undefined) return { text: fix, translated: false };
  /** @type {Record<string, string>} */
  const values = Object.fromEntries(known.values.map((name, index) => [name, match[index + 1] ?? ""]));
  if ("language" in values) {
    const name = words.languages?.[values.language ?? ""];
    if (name === undefined) return { text: fix, translated: false };
    values.language = name;
  }
  return { text: fill(template, values), translated: true };
}

// @ts-check
/*
 * When a save cannot go live, one GitHub issue says so, in each of the site's languages: which
 * file, which field and what to write, read from what the deploy's checks printed. Pure functions
 * over text (no network, no dependencies), so the workflow's step (scripts/tell-staff.mjs) runs
 * them from a bare checkout and the unit tests read the same words. Each language's words are its
 * file in ./messages/ ({locale}.json, read once), its languages project.inlang/settings.json's
 * (src/i18n/project-locales.mjs): a new language is a new file there, and no change here.
 *
 * A check's problems are the lines "  - <file> (<item>): <field>: <what to do>" that
 * `npm run check:content`, `node scripts/terms.mjs check` and scripts/check-editor-commits.mjs
 * print; the item and the field are left out where a problem has none.
 */
import { readFileSync } from "node:fs";
import { projectBaseLocale, projectLocales } from "../../src/i18n/project-locales.mjs";
import { fill, translateFix } from "./fixes.mjs";

/** Marks the one issue this step writes, so a later run finds it again. */
export const ISSUE_MARKER = "<!-- koudmen: site not updated -->";

/** @typedef {"content" | "terms" | "editor"} CheckName the deploy's checks that name a file to fix */
/** @typedef {{ file: string, item?: string, field?: string, fix: string }} Problem one thing to fix, as a check wrote it */
/** @typedef {string} Language a language of the site: "en", "fr", "crs" */
/** @typedef {{ title: string, body: string }} Issue */

/**
 * A language's words (./messages/en.json says what each is). The fixes are the kinds of FIXES below
 * in that language, and languages the English names a fix names ("French") in it.
 * @typedef {{
 *   heading: string, title: string, lead: string, lead_one?: string, other: string, stays: string,
 *   fixContent: string, fixEditor: string, fixOther: string, file: string, field: string,
 *   todo: string, wholeFile: string, inEnglish: string, run: string, label: string,
 *   stillNotUpdated: string, siteUpdated: string,
 *   fixes?: Record<string, string>, languages?: Record<string, string>,
 * }} Words
 */

const LANGUAGES = projectLocales;

/** Each language's words, from its file. @type {Record<Language, Words>} */
const WORDS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`./messages/${language}.json`, import.meta.url), "utf8")),
  ]),
);

/**
 * A language's words; an Error for a language the site does not have.
 * @param {Language} language
 * @returns {Words}
 */
const wordsIn = (language) => {
  const words = WORDS[language];
  if (!words) throw new Error(`"${language}" is not one of the site's languages (project.inlang/settings.json)`);
  return words;
};

/**
 * The problems a check printed: each line that starts with "  - ", as the checks write them.
 * Anything else (npm's own lines, GitHub's ::error lines, a heading) is not a problem.
 * @param {string} output
 * @returns {string[]}
 */
export function problemLines(output) {
  return output
    .split(/\r?\n/)
    .filter((line) => line.startsWith("  - "))
    .map((line) => line.slice(4).trim())
    .filter(Boolean);
}

/** A field as the checks name it: a key, a list item's number, a key inside ("contact → phone", "schedules #2 → notes"). */
const FIELD = /^(?<field>(?:[A-Za-z_][\w-]*|the file)(?: #\d+)?(?: → [A-Za-z_][\w-]*(?: #\d+)?)*): (?<fix>.+)$/s;

/**
 * One problem line in its parts. The file is what comes before the first ": " or " (";
 * the item is in the brackets after it; the field is a key path ("contact → phone"); the rest is
 * what to do. A field the message quotes ('"phone" stays in the English file only') is the field.
 * @param {string} line
 * @returns {Problem}
 */
export function parseProblem(line) {
  const head = /^(?<file>[^\s(:][^(]*?)(?: \((?<item>.*?)\))?: (?<rest>.+)$/s.exec(line);
  if (!head?.groups) return { file: "", fix: line };
  const { file = "", item, rest = "" } = head.groups;
  const withField = FIELD.exec(rest);
  const problem = { file, ...(item ? { item } : {}) };
  if (withField?.groups) {
    const { field = "", fix = "" } = withField.groups;
    return { ...problem, ...(field === "the file" ? {} : { field }), fix };
  }
  const quoted = /^(?:unknown field )?"(?<field>[\w-]+)"/.exec(rest);
  return { ...problem, ...(quoted?.groups ? { field: quoted.groups.field } : {}), fix: rest };
}

/**
 * What to do, in `language`: the check's own English, or its French or Kreol Seselwa where the
 * kind of problem is known (./fixes.mjs); `translated` is false when the English is shown instead.
 * @param {string} fix
 * @param {Language} language
 * @returns {{ text: string, translated: boolean }}
 */
export function fixIn(fix, language) {
  if (language === projectBaseLocale) return { text: fix, translated: true };
  return translateFix(fix, wordsIn(language));
}

/** @typedef {{ check: CheckName, output: string }} Failure a check that failed, and what it printed */

/**
 * @typedef {object} Run what the failing run was
 * @property {string} commit the commit the run built (its full hash)
 * @property {string} [actor] the GitHub account that pushed it (the staff member who saved), without "@"
 * @property {string} runUrl the run's page on GitHub, with the checks' full output
 */

/** Text a person wrote (a title, a check's words) shown as it is: no formatting, no @mention. */
const plain = (/** @type {string} */ text) => text.replace(/[\\`*_[\]<>#|~]/g, "\\$&").replaceAll("@", "&#64;");
/** A file or field name, as code. */
const code = (/** @type {string} */ text) => `\`${text.replaceAll("`", "'")}\``;

/**
 * The issue: its title names the first problem's file, field and fix; its body lists every
 * problem in English, French and Kreol Seselwa, with the commit, who saved it and the run.
 * With no failure that names a file (the build or the publishing failed), it says so.
 * @param {{ failures: Failure[], run: Run }} from
 * @returns {Issue}
 */
export function siteNotUpdatedIssue({ failures, run }) {
  const problems = failures.flatMap(({ output }) => problemLines(output).map(parseProblem));
  const editorChanged = failures.some(({ check, output }) => check === "editor" && problemLines(output).length > 0);
  const short = run.commit.slice(0, 7);
  const who = run.actor ? `@${run.actor}` : "";
  const title = `${LANGUAGES.map((language) => wordsIn(language).title).join(" · ")}: ${
    problems[0]
      ? `${problems[0].file}${problems[0].field ? ` (${problems[0].field})` : ""}: ${problems[0].fix}`
      : "the build or the publishing failed, not the content"
  }`;
  const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : "";
  const body = [
    ISSUE_MARKER,
    ...LANGUAGES.flatMap((language) => {
      const words = wordsIn(language);
      const lead =
        problems.length === 0
          ? words.other
          : fill(problems.length === 1 && words.lead_one ? words.lead_one : words.lead, { count: problems.length });
      const list = problems.map((problem, index) => {
        const fix = fixIn(problem.fix, language);
        const label = (/** @type {string} */ name) => fill(words.label, { name });
        return [
          `${index + 1}. ${label(words.file)} ${code(problem.file || "?")}${problem.item ? ` (${plain(problem.item)})` : ""}`,
          `   - ${label(words.field)} ${problem.field ? code(problem.field) : words.wholeFile}`,
          `   - ${label(words.todo)} ${plain(fix.text)}${fix.translated ? "" : words.inEnglish}`,
        ].join("\n");
      });
      const todo = problems.length === 0 ? words.fixOther : editorChanged ? words.fixEditor : words.fixContent;
      return [`## ${words.heading}`, `${lead} ${words.stays}`, todo, ...(list.length > 0 ? [list.join("\n")] : [])];
    }),
    `---\nCommit ${code(short)}${who ? ` · ${who}` : ""} · ${LANGUAGES.map((language) => wordsIn(language).run).join(" · ")}: ${run.runUrl}`,
  ].join("\n\n");
  return { title: truncate(title, 250 - more.length) + more, body: `${body}\n` };
}

/** @param {string} text @param {number} length */
const truncate = (text, length) => (text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`);

/**
 * The comment on a new save that still cannot go live, when what to fix has changed.
 * @param {Run} run
 */
export function stillNotUpdatedComment(run) {
  const short = code(run.commit.slice(0, 7));
  const who = run.actor ? ` (@${run.actor})` : "";
  return [
    ...LANGUAGES.map((language) => fill(wordsIn(language).stillNotUpdated, { commit: short, who })),
    `${run.runUrl}`,
  ].join("\n\n");
}

/**
 * The comment that closes the issue, once a commit has passed every check and is live.
 * @param {Run} run
 */
export function siteUpdatedComment(run) {
  const short = code(run.commit.slice(0, 7));
  return LANGUAGES.map((language) => fill(wordsIn(language).siteUpdated, { commit: short })).join("\n\n");
}

/**
 * What a deploy run came to, from its results as the workflow passes them to the last job:
 * DEPLOY_RESULT and EDITOR_RESULT (the jobs' results: success, failure, cancelled, skipped),
 * CONTENT_OUTCOME and TERMS_OUTCOME (the two checks' steps), and EDITOR_REPORT, CONTENT_REPORT and
 * TERMS_REPORT (what each printed). "published", "cancelled", or the failures to tell the staff
 * (an empty list when the run failed for a reason no check names: the build or the publishing).
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {"published" | "cancelled" | Failure[]}
 */
export function failuresOf(env) {
  if (env.DEPLOY_RESULT === "success") return "published";
  if (env.DEPLOY_RESULT === "cancelled" || env.EDITOR_RESULT === "cancelled") return "cancelled";
  /** @type {Failure[]} */
  const failures = [];
  if (env.EDITOR_RESULT === "failure") failures.push({ check: "editor", output: env.EDITOR_REPORT ?? "" });
  if (env.CONTENT_OUTCOME === "failure") failures.push({ check: "content", output: env.CONTENT_REPORT ?? "" });
  if (env.TERMS_OUTCOME === "failure") failures.push({ check: "terms", output: env.TERMS_REPORT ?? "" });
  return failures;
}

/**
 * @typedef {{ number: number, title: string, body: string }} OpenIssue
 * @typedef {{ action: "create", issue: Issue }
 *   | { action: "update", number: number, issue: Issue, comment?: string }
 *   | { action: "close", number: number, comment: string }} Step
 */

/**
 * What to do on GitHub after a run: open the issue, update it (with a comment when what to fix
 * changed, so the people following it hear), close it once a run goes live, or nothing.
 * `next` is the issue the run calls for, or null when the site was published.
 * @param {{ open: OpenIssue | undefined, next: Issue | null, run: Run }} state
 * @returns {Step[]}
 */
export function stepsFor({ open, next, run }) {
  if (next === null) return open ? [{ action: "close", number: open.number, comment: siteUpdatedComment(run) }] : [];
  if (!open) return [{ action: "create", issue: next }];
  const sameProblems = withoutRun(open.body) === withoutRun(next.body);
  return [
    {
      action: "update",
      number: open.number,
      issue: next,
      ...(sameProblems ? {} : { comment: stillNotUpdatedComment(run) }),
    },
  ];
}

/** A body without its last line, which changes on every run (the commit, who saved, the run's address). */
const withoutRun = (/** @type {string} */ body) => body.replace(/\n---\n.*\n?$/, "");

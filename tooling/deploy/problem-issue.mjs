// @ts-check
/*
 * When a save cannot go live, one GitHub issue says so, in English, French and Kreol Seselwa:
 * which file, which field and what to write, read from what the deploy's checks printed. Pure
 * functions over text (no network, no files, no dependencies), so the workflow's step
 * (scripts/tell-staff.mjs) runs them from a bare checkout and the unit tests read the same words.
 *
 * A check's problems are the lines "  - <file> (<item>): <field>: <what to do>" that
 * `npm run check:content`, `node scripts/terms.mjs check` and scripts/check-editor-commits.mjs
 * print; the item and the field are left out where a problem has none.
 */
import { typesetFrench } from "../../src/i18n/french-typography.mjs";

/** Marks the one issue this step writes, so a later run finds it again. */
export const ISSUE_MARKER = "<!-- koudmen: site not updated -->";

/** @typedef {"content" | "terms" | "editor"} CheckName the deploy's checks that name a file to fix */
/** @typedef {{ file: string, item?: string, field?: string, fix: string }} Problem one thing to fix, as a check wrote it */
/** @typedef {"en" | "fr" | "crs"} Language */
/** @typedef {{ title: string, body: string }} Issue */

const LANGUAGES = /** @type {const} */ (["en", "fr", "crs"]);

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
 * French with its typography: the literal words get a narrow no-break space before ; : ! ? and
 * inside « » (src/i18n/french-typography.mjs); the values put in are left as they are.
 * @param {TemplateStringsArray} strings
 * @param {...unknown} values
 */
const fr = (strings, ...values) =>
  strings.map((part, index) => typesetFrench(part) + (index < values.length ? String(values[index]) : "")).join("");

/**
 * The checks' words for what to do, in French and Kreol Seselwa: the kinds of problem the
 * checks write most, each matched on the English words. Others are shown in English, said so.
 * @type {{ en: RegExp, fr: (...m: string[]) => string, crs: (...m: string[]) => string }[]}
 */
const FIXES = [
  {
    en: /^is missing: the (French|Kreol Seselwa) text of (.+) \((\S+)\); see content\/README\.md$/,
    fr: (language, item, english) =>
      fr`la traduction en ${language === "French" ? "français" : "kreol seselwa"} de ${item} (${english}) manque : ouvrez-la dans /admin, écrivez-la et enregistrez`,
    crs: (language, item, english) =>
      `tradiksyon an ${language === "French" ? "Franse" : "Kreol Seselwa"} pour ${item} (${english}) i manke: ouver li dan /admin, ekrir li e sov`,
  },
  {
    en: /^is missing: (?:the English file has a photo, say here what it shows|a news item with a photo needs photo_alt, .+)$/,
    fr: () => fr`manque : avec une photo, écrivez une phrase qui dit ce qu'elle montre, pour qui ne la voit pas`,
    crs: () => `i manke: avek en foto, ekrir en fraz ki dir sa ki i montre, pour bann dimoun ki pa kapab war li`,
  },
  { en: /^is missing$/, fr: () => fr`manque : remplissez-le`, crs: () => `i manke: ranpli li` },
  {
    en: /^must be a (?:real )?date written like (\S+)(?: \(year-month-day\))?$/,
    fr: (example) => fr`doit être une vraie date, écrite comme ${example} (année-mois-jour)`,
    crs: (example) => `i bezwen en vre dat, ekrir parey ${example} (lannen-mwan-zour)`,
  },
  {
    en: /^is not a phone number: write \+248 and seven digits, like (.+)$/,
    fr: (example) => fr`n'est pas un numéro de téléphone : écrivez +248 et sept chiffres, comme ${example}`,
    crs: (example) => `pa en nimero telefonn: ekrir +248 ek set sif, parey ${example}`,
  },
  {
    en: /^must be a web address starting with https:\/\/$/,
    fr: () => fr`doit être une adresse web qui commence par https://`,
    crs: () => `i bezwen en ladres web ki konmans par https://`,
  },
  {
    en: /^is not an e-mail address$/,
    fr: () => fr`n'est pas une adresse e-mail`,
    crs: () => `pa en ladres imel`,
  },
  {
    en: /^(.+) is already used by (\S+)$/,
    fr: (value, other) => fr`${value} est déjà pris par ${other} : choisissez-en un autre`,
    crs: (value, other) => `${value} i deza ganny servi par ${other}: swazir en lot`,
  },
  {
    en: /^"(.+)" stays? in the English file only: remove from here$/,
    fr: (field) => fr`« ${field} » reste dans le fichier anglais seulement : enlevez-le d'ici`,
    crs: (field) => `"${field}" i reste dan fisye Angle selman: tir li isi`,
  },
  {
    en: /^unknown field "(.+)" \(check the spelling\)$/,
    fr: (field) => fr`le champ « ${field} » n'existe pas : vérifiez l'orthographe`,
    crs: (field) => `sa kaz "${field}" pa egziste: verifye lortograf`,
  },
  {
    en: /^has (\d+)(?: \w+)?, the English file has (\d+): (?:translate each one|write one for each), in the same order.*$/,
    fr: (has, english) => fr`en a ${has}, le fichier anglais en a ${english} : traduisez chacun, dans le même ordre`,
    crs: (has, english) => `i annan ${has}, fisye Angle i annan ${english}: tradwir sakenn, dan menm lord`,
  },
  {
    en: /^formatting is not supported yet, write plain paragraphs \(found (.+)\)$/,
    fr: (found) => fr`pas de mise en forme : écrivez des paragraphes simples (trouvé : ${found})`,
    crs: (found) => `pa kapab servi formataz: ekrir zis paragraf (nou'n trouv: ${found})`,
  },
  {
    en: /^min is more than max$/,
    fr: () => fr`le minimum est plus grand que le maximum`,
    crs: () => `minimonm i pli gran ki maksimonm`,
  },
  {
    en: /^is (\S+), before the day the listing went up \(posted: (\S+)\): .+$/,
    fr: (closes, posted) =>
      fr`${closes} est avant le jour de parution de l'offre (posted : ${posted}) : la clôture doit être ce jour-là ou après`,
    crs: (closes, posted) =>
      `i ${closes}, avan zour ki sa anons travay ti paret (posted: ${posted}): zour ki i ferm i bezwen sa zour oubyen apre`,
  },
  {
    en: /^must be a time like 08:00(?: or 16:30 \(24-hour clock\))?$/,
    fr: () => fr`doit être une heure comme 08:00 ou 16:30 (sur 24 heures)`,
    crs: () => `i bezwen en ler parey 08:00 oubyen 16:30`,
  },
  {
    en: /^is (\d+) × (\d+) pixels, too small: use a photo at least (\d+) pixels wide and (\d+) high.*$/,
    fr: (width, height, minWidth, minHeight) =>
      fr`fait ${width} × ${height} pixels, c'est trop petit : prenez une photo d'au moins ${minWidth} × ${minHeight} pixels`,
    crs: (width, height, minWidth, minHeight) =>
      `i ${width} × ${height} piksel, i tro pti: pran en foto omwen ${minWidth} × ${minHeight} piksel`,
  },
  {
    en: /^cannot be read(?: at line (\d+))?: (.+)$/,
    fr: (line, why) =>
      fr`ne peut pas être lu${line ? ` (ligne ${line})` : ""} : souvent un espace qui manque après « : » ou un mauvais retrait (${why})`,
    crs: (line, why) =>
      `pa kapab ganny lir${line ? ` (liny ${line})` : ""}: souvan en lespas i manke apre ":" oubyen en liny pa bon pli (${why})`,
  },
  {
    en: /^"(.+)" is not used on this site \(.+\): write "(.+)"$/,
    fr: (word, use) => fr`« ${word} » n'est pas le mot choisi pour ce site : écrivez « ${use} »`,
    crs: (word, use) => `"${word}" pa ganny servi lo sa sit: ekrir "${use}"`,
  },
  {
    en: /^does not use the term base's word for "(.+)": write (.+)$/,
    fr: (concept, words) => fr`n'utilise pas le mot choisi pour « ${concept} » : écrivez ${words}`,
    crs: (concept, words) => `pa servi sa mo ki nou'n swazir pour "${concept}": ekrir ${words}`,
  },
  {
    en: /^"(.)" has .+ before it: put a narrow no-break space \(U\+202F\) there$/,
    fr: (mark) => fr`mettez une espace fine insécable (U+202F) avant « ${mark} »`,
    crs: (mark) => `met en pti lespas (U+202F) avan "${mark}"`,
  },
  {
    en: /^is outside content\/: .+$/,
    fr: () => fr`est hors de content/ : l'éditeur ne peut changer que content/ ; rien n'a été publié`,
    crs: () => `i deor content/: lediter i kapab sanz zis content/; nanryen pa'n ganny pibliye`,
  },
];

/**
 * What to do, in `language`: the check's own English, or its French or Kreol Seselwa where the
 * kind of problem is known; `translated` is false when the English is shown instead.
 * @param {string} fix
 * @param {Language} language
 * @returns {{ text: string, translated: boolean }}
 */
export function fixIn(fix, language) {
  if (language === "en") return { text: fix, translated: true };
  for (const known of FIXES) {
    const match = known.en.exec(fix);
    if (match) return { text: known[language](...match.slice(1).map((part) => part ?? "")), translated: true };
  }
  return { text: fix, translated: false };
}

/** @typedef {{ check: CheckName, output: string }} Failure a check that failed, and what it printed */

/**
 * @typedef {object} Run what the failing run was
 * @property {string} commit the commit the run built (its full hash)
 * @property {string} [actor] the GitHub account that pushed it (the staff member who saved), without "@"
 * @property {string} runUrl the run's page on GitHub, with the checks' full output
 */

/** Each language's words. `n` is a count; values are put in as they are. */
const WORDS = {
  en: {
    heading: "English",
    title: "Site not updated",
    lead: (/** @type {number} */ n) =>
      `**The last change is not on the site yet.** The checks found ${n === 1 ? "1 problem" : `${n} problems`}.`,
    other:
      "**The last change is not on the site yet.** The site could not be built or published, for a reason that is not in the content.",
    stays: "The site stays as it was until then; nothing is lost.",
    fixContent:
      "Fix each one in the editor at /admin: open the item, correct the field (in the tab of its language) and press Save. The site is checked again after each save: once everything passes, the site is updated and this issue closes by itself.",
    fixEditor:
      "A save from the editor changed files outside content/, which the editor may never change. Do not save again: tell whoever runs the site (docs/editor-and-deploy.md says what to look at).",
    fixOther: "Saving again will not help: tell whoever runs the site, who finds the reason in the run's log below.",
    file: "File",
    field: "Field",
    todo: "What to do",
    wholeFile: "the whole file",
    inEnglish: "",
    run: "The checks' full report",
  },
  fr: {
    heading: "Français",
    title: "Site non mis à jour",
    lead: (/** @type {number} */ n) =>
      fr`**La dernière modification n'est pas encore sur le site.** Les vérifications ont trouvé ${n === 1 ? "1 problème" : `${n} problèmes`}.`,
    other: fr`**La dernière modification n'est pas encore sur le site.** Le site n'a pas pu être construit ou publié, pour une raison qui n'est pas dans le contenu.`,
    stays: fr`Le site reste tel qu'il était d'ici là ; rien n'est perdu.`,
    fixContent: fr`Corrigez chacun dans l'éditeur /admin : ouvrez l'élément, corrigez le champ (dans l'onglet de sa langue) et cliquez sur Enregistrer (Save). Le site est vérifié à chaque enregistrement : quand tout est bon, il est mis à jour et ce ticket se ferme tout seul.`,
    fixEditor: fr`Un enregistrement fait dans l'éditeur a changé des fichiers hors de content/, ce que l'éditeur ne doit jamais faire. N'enregistrez plus : prévenez la personne qui gère le site (docs/editor-and-deploy.md lui dit quoi regarder).`,
    fixOther: fr`Enregistrer de nouveau n'y changera rien : prévenez la personne qui gère le site ; elle trouvera la raison dans le rapport ci-dessous.`,
    file: "Fichier",
    field: "Champ",
    todo: "À faire",
    wholeFile: "tout le fichier",
    inEnglish: " (en anglais)",
    run: "Le rapport complet des vérifications",
  },
  crs: {
    heading: "Kreol Seselwa",
    title: "Sit pa'n sanze",
    lead: (/** @type {number} */ n) =>
      `**Sa dernyen sanzman pa ankor lo sit.** Bann verifikasyon in trouv ${n} problenm.`,
    other:
      "**Sa dernyen sanzman pa ankor lo sit.** Nou pa'n kapab prepar oubyen pibliy sit, pour en rezon ki pa dan bann tekst.",
    stays: "Sit i reste parey i ti ete ziska sa ler; nanryen pa'n perdi.",
    fixContent:
      "Koriz sakenn dan lediter /admin: ouver li, koriz sa kaz (dan sa tab pour son lang) e klik lo Save. Sit i ganny verifye apre sak fwa ou sov: kan tou i bon, sit i sanze e sa mesaz i ferm li tousel.",
    fixEditor:
      "En sov dan lediter in sanz bann fisye deor content/, sa ki lediter pa ganny drwa fer. Pa sov ankor: dir sa dimoun ki okip sit (docs/editor-and-deploy.md i dir li ki pou gete).",
    fixOther: "Sov ankor pa pou ed: dir sa dimoun ki okip sit; i pou trouv rezon dan rapor anba.",
    file: "Fisye",
    field: "Kaz",
    todo: "Ki pou fer",
    wholeFile: "tou sa fisye",
    inEnglish: " (an Angle)",
    run: "Rapor konplet bann verifikasyon",
  },
};

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
  const title = `${LANGUAGES.map((language) => WORDS[language].title).join(" · ")}: ${
    problems[0]
      ? `${problems[0].file}${problems[0].field ? ` (${problems[0].field})` : ""}: ${problems[0].fix}`
      : "the build or the publishing failed, not the content"
  }`;
  const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : "";
  const body = [
    ISSUE_MARKER,
    ...LANGUAGES.flatMap((language) => {
      const words = WORDS[language];
      const lead = problems.length > 0 ? words.lead(problems.length) : words.other;
      const list = problems.map((problem, index) => {
        const fix = fixIn(problem.fix, language);
        const label = (/** @type {string} */ name) => `**${name}${language === "fr" ? "\u202F:" : ":"}**`;
        return [
          `${index + 1}. ${label(words.file)} ${code(problem.file || "?")}${problem.item ? ` (${plain(problem.item)})` : ""}`,
          `   - ${label(words.field)} ${problem.field ? code(problem.field) : words.wholeFile}`,
          `   - ${label(words.todo)} ${plain(fix.text)}${fix.translated ? "" : words.inEnglish}`,
        ].join("\n");
      });
      const todo = problems.length === 0 ? words.fixOther : editorChanged ? words.fixEditor : words.fixContent;
      return [`## ${words.heading}`, `${lead} ${words.stays}`, todo, ...(list.length > 0 ? [list.join("\n")] : [])];
    }),
    `---\nCommit ${code(short)}${who ? ` · ${who}` : ""} · ${LANGUAGES.map((language) => WORDS[language].run).join(" · ")}: ${run.runUrl}`,
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
    `Commit ${short}${who}: still not on the site. The list above is what to fix now.`,
    fr`Commit ${short} : toujours pas sur le site. La liste ci-dessus dit ce qu'il reste à corriger.`,
    `Commit ${short}: pa ankor lo sit. Lalis anler i dir ki pou koriz aprezan.`,
    `${run.runUrl}`,
  ].join("\n\n");
}

/**
 * The comment that closes the issue, once a commit has passed every check and is live.
 * @param {Run} run
 */
export function siteUpdatedComment(run) {
  const short = code(run.commit.slice(0, 7));
  return [
    `Commit ${short} passed every check: the site is up to date again.`,
    fr`Le commit ${short} a passé toutes les vérifications : le site est de nouveau à jour.`,
    `Commit ${short} in pas tou bann verifikasyon: sit i a zour ankor.`,
  ].join("\n\n");
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

import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError, loadContent } from "../../src/content/load-content.server";
import { typesetFrench } from "../../src/i18n/french-typography.mjs";
import {
  failuresOf,
  fixIn,
  ISSUE_MARKER,
  parseProblem,
  problemLines,
  siteNotUpdatedIssue,
  stepsFor,
} from "./problem-issue.mjs";

/** What `npm run --silent check:content` printed for a save with three mistakes, as the workflow keeps it. */
const contentOutput = `The content has 3 problems to fix:
  - content/news/2025-04-15-annual-fundraising-gala.md (news item 3, "Annual Fundraising Gala"): date: must be a real date written like 2025-03-29 (year-month-day)
  - content/help/government/g2-ministry-of-health.yaml (entry g2, "Ministry of Health"): contact → phone: is not a phone number: write +248 and seven digits, like +248 429 8600
  - content/news/2025-04-09-partnership-with-local-businesses.crs.md: is missing: the Kreol Seselwa text of news item 3, "New Partnership with Local Businesses" (content/news/2025-04-09-partnership-with-local-businesses.md); see content/README.md
::error title=Content to fix::content/news/2025-04-15-annual-fundraising-gala.md (news item 3, "Annual Fundraising Gala"): date: must be a real date written like 2025-03-29 (year-month-day)
`;

/** What `node scripts/terms.mjs check` printed for a Kreol translation saved with a word the site does not use. */
const termsOutput = `The term check found 1 problem:
  - content/jobs/job1-administrative-assistant.crs.yaml: requirements #2 → text: "navigater" is not used on this site (browser): write "brawzer"
::error title=Word to change::content/jobs/job1-administrative-assistant.crs.yaml: requirements #2 → text: "navigater" is not used on this site (browser): write "brawzer"
`;

const run = {
  commit: "3f2a9c1d0e4b5a6978877665544332211000ffee",
  actor: "marie-staff",
  runUrl: "https://github.com/koudmen-seychelles/website/actions/runs/42",
};

describe("a check's problems", () => {
  it("are its lines that start with '  - ', and nothing else it printed", () => {
    expect(problemLines(contentOutput)).toHaveLength(3);
    expect(problemLines("> koudmen-seychelles@0.1.0 check:content\ncontent: no problems.\n")).toEqual([]);
  });

  it("name the file, the item, the field and what to do", () => {
    expect(problemLines(contentOutput).map(parseProblem)).toEqual([
      {
        file: "content/news/2025-04-15-annual-fundraising-gala.md",
        item: 'news item 3, "Annual Fundraising Gala"',
        field: "date",
        fix: "must be a real date written like 2025-03-29 (year-month-day)",
      },
      {
        file: "content/help/government/g2-ministry-of-health.yaml",
        item: 'entry g2, "Ministry of Health"',
        field: "contact → phone",
        fix: "is not a phone number: write +248 and seven digits, like +248 429 8600",
      },
      {
        file: "content/news/2025-04-09-partnership-with-local-businesses.crs.md",
        fix: 'is missing: the Kreol Seselwa text of news item 3, "New Partnership with Local Businesses" (content/news/2025-04-09-partnership-with-local-businesses.md); see content/README.md',
      },
    ]);
    expect(parseProblem(problemLines(termsOutput)[0]!)).toEqual({
      file: "content/jobs/job1-administrative-assistant.crs.yaml",
      field: "requirements #2 → text",
      fix: '"navigater" is not used on this site (browser): write "brawzer"',
    });
    expect(
      parseProblem(
        'content/help/private/p2-koudmen-seychelles-foundation.fr.yaml (French of entry p2, "Koudmen (Seychelles) Foundation"): "phone" stays in the English file only: remove from here',
      ),
    ).toEqual({
      file: "content/help/private/p2-koudmen-seychelles-foundation.fr.yaml",
      item: 'French of entry p2, "Koudmen (Seychelles) Foundation"',
      field: "phone",
      fix: '"phone" stays in the English file only: remove from here',
    });
  });

  it("as the build's own loader writes them today, each parse into a file of the folder, a field where there is one, and what to do", () => {
    const fixtures = path.resolve(import.meta.dirname, "../../e2e/fixtures/content");
    const copy = path.join(mkdtempSync(path.join(tmpdir(), "problem-issue-")), "content");
    cpSync(fixtures, copy, { recursive: true });
    const spoil = (file: string, from: RegExp, to: string) =>
      writeFileSync(path.join(copy, file), readFileSync(path.join(copy, file), "utf8").replace(from, to));
    spoil("jobs/t1-beach-cafe-assistant.yaml", /^posted: .*$/m, "posted: 2026-5-18");
    spoil("jobs/t2-harbour-clerk.yaml", /^ {2}max: .*$/m, "  max: 1");
    spoil("jobs/t3-festival-steward.fr.yaml", /^title: /m, "company: Someone\ntitle: ");
    let problems: string[] = [];
    try {
      loadContent(copy);
    } catch (error) {
      problems = (error as ContentError).problems;
    }
    expect(problems.length).toBeGreaterThanOrEqual(3);
    for (const problem of problems.map(parseProblem)) {
      expect(problem.file).toMatch(/^content\/jobs\/t\d-[a-z-]+(?:\.fr)?\.yaml$/);
      expect(problem.field).toMatch(/^[a-z_]+(?: → [a-z_]+)?$/);
      expect(problem.fix).not.toBe("");
    }
  });
});

describe("what to do, in French and Kreol Seselwa", () => {
  it("is the check's words put in each language, for the kinds of problem it writes most", () => {
    expect(fixIn("must be a real date written like 2025-03-29 (year-month-day)", "fr")).toEqual({
      text: "doit être une vraie date, écrite comme 2025-03-29 (année-mois-jour)",
      translated: true,
    });
    expect(fixIn("must be a real date written like 2025-03-29 (year-month-day)", "crs")).toEqual({
      text: "i bezwen en vre dat, ekrir parey 2025-03-29 (lannen-mwan-zour)",
      translated: true,
    });
    expect(fixIn('"navigater" is not used on this site (browser): write "brawzer"', "crs").text).toBe(
      '"navigater" pa ganny servi lo sa sit: ekrir "brawzer"',
    );
    expect(fixIn('"navigater" is not used on this site (browser): write "brawzer"', "fr").text).toBe(
      "«\u202Fnavigater\u202F» n'est pas le mot choisi pour ce site\u202F: écrivez «\u202Fbrawzer\u202F»",
    );
    const pay = "is less than the lowest pay (Min): the highest pay must be Min or more";
    expect(fixIn(pay, "crs").text).toBe("i pli pti ki saler pli ba (Min): saler pli o i bezwen Min oubyen plis");
    expect(fixIn(pay, "fr").text).toBe(
      "est plus petit que le salaire le plus bas (Min)\u202F: le salaire le plus haut doit être Min ou plus",
    );
    const closesEarly =
      "is 2025-04-13, before the day the listing went up (posted: 2025-04-14): the last day to apply must be on or after it";
    expect(fixIn(closesEarly, "fr").text).toBe(
      "2025-04-13 est avant le jour de parution de l'offre (posted\u202F: 2025-04-14)\u202F: la clôture doit être ce jour-là ou après",
    );
    expect(fixIn(closesEarly, "crs").text).toBe(
      "i 2025-04-13, avan zour ki sa anons travay ti paret (posted: 2025-04-14): zour ki i ferm i bezwen sa zour oubyen apre",
    );
  });

  it("is the check's English, said to be English, for a problem it does not know", () => {
    expect(fixIn("has a new kind of problem", "fr")).toEqual({ text: "has a new kind of problem", translated: false });
    expect(fixIn("has a new kind of problem", "en")).toEqual({ text: "has a new kind of problem", translated: true });
  });
});

describe("the issue a save that cannot go live opens", () => {
  const issue = siteNotUpdatedIssue({
    failures: [
      { check: "content", output: contentOutput },
      { check: "terms", output: termsOutput },
    ],
    run,
  });

  it("is titled in plain words, in the three languages, with the first file, its field and the fix", () => {
    expect(issue.title).toBe(
      "Site not updated · Site non mis à jour · Sit pa'n sanze: content/news/2025-04-15-annual-fundraising-gala.md (date): must be a real date written like 2025-03-29 (year-month-day) (+3 more)",
    );
    expect(issue.title.length).toBeLessThanOrEqual(256);
  });

  it("lists every file, field and fix in English, French and Kreol Seselwa, and the commit, who saved it and the run", () => {
    const { body } = issue;
    expect(body.startsWith(ISSUE_MARKER)).toBe(true);
    expect(body).toContain("## English\n\n**The last change is not on the site yet.** The checks found 4 problems.");
    expect(body).toContain(
      '1. **File:** `content/news/2025-04-15-annual-fundraising-gala.md` (news item 3, "Annual Fundraising Gala")\n   - **Field:** `date`\n   - **What to do:** must be a real date written like 2025-03-29 (year-month-day)',
    );
    expect(body).toContain(
      '4. **File:** `content/jobs/job1-administrative-assistant.crs.yaml`\n   - **Field:** `requirements #2 → text`\n   - **What to do:** "navigater" is not used on this site (browser): write "brawzer"',
    );
    expect(body).toContain("## Français\n\n**La dernière modification n'est pas encore sur le site.**");
    expect(body).toContain(
      '2. **Fichier\u202F:** `content/help/government/g2-ministry-of-health.yaml` (entry g2, "Ministry of Health")\n   - **Champ\u202F:** `contact → phone`\n   - **À faire\u202F:** n\'est pas un numéro de téléphone\u202F: écrivez +248 et sept chiffres, comme +248 429 8600',
    );
    expect(body).toContain(
      "## Kreol Seselwa\n\n**Sa dernyen sanzman pa ankor lo sit.** Bann verifikasyon in trouv 4 problenm.",
    );
    expect(body).toContain(
      '3. **Fisye:** `content/news/2025-04-09-partnership-with-local-businesses.crs.md`\n   - **Kaz:** tou sa fisye\n   - **Ki pou fer:** tradiksyon an Kreol Seselwa pour news item 3, "New Partnership with Local Businesses" (content/news/2025-04-09-partnership-with-local-businesses.md) i manke: ouver li dan /admin, ekrir li e sov',
    );
    expect(body).toContain("Fix each one in the editor at /admin");
    expect(body.trimEnd().split("\n").at(-1)).toBe(
      "Commit `3f2a9c1` · @marie-staff · The checks' full report · Le rapport complet des vérifications · Rapor konplet bann verifikasyon: https://github.com/koudmen-seychelles/website/actions/runs/42",
    );
  });

  it("shows a check's words as they are: no formatting, no one called by an @", () => {
    const { body } = siteNotUpdatedIssue({
      failures: [
        {
          check: "content",
          output:
            "  - content/news/x.md (news item 9): text: formatting is not supported yet, write plain paragraphs (found bold text (** or __))\n  - content/news/y.md: has a word for @someone\n",
        },
      ],
      run,
    });
    expect(body).toContain("(found bold text (\\*\\* or \\_\\_))");
    expect(body).toContain("has a word for &#64;someone (en anglais)");
    expect(body).toContain("has a word for &#64;someone (an Angle)");
  });

  it("says when an editor's save changed files outside content/: not to save again, but to tell whoever runs the site", () => {
    const { title, body } = siteNotUpdatedIssue({
      failures: [
        {
          check: "editor",
          output:
            'A save from the editor changed a file outside content/:\n  - package.json: is outside content/: a save in the editor may change only content/; nothing was published (commit 1234567, "Saved in /admin: Help entry “g1”")\n',
        },
      ],
      run,
    });
    expect(title).toMatch(/: package\.json: is outside content\/: /);
    expect(body).toContain(
      "A save from the editor changed files outside content/, which the editor may never change. Do not save again",
    );
    expect(body).toContain(
      "**Ki pou fer:** i deor content/: lediter i kapab sanz zis content/; nanryen pa'n ganny pibliye",
    );
  });

  it("says when the build or the publishing failed, which no save can fix", () => {
    const { title, body } = siteNotUpdatedIssue({ failures: [], run });
    expect(title).toBe(
      "Site not updated · Site non mis à jour · Sit pa'n sanze: the build or the publishing failed, not the content",
    );
    expect(body).toContain("Saving again will not help: tell whoever runs the site");
    expect(body).toContain("Sov ankor pa pou ed: dir sa dimoun ki okip sit");
  });
});

describe("what the last job does on GitHub", () => {
  const next = siteNotUpdatedIssue({ failures: [{ check: "content", output: contentOutput }], run });

  it("opens the issue when none is open", () => {
    expect(stepsFor({ open: undefined, next, run })).toEqual([{ action: "create", issue: next }]);
  });

  it("updates the open one, and comments only when what to fix changed (a later run of the same problems stays quiet)", () => {
    const later = { ...run, commit: "9".repeat(40), actor: "jean-staff" };
    const same = siteNotUpdatedIssue({ failures: [{ check: "content", output: contentOutput }], run: later });
    expect(stepsFor({ open: { number: 7, ...next }, next: same, run: later })).toEqual([
      { action: "update", number: 7, issue: same },
    ]);
    const fewer = siteNotUpdatedIssue({
      failures: [{ check: "content", output: contentOutput.split("\n").slice(0, 2).join("\n") }],
      run: later,
    });
    const [step] = stepsFor({ open: { number: 7, ...next }, next: fewer, run: later });
    expect(step).toMatchObject({ action: "update", number: 7, issue: fewer });
    expect(step && "comment" in step && step.comment).toContain(
      "Commit `9999999` (@jean-staff): still not on the site. The list above is what to fix now.",
    );
  });

  it("closes the open issue once a run is published, saying so in the three languages, and does nothing otherwise", () => {
    const [step] = stepsFor({ open: { number: 7, ...next }, next: null, run });
    expect(step).toMatchObject({ action: "close", number: 7 });
    expect(step && "comment" in step && step.comment).toBe(
      "Commit `3f2a9c1` passed every check: the site is up to date again.\n\nLe commit `3f2a9c1` a passé toutes les vérifications\u202F: le site est de nouveau à jour.\n\nCommit `3f2a9c1` in pas tou bann verifikasyon: sit i a zour ankor.",
    );
    expect(stepsFor({ open: undefined, next: null, run })).toEqual([]);
  });
});

describe("what a run came to", () => {
  it("is read from the jobs' results and the checks' steps", () => {
    expect(failuresOf({ EDITOR_RESULT: "success", DEPLOY_RESULT: "success" })).toBe("published");
    expect(failuresOf({ EDITOR_RESULT: "success", DEPLOY_RESULT: "cancelled" })).toBe("cancelled");
    expect(
      failuresOf({
        EDITOR_RESULT: "success",
        DEPLOY_RESULT: "failure",
        CONTENT_OUTCOME: "failure",
        CONTENT_REPORT: contentOutput,
        TERMS_OUTCOME: "success",
        TERMS_REPORT: "",
      }),
    ).toEqual([{ check: "content", output: contentOutput }]);
    expect(
      failuresOf({
        EDITOR_RESULT: "failure",
        EDITOR_REPORT: "  - package.json: is outside content/: …",
        DEPLOY_RESULT: "skipped",
      }),
    ).toEqual([{ check: "editor", output: "  - package.json: is outside content/: …" }]);
    // The checks passed, and the build, the budgets or the publishing failed.
    expect(
      failuresOf({
        EDITOR_RESULT: "success",
        DEPLOY_RESULT: "failure",
        CONTENT_OUTCOME: "success",
        TERMS_OUTCOME: "success",
      }),
    ).toEqual([]);
  });
});

describe("each language's words", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const messages = path.join(import.meta.dirname, "messages");
  const settings = JSON.parse(readFileSync(path.join(root, "project.inlang/settings.json"), "utf8")) as {
    locales: string[];
  };
  const words = (language: string) =>
    JSON.parse(readFileSync(path.join(messages, `${language}.json`), "utf8")) as Record<string, unknown> & {
      fixes?: Record<string, string>;
    };

  it("are one file per language of the site, each with every word English has", () => {
    expect(readdirSync(messages).toSorted()).toEqual(settings.locales.map((language) => `${language}.json`).toSorted());
    const english = Object.keys(words("en")).filter((key) => key !== "$comment" && key !== "lead_one");
    for (const language of settings.locales)
      expect(Object.keys(words(language))).toEqual(expect.arrayContaining(english));
  });

  it("say what to do in French and Kreol Seselwa for the same kinds of problem, French set as French is", () => {
    expect(Object.keys(words("crs").fixes ?? {})).toEqual(Object.keys(words("fr").fixes ?? {}));
    expect(Object.keys(words("fr").fixes ?? {})).toHaveLength(34);
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : typeof value === "object" && value
          ? Object.values(value).flatMap(strings)
          : [];
    const { $comment: _, label, ...french } = words("fr");
    expect(label).toBe("**{name}\u202F:**");
    for (const text of strings(french)) expect(text).toBe(typesetFrench(text));
  });

  it("are all the deploy workflow's bare checkout needs to write the issue", () => {
    const workflow = readFileSync(path.join(root, ".github/workflows/deploy.yml"), "utf8");
    const listed = /sparse-checkout: \|\n((?: {12}\S.*\n)+)/.exec(workflow)?.[1]?.trim().split(/\s+/) ?? [];
    expect(listed).toContain("tooling/deploy/problem-issue.mjs");
    const checkout = mkdtempSync(path.join(tmpdir(), "tell-staff-"));
    for (const file of listed) {
      mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(checkout, file), { recursive: true });
    }
    const title = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        'const { siteNotUpdatedIssue } = await import("./tooling/deploy/problem-issue.mjs"); console.log(siteNotUpdatedIssue({ failures: [], run: { commit: "3f2a9c1", runUrl: "" } }).title)',
      ],
      { cwd: checkout, encoding: "utf8" },
    );
    expect(title.trim()).toBe(
      "Site not updated · Site non mis à jour · Sit pa'n sanze: the build or the publishing failed, not the content",
    );
  });
});

import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { CMS_COMMIT_MESSAGES } from "../cms/backend.mjs";
import { editorCommitProblems, isEditorCommit } from "./editor-commits.mjs";

describe("an editor commit", () => {
  it("is one whose message is the editor's, as the editor's config writes every message", () => {
    expect(isEditorCommit("Saved in /admin: News item “2025-05-02-school-garden-opens”")).toBe(true);
    expect(isEditorCommit("[skip ci] Saved in /admin: photo “content/news/photos/garden.jpg”")).toBe(true);
    expect(isEditorCommit("Update News item “2025-05-02-school-garden-opens”")).toBe(false);
    expect(isEditorCommit("Editor: sign-in with a token by default")).toBe(false);
    for (const template of Object.values(CMS_COMMIT_MESSAGES)) expect(isEditorCommit(template)).toBe(true);
  });

  it("may change content/ only: each file elsewhere is named, with the commit", () => {
    const problems = editorCommitProblems([
      {
        sha: "1111111aaaa",
        message: "Saved in /admin: News item “2025-05-02-school-garden-opens” +2",
        files: ["content/news/2025-05-02-school-garden-opens.md", "content/news/photos/garden.jpg"],
      },
      {
        sha: "2222222bbbb",
        message: "Saved in /admin: Help entry “p2-koudmen-seychelles-foundation”\n\nmore words",
        files: [
          "content/help/private/p2-koudmen-seychelles-foundation.yaml",
          ".github/workflows/deploy.yml",
          "package.json",
        ],
      },
      // Not the editor's: a developer's commit is not this check's business.
      { sha: "3333333cccc", message: "Deploy: pin the actions", files: [".github/workflows/deploy.yml"] },
      { sha: "4444444dddd", message: "Saved in /admin: x", files: ["content/../package.json", "contents/x.md"] },
    ]);
    expect(problems).toEqual([
      '.github/workflows/deploy.yml: is outside content/: a save in the editor may change only content/; nothing was published (commit 2222222, "Saved in /admin: Help entry “p2-koudmen-seychelles-foundation”")',
      'package.json: is outside content/: a save in the editor may change only content/; nothing was published (commit 2222222, "Saved in /admin: Help entry “p2-koudmen-seychelles-foundation”")',
      'content/../package.json: is outside content/: a save in the editor may change only content/; nothing was published (commit 4444444, "Saved in /admin: x")',
      'contents/x.md: is outside content/: a save in the editor may change only content/; nothing was published (commit 4444444, "Saved in /admin: x")',
    ]);
  });
});

describe("scripts/check-editor-commits.mjs on a repository", () => {
  it("passes a push of content saves and refuses one whose save touched a workflow, naming it", async () => {
    const repo = mkdtempSync(path.join(tmpdir(), "editor-commits-"));
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Staff", "-c", "user.email=staff@example.sc", ...args], {
        cwd: repo,
        encoding: "utf8",
      }).trim();
    const commit = (file: string, message: string) => {
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      writeFileSync(path.join(repo, file), `${message}\n`);
      git("add", "-A");
      git("commit", "-q", "-m", message);
      return git("rev-parse", "HEAD");
    };
    git("init", "-q");
    const start = commit("README.md", "Start");
    commit("content/news/a.md", "Saved in /admin: News item “a”");
    const contentOnly = commit("src/app.ts", "A developer's change");
    commit(".github/workflows/deploy.yml", "Saved in /admin: Help entry “g1”");
    const script = path.resolve(import.meta.dirname, "../../scripts/check-editor-commits.mjs");
    const run = async (...args: string[]) => {
      try {
        const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: repo });
        return { code: 0, output: stdout };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, output: failed.stdout + failed.stderr };
      }
    };

    expect(await run(start, contentOnly)).toEqual({
      code: 0,
      output: "2 commits looked at; 1 is a save from the editor, each only in content/.\n",
    });
    const refused = await run(start, "HEAD");
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^A save from the editor changed a file outside content\/:\n {2}- \.github\/workflows\/deploy\.yml: is outside content\/: a save in the editor may change only content\/; nothing was published \(commit [0-9a-f]{7}, "Saved in \/admin: Help entry “g1”"\)\n$/,
    );
    // A new branch's push (before is all zeros) or a scheduled run: the last commit alone.
    expect((await run("0000000000000000000000000000000000000000", "HEAD")).code).toBe(1);
    expect(await run("", contentOnly)).toEqual({
      code: 0,
      output: '1 commit looked at; none is a save from the editor ("Saved in /admin: …").\n',
    });
  }, 30_000);
});

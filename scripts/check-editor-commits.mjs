#!/usr/bin/env node
// Refuses a push in which a save from the editor at /admin changed anything outside content/
// (tooling/deploy/editor-commits.mjs). The deploy workflow runs it on each push, before the build:
//   node scripts/check-editor-commits.mjs <before> <after>
// looks at the commits after <before> up to <after> (the push); without <before>, or when it is
// not known here (a new branch, a forced push, a scheduled run), at <after> alone.
import { execFileSync } from "node:child_process";
import { EDITOR_COMMIT_PREFIX, editorCommitProblems, isEditorCommit } from "../tooling/deploy/editor-commits.mjs";

const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { encoding: "utf8" }).trim();
const known = (/** @type {string} */ sha) => {
  try {
    git("cat-file", "-e", `${sha}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

const [before = "", after = "HEAD"] = process.argv.slice(2);
const range = before && !/^0+$/.test(before) && known(before) ? [`${before}..${after}`] : ["-1", after];
const shas = git("rev-list", ...range)
  .split("\n")
  .filter(Boolean);
const commits = shas.map((sha) => {
  const message = git("log", "-1", "--format=%B", sha);
  const files = isEditorCommit(message)
    ? git("diff-tree", "--no-commit-id", "--name-only", "--no-renames", "-r", "--root", sha).split("\n").filter(Boolean)
    : [];
  return { sha, message, files };
});
const problems = editorCommitProblems(commits);
const saves = commits.filter((commit) => isEditorCommit(commit.message)).length;
if (problems.length > 0) {
  console.error(
    `A save from the editor changed ${problems.length === 1 ? "a file" : `${problems.length} files`} outside content/:`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  if (process.env.GITHUB_ACTIONS)
    for (const problem of problems)
      console.error(
        `::error title=Editor save outside content/::${problem.replaceAll("%", "%25").replaceAll("\n", "%0A")}`,
      );
  process.exit(1);
}
const looked = shas.length === 1 ? "1 commit looked at" : `${shas.length} commits looked at`;
console.log(
  saves === 0
    ? `${looked}; none is a save from the editor ("${EDITOR_COMMIT_PREFIX.trim()} …").`
    : `${looked}; ${saves === 1 ? "1 is a save" : `${saves} are saves`} from the editor, each only in content/.`,
);

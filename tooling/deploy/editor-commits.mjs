// @ts-check
/*
 * The editor at /admin saves into content/ and nowhere else. A save is a commit whose message
 * starts with EDITOR_COMMIT_PREFIX: the editor's commit messages are set so
 * (tooling/cms/backend.mjs, `commit_messages`), and nobody else writes that prefix. The deploy
 * workflow refuses to publish a push in which such a commit adds, changes or removes a file
 * outside content/ (scripts/check-editor-commits.mjs): a misconfigured collection, a new version
 * of the editor writing elsewhere, or a token used to change code under the editor's name.
 */

/** How every commit the editor makes begins. */
export const EDITOR_COMMIT_PREFIX = "Saved in /admin: ";

/** The one folder the editor may change. */
export const EDITOR_FOLDER = "content/";

/**
 * Whether a commit was made by the editor, from its message ("[skip ci] " may come first, which
 * the editor adds when told to skip the deploy).
 * @param {string} message
 */
export const isEditorCommit = (message) => message.replace(/^\[skip ci\] /, "").startsWith(EDITOR_COMMIT_PREFIX);

/** @typedef {{ sha: string, message: string, files: string[] }} Commit a commit and the paths it adds, changes or removes */

/**
 * Every file an editor commit changed outside content/, as problems in the checks' form
 * ("<file>: <what to do>"), naming the commit. Commits that are not the editor's are not looked at.
 * @param {Commit[]} commits
 * @returns {string[]}
 */
export function editorCommitProblems(commits) {
  return commits
    .filter((commit) => isEditorCommit(commit.message))
    .flatMap((commit) => {
      const subject = commit.message.split("\n")[0] ?? "";
      return commit.files
        .filter((file) => !file.startsWith(EDITOR_FOLDER) || file.split("/").includes(".."))
        .map(
          (file) =>
            `${file}: is outside content/: a save in the editor may change only content/; nothing was published (commit ${commit.sha.slice(0, 7)}, "${subject}")`,
        );
    });
}

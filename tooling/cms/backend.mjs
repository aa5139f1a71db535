// @ts-check
// Where the editor at /admin saves and how staff sign in: the one place to set the GitHub
// repository, its branch, the sign-in service and the editor's commit messages
// (docs/editor-and-deploy.md). A deploy can set the first three without a code change with
// CMS_REPO, CMS_BRANCH and CMS_AUTH_URL at build time (.github/workflows/deploy.yml does).
import { EDITOR_COMMIT_PREFIX } from "../deploy/editor-commits.mjs";

/** The repository the site is built from, "owner/name". */
export const CMS_REPO = process.env.CMS_REPO || "koudmen-seychelles/website";

/** The branch the editor commits to; a push to it publishes the site (.github/workflows/deploy.yml). */
export const CMS_BRANCH = process.env.CMS_BRANCH || "main";

/**
 * The sign-in service: Sveltia's GitHub OAuth worker (sveltia-cms-auth) deployed by the foundation,
 * or empty for sign-in with a personal access token only.
 */
export const CMS_AUTH_URL = process.env.CMS_AUTH_URL ?? "";

/** The GitHub API the editor reads and writes the repository through. */
export const GITHUB_API = "https://api.github.com";

/** The address the editor is served at, from our own origin. */
export const ADMIN_PATH = "/admin/";

/**
 * Every commit the editor makes starts with the same words, so the deploy knows a save from the
 * editor and refuses one that touched anything outside content/ (tooling/deploy/editor-commits.mjs).
 * `{{collection}}` is the collection's singular name ("News item"), `{{slug}}` the file's name.
 */
export const CMS_COMMIT_MESSAGES = {
  create: `${EDITOR_COMMIT_PREFIX}new {{collection}} “{{slug}}”`,
  update: `${EDITOR_COMMIT_PREFIX}{{collection}} “{{slug}}”`,
  delete: `${EDITOR_COMMIT_PREFIX}deleted {{collection}} “{{slug}}”`,
  uploadMedia: `${EDITOR_COMMIT_PREFIX}photo “{{path}}”`,
  deleteMedia: `${EDITOR_COMMIT_PREFIX}deleted photo “{{path}}”`,
};

/**
 * The editor's `backend`: GitHub, this repository and branch. Staff sign in with a fine-grained
 * personal access token limited to this repository; "Sign In with GitHub" is offered only when
 * the foundation runs the sign-in worker (`authUrl`, CMS_AUTH_URL), since without it the button
 * would open Netlify's sign-in service (Sveltia's default), which knows nothing of this site.
 * @param {{ repo?: string, branch?: string, authUrl?: string }} [settings]
 */
export function cmsBackend({ repo = CMS_REPO, branch = CMS_BRANCH, authUrl = CMS_AUTH_URL } = {}) {
  return {
    name: /** @type {const} */ ("github"),
    repo,
    branch,
    ...(authUrl
      ? { base_url: authUrl, auth_methods: /** @type {("oauth" | "token")[]} */ (["oauth", "token"]) }
      : { auth_methods: /** @type {("oauth" | "token")[]} */ (["token"]) }),
    commit_messages: CMS_COMMIT_MESSAGES,
  };
}

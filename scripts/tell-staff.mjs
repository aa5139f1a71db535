#!/usr/bin/env node
// The deploy workflow's last job (.github/workflows/deploy.yml): when a save cannot go live, it
// opens (or updates) the one GitHub issue that says which file, which field and what to write, in
// English, French and Kreol Seselwa; once a later run is published, it closes that issue. The words
// and the decisions are tooling/deploy/problem-issue.mjs; this file only reads the run's results
// from the environment and talks to GitHub's REST API with the job's GITHUB_TOKEN (issues: write).
// No dependencies: the job runs it from a bare checkout, without npm ci.
import { ISSUE_MARKER, siteNotUpdatedIssue, stepsFor, failuresOf } from "../tooling/deploy/problem-issue.mjs";

const env = process.env;
const repository = env.GITHUB_REPOSITORY ?? "";
const api = env.GITHUB_API_URL || "https://api.github.com";
const run = {
  commit: env.GITHUB_SHA ?? "",
  actor: env.GITHUB_EVENT_NAME === "push" ? env.GITHUB_ACTOR : undefined,
  runUrl: `${env.GITHUB_SERVER_URL || "https://github.com"}/${repository}/actions/runs/${env.GITHUB_RUN_ID ?? ""}`,
};

/**
 * One call to GitHub's REST API, as this repository's workflow.
 * @param {string} method
 * @param {string} path from the repository: "/issues", "/issues/12/comments"
 * @param {unknown} [body]
 */
async function github(method, path, body) {
  const response = await fetch(`${api}/repos/${repository}${path}`, {
    method,
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${env.GITHUB_TOKEN ?? ""}`,
      "X-GitHub-Api-Version": "2022-11-28",
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`GitHub said ${response.status} to ${method} ${path}: ${await response.text()}`);
  return response.json();
}

const outcome = failuresOf(env);
if (outcome === "cancelled") {
  console.log("The run was cancelled: the issue is left as it is.");
  process.exit(0);
}

// The open issue this step wrote before, if any: the workflow's own, with the marker in its body.
const open = /** @type {{ number: number, title: string, body: string | null, pull_request?: unknown }[]} */ (
  await github("GET", "/issues?state=open&creator=github-actions%5Bbot%5D&per_page=100")
).find((issue) => !issue.pull_request && issue.body?.includes(ISSUE_MARKER));

const next = outcome === "published" ? null : siteNotUpdatedIssue({ failures: outcome, run });
for (const step of stepsFor({ open: open && { ...open, body: open.body ?? "" }, next, run })) {
  if (step.action === "create") {
    const created = await github("POST", "/issues", step.issue);
    console.log(`Opened issue #${created.number}: ${step.issue.title}`);
  } else if (step.action === "update") {
    await github("PATCH", `/issues/${step.number}`, step.issue);
    if (step.comment) await github("POST", `/issues/${step.number}/comments`, { body: step.comment });
    console.log(
      `Updated issue #${step.number}${step.comment ? " (what to fix changed: commented)" : ""}: ${step.issue.title}`,
    );
  } else {
    await github("POST", `/issues/${step.number}/comments`, { body: step.comment });
    await github("PATCH", `/issues/${step.number}`, { state: "closed", state_reason: "completed" });
    console.log(`Closed issue #${step.number}: the site is up to date.`);
  }
}
if (next === null && !open) console.log("Published, and no issue was open.");

import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentFolder } from "./content-folder.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const script = path.join(root, "scripts", "check-content.mjs");
const fixtures = path.join(root, "e2e", "fixtures", "content");

describe("the folder npm run check:content checks", () => {
  it("is the one typed, read from where it was typed (npm runs the script from the root)", () => {
    expect(contentFolder({ args: ["."], env: { INIT_CWD: "/repo/content" }, cwd: "/repo", root: "/repo" })).toEqual({
      dir: "/repo/content",
    });
    expect(contentFolder({ args: ["e2e/fixtures/content"], env: {}, cwd: "/repo", root: "/repo" })).toEqual({
      dir: "/repo/e2e/fixtures/content",
    });
    expect(
      contentFolder({ args: ["/tmp/saved/content"], env: { INIT_CWD: "/repo" }, cwd: "/repo", root: "/repo" }),
    ).toEqual({
      dir: "/tmp/saved/content",
    });
  });

  it("is CONTENT_DIR's when none is typed, as for the build, and the repository's content/ otherwise", () => {
    expect(
      contentFolder({ args: [], env: { CONTENT_DIR: "e2e/fixtures/content" }, cwd: "/repo", root: "/repo" }),
    ).toEqual({
      dir: "/repo/e2e/fixtures/content",
    });
    expect(
      contentFolder({ args: ["other"], env: { CONTENT_DIR: "e2e/fixtures/content" }, cwd: "/repo", root: "/repo" }),
    ).toEqual({
      dir: "/repo/other",
    });
    expect(contentFolder({ args: [], env: {}, cwd: "/repo/src", root: "/repo" })).toEqual({ dir: "/repo/content" });
  });

  it("is one folder: two are refused with how to write it", () => {
    expect(contentFolder({ args: ["a", "b"], env: {}, cwd: "/repo", root: "/repo" })).toEqual({
      usage: "Give one content folder, not 2: npm run check:content -- content",
    });
  });
});

const run = async (args: string[], options: { cwd: string; env?: Record<string, string> }) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH, ...options.env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
};

describe("npm run check:content on another folder", () => {
  it("checks the folder given from another folder, and names the file and field to fix in it", async () => {
    const copy = mkdtempSync(path.join(tmpdir(), "check-content-"));
    cpSync(fixtures, path.join(copy, "content"), { recursive: true });
    const job = path.join(copy, "content", "jobs");
    const english = readFileSync(path.join(fixtures, "jobs", "t1-beach-cafe-assistant.yaml"), "utf8");
    writeFileSync(
      path.join(job, "t1-beach-cafe-assistant.yaml"),
      english.replace(/^posted: .*$/m, "posted: 2026-5-18"),
    );

    const result = await run(["content"], { cwd: tmpdir(), env: { INIT_CWD: copy } });
    expect(result.code).toBe(1);
    expect(result.output).toContain("The content has a problem to fix:");
    expect(result.output).toMatch(
      /^ {2}- content\/jobs\/t1-beach-cafe-assistant\.yaml \(listing t1, ".+"\): posted: must be a real date written like 2025-03-29 \(year-month-day\)$/m,
    );
  }, 30_000);

  it("checks the folder CONTENT_DIR names, and says so", async () => {
    // On the dates tests' build day (e2e/fixtures/content/README.md): one fixture course has started.
    const result = await run([], { cwd: root, env: { CONTENT_DIR: "e2e/fixtures/content", BUILD_DAY: "2026-05-01" } });
    expect(result).toEqual({
      code: 0,
      output:
        "e2e/fixtures/content: 3 news items, 2 help entries, 4 home services, 3 job listings and 3 courses, each in English, French and Kreol Seselwa: no problems.\n" +
        // The fixture's Festival Steward keeps one requirement the Job Matcher cannot read, on purpose
        // (e2e/dates/job-matcher-minimal-listing.spec.ts): a warning, never a failure.
        'warning: e2e/fixtures/content/jobs/t3-festival-steward.yaml: requirement 1 ("Friendly with crowds"): the Job Matcher cannot tell what a CV must show for it and only looks for its words. Write it more plainly, such as "Two years as a cook", "Certificate in food hygiene", "Driving licence", "English and French" or "Willing to work weekends".\n' +
        // Spreadsheets for Work started on 2026-04-15 and is not rolling: marked, never a failure.
        "warning: e2e/fixtures/content/courses/f3-spreadsheets-praslin.yaml: starts: 2026-04-15 has passed and the course is not rolling: it is marked as started. Give the day the next group starts, or write rolling: true when it starts whenever enough people enrol.\n",
    });
  }, 30_000);

  it("says there is no such folder, rather than four missing ones", async () => {
    const result = await run(["no-such-folder"], { cwd: root, env: { INIT_CWD: root } });
    expect(result).toEqual({
      code: 2,
      output:
        "There is no folder no-such-folder to check: give the content folder, like content or e2e/fixtures/content.\n",
    });
  }, 30_000);
});

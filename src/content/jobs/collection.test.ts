import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../load-content.server";
import { jobShareCardLine } from "./collection.server";
import {
  LANGUAGES,
  contentDir,
  goodJob,
  jobTranslation,
  problems,
  write,
  writeContentFolderEachTest,
} from "../test-content-folder";

// Each test writes a small, valid content folder, spoils one file, and reads the message.
writeContentFolderEachTest();

describe("job listings", () => {
  it("are read with their pay, date and requirements, in every language", () => {
    const { content, byLocale } = loadContent(contentDir);
    expect(content.jobs).toEqual([
      {
        id: "job1",
        slug: "job-job1",
        title: "Job job1",
        company: "Employer job1 Ltd",
        location: "Victoria, Mahé",
        type: "Full-time",
        salary: { min: 9000, max: 12000 },
        posted: "2025-04-14",
        source: "Employment Department (employment.gov.sc)",
        url: "https://www.employment.gov.sc/vacancies/job1",
        description: "What the job is.",
        requirements: [{ text: "Bookkeeping and payroll" }],
      },
    ]);
    expect(byLocale.fr.jobs[0]).toMatchObject({
      title: "Job (fr)",
      company: "Employer job1 Ltd",
      source: "Employment Department (employment.gov.sc)",
      requirements: [{ text: "Bookkeeping and payroll (fr)" }],
    });
  });

  it("take a translated source when the translation gives one", () => {
    write("jobs/job1.crs.yaml", jobTranslation("crs", "source: Departman Lanplwa (employment.gov.sc)\n"));
    expect(loadContent(contentDir).byLocale.crs.jobs[0]?.source).toBe("Departman Lanplwa (employment.gov.sc)");
  });

  it("refuse pay that is not whole rupees, or a minimum above the maximum", () => {
    write("jobs/job1.yaml", goodJob("job1").replace("min: 9000", "min: SCR 9,000"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): salary → min: must be a whole number of rupees, like 9000',
    ]);
    write("jobs/job1.yaml", goodJob("job1").replace("min: 9000", "min: 15000"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): salary → max: is less than the lowest pay (Min): the highest pay must be Min or more',
    ]);
  });

  it("refuse a closing day before the day the listing went up, and take one on that day", () => {
    write("jobs/job1.yaml", goodJob("job1", "closes: 2025-04-13\n"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): closes: is 2025-04-13, before the day the listing went up (posted: 2025-04-14): the last day to apply must be on or after it',
    ]);
    // Said even when another field has a mistake, so one build names both.
    write("jobs/job1.yaml", goodJob("job1", "closes: 2025-03-01\n").replace("url: https://", "url: http://"));
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): url: must be a web address starting with https://',
      'content/jobs/job1.yaml (listing job1, "Job job1"): closes: is 2025-03-01, before the day the listing went up (posted: 2025-04-14): the last day to apply must be on or after it',
    ]);
    write("jobs/job1.yaml", goodJob("job1", "closes: 2025-04-14\n"));
    expect(problems()).toEqual([]);
  });

  it("refuse a posted date that is not an ISO date, a link that is not https, and the old match figure", () => {
    write(
      "jobs/job1.yaml",
      goodJob("job1")
        .replace("posted: 2025-04-14", "posted: 14 April 2025")
        .replace("url: https://", "url: http://")
        .replace("description:", "match: 80\ndescription:"),
    );
    expect(problems()).toEqual([
      'content/jobs/job1.yaml (listing job1, "Job job1"): posted: must be a real date written like 2025-03-29 (year-month-day)',
      'content/jobs/job1.yaml (listing job1, "Job job1"): url: must be a web address starting with https://',
      'content/jobs/job1.yaml (listing job1, "Job job1"): unknown field "match" (check the spelling)',
    ]);
  });

  it("refuse a requirement with no text, and an id used twice", () => {
    write("jobs/job2.yaml", goodJob("job1").replace("slug: job-job1", "slug: job-job2"));
    write("jobs/job3.yaml", goodJob("job3").replace("  - text: Bookkeeping and payroll", "  - {}"));
    for (const name of ["job2", "job3"])
      for (const lang of LANGUAGES) write(`jobs/${name}.${lang}.yaml`, jobTranslation(lang));
    expect(problems()).toEqual([
      'content/jobs/job3.yaml (listing job3, "Job job3"): requirements #1 → text: is missing',
      'content/jobs/job2.yaml (listing job1, "Job job1"): id: job1 is already used by content/jobs/job1.yaml',
    ]);
  });

  it("refuse a slug that is not an address part, and one used twice", () => {
    write("jobs/job2.yaml", goodJob("job2").replace("slug: job-job2", "slug: job-job1"));
    write("jobs/job3.yaml", goodJob("job3").replace("slug: job-job3", "slug: Job 3!"));
    for (const name of ["job2", "job3"])
      for (const lang of LANGUAGES) write(`jobs/${name}.${lang}.yaml`, jobTranslation(lang));
    expect(problems()).toEqual([
      'content/jobs/job3.yaml (listing job3, "Job job3"): slug: may use only small letters, digits and single dashes, like tour-guide-la-digue',
      'content/jobs/job2.yaml (listing job2, "Job job2"): slug: job-job1 is already used by content/jobs/job1.yaml',
    ]);
  });

  it("refuse the slug of the page for jobs that do not exist", () => {
    write("jobs/job2.yaml", goodJob("job2").replace("slug: job-job2", `slug: "404"`));
    for (const lang of LANGUAGES) write(`jobs/job2.${lang}.yaml`, jobTranslation(lang));
    expect(problems()).toEqual([
      'content/jobs/job2.yaml (listing job2, "Job job2"): slug: /jobs/404 is the address of the page for jobs that do not exist; choose another',
    ]);
  });

  it("need one translated text per requirement, and keep pay in the English file", () => {
    write("jobs/job1.fr.yaml", jobTranslation("fr", "  - text: A second one (fr)\nsalary:\n  min: 1\n  max: 2\n"));
    expect(problems()).toEqual([
      'content/jobs/job1.fr.yaml (French of listing job1, "Job job1"): "salary" stays in the English file only: remove from here',
    ]);
    write("jobs/job1.fr.yaml", jobTranslation("fr", "  - text: A second one (fr)\n"));
    expect(problems()).toEqual([
      'content/jobs/job1.fr.yaml (French of listing job1, "Job job1"): requirements: has 2, the English file has 1: translate each one, in the same order',
    ]);
  });

  it("name a missing translation", () => {
    rmSync(path.join(contentDir, "jobs/job1.crs.yaml"));
    expect(problems()).toEqual([
      'content/jobs/job1.crs.yaml: is missing: the Kreol Seselwa text of listing job1, "Job job1" (content/jobs/job1.yaml); see content/README.md',
    ]);
  });
});

const nb = "\u00A0";

describe("a listing's share card", () => {
  it("gives its employer and its closing day while it is open on the build's day, else its place", () => {
    const clerk = { company: "Port Victoria Authority", location: "Victoria, Mahé", closes: "2026-06-30" };
    expect(jobShareCardLine(clerk, "crs", "2026-05-01")).toBe("Port Victoria Authority · I ferm le 30 Zen 2026");
    expect(jobShareCardLine(clerk, "fr", "2026-06-30")).toBe(
      `Port Victoria Authority · Clôture le 30${nb}juin${nb}2026`,
    );
    expect(jobShareCardLine(clerk, "en", "2026-05-01")).toBe("Port Victoria Authority · Closes 30 June 2026");
    expect(jobShareCardLine(clerk, "crs", "2026-07-01")).toBe("Port Victoria Authority · Victoria, Mahé");
    expect(jobShareCardLine({ ...clerk, closes: undefined }, "crs", "2026-05-01")).toBe(
      "Port Victoria Authority · Victoria, Mahé",
    );
  });
});

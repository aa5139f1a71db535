import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../load-content.server";
import { courses, hasStarted, startedWarnings } from "./collection.server";
import { teachingWarnings } from "./teaching-warnings.server";
import {
  contentDir,
  courseTranslation,
  goodCourse,
  LANGUAGES,
  problems,
  write,
  writeContentFolderEachTest,
} from "../test-content-folder";

// Each test writes a small, valid content folder (with course c1 run by help entry g1), spoils one
// file, and reads the message.
writeContentFolderEachTest();

describe("courses", () => {
  it("are read with their provider, cost and what they teach, the words in every language", () => {
    const { content, byLocale } = loadContent(contentDir);
    expect(content.courses).toEqual([
      {
        id: "c1",
        slug: "course-c1",
        title: "Course c1",
        provider: "g1",
        location: "Victoria, Mahé",
        length: "3 days",
        cost: 0,
        rolling: true,
        url: "https://www.example.sc/courses/c1",
        description: "What the course is.",
        who: "Anyone.",
        teaches: [{ text: "Bookkeeping and payroll" }],
      },
    ]);
    expect(byLocale.fr.courses[0]).toMatchObject({
      title: "Course (fr)",
      length: "3 days (fr)",
      who: "Anyone (fr).",
      provider: "g1",
      cost: 0,
      teaches: [{ text: "Bookkeeping and payroll (fr)" }],
    });
    expect(byLocale.crs.courses[0]?.teaches).toEqual([{ text: "Bookkeeping and payroll (crs)" }]);
  });

  it("need a provider that is an entry of the Help Directory", () => {
    write("courses/c1.yaml", goodCourse("c1").replace("provider: g1", "provider: g99"));
    expect(problems()).toEqual([
      'content/courses/c1.yaml (course c1, "Course c1"): provider: "g99" is not the id of a Help Directory entry: write the id of the organisation\'s entry (like g4 or p1), or add its entry in content/help first',
    ]);
  });

  it("start on a day or whenever enough people enrol: one of the two", () => {
    write("courses/c1.yaml", goodCourse("c1").replace("rolling: true\n", ""));
    expect(problems()).toEqual([
      'content/courses/c1.yaml (course c1, "Course c1"): starts: is missing: give the day the next group starts, or write rolling: true when it starts whenever enough people enrol',
    ]);
    write("courses/c1.yaml", goodCourse("c1", "starts: 2026-06-01\n"));
    expect(problems()).toEqual([
      'content/courses/c1.yaml (course c1, "Course c1"): starts: and rolling: true both say when it starts: keep the day, or remove starts for a course that starts whenever enough people enrol',
    ]);
    write("courses/c1.yaml", goodCourse("c1", "starts: 2026-6-1\n").replace("rolling: true\n", ""));
    expect(problems()).toEqual([
      'content/courses/c1.yaml (course c1, "Course c1"): starts: must be a real date written like 2025-03-29 (year-month-day)',
    ]);
  });

  it("cost whole rupees, 0 when free", () => {
    write("courses/c1.yaml", goodCourse("c1").replace("cost: 0", "cost: SCR 1,500"));
    expect(problems()).toEqual([
      'content/courses/c1.yaml (course c1, "Course c1"): cost: must be a whole number of rupees, like 1500, or 0',
    ]);
    write("courses/c1.yaml", goodCourse("c1").replace("cost: 0", "cost: -5"));
    expect(problems()).toEqual(['content/courses/c1.yaml (course c1, "Course c1"): cost: must be 0 (free) or more']);
  });

  it("need what they teach as a list of lines, the same number in every language", () => {
    write(
      "courses/c1.yaml",
      goodCourse("c1").replace("teaches:\n  - text: Bookkeeping and payroll\n", "teaches: Bookkeeping\n"),
    );
    expect(problems()).toEqual([
      "content/courses/c1.yaml (course c1, \"Course c1\"): teaches: must be a list of things it teaches, each starting with '- text:'",
    ]);
    write("courses/c1.yaml", goodCourse("c1"));
    write("courses/c1.crs.yaml", courseTranslation("crs", "  - text: Payroll (crs)\n"));
    expect(problems()).toEqual([
      'content/courses/c1.crs.yaml (Kreol Seselwa of course c1, "Course c1"): teaches: has 2, the English file has 1: translate each one, in the same order',
    ]);
  });

  it("keep the provider, cost and dates in the English file only", () => {
    write("courses/c1.fr.yaml", courseTranslation("fr", "cost: 100\n"));
    expect(problems().join("\n")).toContain("content/courses/c1.fr.yaml");
    expect(problems().join("\n")).toContain("cost");
  });

  it("need each language's file", () => {
    for (const lang of LANGUAGES) rmSync(path.join(contentDir, `courses/c1.${lang}.yaml`));
    expect(problems().join("\n")).toMatch(/c1\.fr\.yaml/);
  });
});

describe("a course whose start has passed", () => {
  it("is marked when it is not rolling, from the day after its start", () => {
    expect(hasStarted({ starts: "2026-05-20" }, "2026-05-20")).toBe(false);
    expect(hasStarted({ starts: "2026-05-20" }, "2026-05-21")).toBe(true);
    expect(hasStarted({ rolling: true }, "2030-01-01")).toBe(false);
  });

  it("is named by the content check, never as a problem", () => {
    write("courses/c1.yaml", goodCourse("c1", "starts: 2026-04-15\n").replace("rolling: true\n", ""));
    const { byLocale } = loadContent(contentDir);
    expect(problems()).toEqual([]);
    const relative = path.relative(process.cwd(), path.join(contentDir, "courses/c1.yaml")).split(path.sep).join("/");
    expect(startedWarnings(byLocale.en.courses, "2026-05-01", contentDir)).toEqual([
      `${relative}: starts: 2026-04-15 has passed and the course is not rolling: it is marked as started. Give the day the next group starts, or write rolling: true when it starts whenever enough people enrol.`,
    ]);
    expect(startedWarnings(byLocale.en.courses, "2026-04-15", contentDir)).toEqual([]);
  });
});

describe("a line of what a course teaches that the Job Matcher cannot read", () => {
  it("is named by the content check with its file and line, and plainer words; never a problem", () => {
    write("courses/c1.yaml", goodCourse("c1", "  - text: Friendly with crowds\n"));
    for (const lang of LANGUAGES)
      write(`courses/c1.${lang}.yaml`, courseTranslation(lang, `  - text: Friendly (${lang})\n`));
    expect(problems()).toEqual([]);
    const file = path.relative(process.cwd(), path.join(contentDir, "courses/c1.yaml")).split(path.sep).join("/");
    const { byLocale } = loadContent(contentDir);
    const everyLanguage = { en: byLocale.en.courses, fr: byLocale.fr.courses, crs: byLocale.crs.courses };
    expect(teachingWarnings(everyLanguage, () => file)).toEqual([
      `${file}:14: teaches 2 ("Friendly with crowds"): the Job Matcher cannot tell what this teaches, so no job's requirement is matched to it. Write it as a job listing would ask for it, such as "Food hygiene certificate", "Word, Excel and e-mail", "Driving licence for cars" or "Work experience in an office".`,
    ]);
  }, 120_000);
});

describe("the editor's courses", () => {
  it("has the English fields, a translated title, and the provider chosen from the Help Directory", () => {
    const [editor] = courses.editor();
    expect(editor).toMatchObject({
      name: "courses",
      folder: "content/courses",
      i18n: true,
      slug: "{{fields.id}}-{{slug}}",
    });
    const fields = (
      editor as unknown as {
        fields: { name: string; i18n?: unknown; widget?: string; options?: { value: string }[] }[];
      }
    ).fields;
    const provider = fields.find((field) => field.name === "provider");
    expect(provider?.widget).toBe("select");
    // The repository's own Help Directory: the Ministry of Education is one provider.
    expect(provider?.options).toEqual(expect.arrayContaining([expect.objectContaining({ value: "g3" })]));
    expect(fields.find((field) => field.name === "title")?.i18n).toBe(true);
    expect(fields.find((field) => field.name === "cost")?.i18n).not.toBe(true);
  });
});

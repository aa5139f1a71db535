// A small, valid content folder for the engine's and the build's tests: each test spoils one
// file and reads the message. A test file calls writeContentFolderEachTest() to have it written
// afresh before each of its tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { picture } from "./engine/test-pictures";
import { ContentError, loadContent } from "./load-content.server";

/** The folder that holds content/ (a fresh temporary one for each test), and content/ itself. */
export let root: string;
export let contentDir: string;

export const newsFile = (fields: string, body = "A first paragraph of news.\n") => `---\n${fields}\n---\n\n${body}`;
export const goodNews = (id: number, date = "2025-03-29") =>
  newsFile(`id: ${id}\ntitle: News ${id}\ndate: ${date}\ndescription: What happened.\nimage: A picture of it`);
export const goodHelp = (id: string, extra = "") => `id: ${id}
name: Office ${id}
description: Helps people.
services:
  - Advice
contact:
  address: Victoria, Mahé
  phone: +248 429 8600
  email: info@example.sc
  website: https://www.example.sc
${extra}`;
export const goodServices = `- title: Foundation News
  description: News.
  link: /news
  icon: newspaper
`;
// Translations hold only the words; "(fr)" and "(crs)" mark each language's.
export const LANGUAGES = ["fr", "crs"] as const;
export const newsTranslation = (id: number, lang: string) =>
  newsFile(
    `title: News ${id} (${lang})\ndescription: What happened (${lang}).\nimage: A picture of it (${lang})`,
    `The text in ${lang}.\n\nA second paragraph in ${lang}.\n`,
  );
export const helpTranslation = (lang: string, extra = "") => `description: Helps people (${lang}).
services:
  - Advice (${lang})
${extra}`;
export const goodJob = (id: string, extra = "") => `id: ${id}
slug: job-${id}
title: Job ${id}
company: Employer ${id} Ltd
location: Victoria, Mahé
type: Full-time
salary:
  min: 9000
  max: 12000
posted: 2025-04-14
source: Employment Department (employment.gov.sc)
url: https://www.employment.gov.sc/vacancies/${id}
description: What the job is.
requirements:
  - text: Bookkeeping and payroll
${extra}`;
export const jobTranslation = (lang: string, extra = "") => `title: Job (${lang})
description: What the job is (${lang}).
requirements:
  - text: Bookkeeping and payroll (${lang})
${extra}`;
export const goodCourse = (id: string, extra = "") => `id: ${id}
slug: course-${id}
title: Course ${id}
provider: g1
location: Victoria, Mahé
length: 3 days
cost: 0
rolling: true
url: https://www.example.sc/courses/${id}
description: What the course is.
who: Anyone.
teaches:
  - text: Bookkeeping and payroll
${extra}`;
export const courseTranslation = (lang: string, extra = "") => `title: Course (${lang})
description: What the course is (${lang}).
length: 3 days (${lang})
who: Anyone (${lang}).
teaches:
  - text: Bookkeeping and payroll (${lang})
${extra}`;
export const servicesTranslation = (lang: string) => `- title: News (${lang})\n  description: News (${lang}).\n`;

export function write(relative: string, text: string) {
  const file = path.join(contentDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A real picture file in the content folder, made with the encoder. */
export async function writePicture(
  relative: string,
  width = 1000,
  height = 600,
  format: "jpeg" | "png" | "webp" = "jpeg",
) {
  const file = path.join(contentDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await picture(width, height, format));
}
/** A news item with these photo fields (photo, photo_alt). */
export const withPhoto = (id: number, fields: string) =>
  goodNews(id).replace("image: A picture of it", `image: A picture of it\n${fields}`);
/** A translation with the photo's words, "A photo of it (fr)". */
export const altIn = (id: number, lang: string) =>
  newsTranslation(id, lang).replace(
    `image: A picture of it (${lang})`,
    `image: A picture of it (${lang})\nphoto_alt: A photo of it (${lang})`,
  );

/** News item `id` in news/`name`.md with these photo fields, and its translations with the photo's words. */
export function writeWithPhoto(name: string, id: number, fields: string) {
  write(`news/${name}.md`, withPhoto(id, fields));
  for (const lang of LANGUAGES) write(`news/${name}.${lang}.md`, altIn(id, lang));
}

/** The problems loadContent reports, or [] when the content is valid. */
export function problems(): string[] {
  try {
    loadContent(contentDir);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** Writes the valid content folder before each test, and removes it after. */
export function writeContentFolderEachTest() {
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "koudmen-content-"));
    contentDir = path.join(root, "content");
    write("news/one.md", goodNews(1));
    write("news/two.md", goodNews(2, "2025-04-03"));
    write("help/government/g1.yaml", goodHelp("g1"));
    write("help/private/p1.yaml", goodHelp("p1"));
    write("home/services.yaml", goodServices);
    write("jobs/job1.yaml", goodJob("job1"));
    write("courses/c1.yaml", goodCourse("c1"));
    for (const lang of LANGUAGES) {
      write(`news/one.${lang}.md`, newsTranslation(1, lang));
      write(`news/two.${lang}.md`, newsTranslation(2, lang));
      write(`help/government/g1.${lang}.yaml`, helpTranslation(lang));
      write(`help/private/p1.${lang}.yaml`, helpTranslation(lang));
      write(`home/services.${lang}.yaml`, servicesTranslation(lang));
      write(`jobs/job1.${lang}.yaml`, jobTranslation(lang));
      write(`courses/c1.${lang}.yaml`, courseTranslation(lang));
    }
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));
}

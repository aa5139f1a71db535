// What the build could not read in what a course teaches, in words a member of staff can act on,
// naming the course's file and the line in it. A warning, never an error: the course is still
// listed, and only that line is left out of the Job Matcher's suggestions. Node only.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ByLocale } from "../engine/context.server.ts";
import type { Course } from "./collection.server.ts";
import { readSource } from "./suggestions.server.ts";

/** The line of the file (from 1) that holds `- text: <text>`, the nth such line when the text is there twice. */
function lineOf(file: string, text: string, nth: number): number | undefined {
  let source: string;
  try {
    source = readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
  const lines = source.split("\n");
  let seen = 0;
  for (const [n, content] of lines.entries()) {
    const written = /^\s*-\s*text:\s*(.*)$/
      .exec(content)?.[1]
      ?.trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    if (written === text && seen++ === nth) return n + 1;
  }
  return undefined;
}

/**
 * A warning for each line a course teaches that the engine could not understand: the file (`fileOf`,
 * from the working folder) and its line, the line itself, and plainer words to write.
 */
export function teachingWarnings(courses: ByLocale<readonly Course[]>, fileOf: (course: Course) => string): string[] {
  const read = readSource({ jobs: { en: [], fr: [], crs: [] }, courses });
  return courses.en.flatMap((course, c) =>
    read.courses[c]!.teaches.flatMap((reading, n) => {
      if (reading.understood) return [];
      const text = course.teaches[n]!.text;
      const file = fileOf(course);
      const full = path.resolve(file);
      const before = course.teaches.slice(0, n).filter((t) => t.text === text).length;
      const at = lineOf(full, text, before);
      return [
        `${file}${at === undefined ? "" : `:${at}`}: teaches ${n + 1} ("${text}"): the Job Matcher cannot tell what this teaches, so no job's requirement is matched to it. Write it as a job listing would ask for it, such as "Food hygiene certificate", "Word, Excel and e-mail", "Driving licence for cars" or "Work experience in an office".`,
      ];
    }),
  );
}

// What a course's files must hold, in plain zod and plain functions with no file reading: the English
// file's fields and checks, what a translation holds, and a translation held against its English
// course. The build reads content/courses/ with them (./collection.server.ts), and the editor at
// /admin runs the same before a save (../editor-check.ts), so a course the editor saves is one the
// build accepts.
import { z } from "zod";
import { checkSchema, type LoadContext } from "../engine/issues.ts";
import { englishOnlyFields } from "../engine/schema-shape.ts";
import { httpsUrl, isoDate, text } from "../engine/fields.ts";

export const ID = /^[a-z0-9-]+$/;

const lines = (what: string) =>
  z
    .array(
      z.strictObject({
        text: text().meta({
          description:
            "One thing the course teaches or gives, in plain words, as a job listing would ask for it: 'Food hygiene certificate', 'Word, Excel and e-mail', 'Driving licence'.",
        }),
      }),
      {
        error: (issue) =>
          issue.input === undefined ? "is missing" : `must be a list of ${what}, each starting with '- text:'`,
      },
    )
    .min(1, `needs at least one ${what.replace(/s$/, "")}`);

/** A course's fields, in English, with everything that stays the same in every language. */
const courseFields = z.strictObject({
  id: text()
    .regex(ID, "may use only small letters, digits and dashes, like c17")
    .meta({ description: "Short and used by no other course, like c17." }),
  slug: text()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "may use only small letters, digits and single dashes, like first-aid-praslin")
    .meta({
      description:
        "The end of the course's page address, like first-aid-praslin: small letters, digits and dashes, used by no other course. Keep it when the title changes, so shared links keep working.",
    }),
  title: text().meta({ description: "The course's name." }),
  provider: text().regex(ID, "must be the id of a Help Directory entry, like g4 or p1").meta({
    description:
      "Who runs the course: its entry in the Help Directory (add the organisation there first). Its contact is shown with the course.",
  }),
  location: text().meta({
    description:
      "Where it is taught: the school if it has its own name, then town and island, like Seychelles Maritime Academy, Providence, Mahé.",
  }),
  length: text().meta({ description: "How long it lasts, in words: 3 days, 8 weeks of two evenings, 1 year." }),
  cost: z
    .number({
      error: (issue) =>
        issue.input === undefined ? "is missing" : "must be a whole number of rupees, like 1500, or 0",
    })
    .int("must be a whole number of rupees, like 1500, or 0")
    .min(0, "must be 0 (free) or more")
    .meta({ description: "What it costs in Seychelles rupees, without commas: 0 when it is free." }),
  starts: isoDate.optional().meta({
    description:
      "The day the next group starts. Leave it empty and tick Rolling when the course starts whenever enough people enrol.",
  }),
  rolling: z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({ description: "Ticked: the course starts whenever enough people have enrolled (no date)." }),
  url: httpsUrl.meta({ description: "The course's page on the provider's site, starting with https://." }),
  description: text().meta({ description: "What the course is, in two or three sentences." }),
  who: text().meta({ description: "Who may enrol: age, school certificates, who pays or studies free." }),
  teaches: lines("things it teaches").meta({
    description:
      "What it teaches or gives, one item each, in the words a job listing uses; the Job Matcher suggests the course under the requirements it answers. In the same order in every language.",
  }),
});

/** A course, as read and checked. */
export type Course = z.infer<typeof courseSchema>;

/** A course has a next start day, or starts whenever enough people enrol: one of the two. */
export const courseSchema = courseFields.check(
  z.refine((course) => (course.starts !== undefined) !== (course.rolling === true), {
    path: ["starts"],
    error: (issue) =>
      (issue.input as { starts?: string }).starts === undefined
        ? "is missing: give the day the next group starts, or write rolling: true when it starts whenever enough people enrol"
        : "and rolling: true both say when it starts: keep the day, or remove starts for a course that starts whenever enough people enrol",
  }),
);

/** A course's words: its title, description, length, who may enrol, and one text per thing it teaches, in the English order. */
export const courseTranslationSchema = z.strictObject({
  title: text(),
  description: text(),
  length: text(),
  who: text(),
  teaches: lines("things it teaches"),
});
export type CourseTranslation = z.infer<typeof courseTranslationSchema>;

/** The fields a course's translation must not repeat: they stay in its English file. */
export const COURSE_ENGLISH_ONLY = englishOnlyFields(courseSchema, courseTranslationSchema);

/** An English course's fields checked, in the build's words; undefined when one has a mistake. */
export const checkCourseFields = (ctx: LoadContext, fields: unknown, where: string) =>
  checkSchema(ctx, courseSchema, fields, where);

/** A translation held against its English course: one text per thing it teaches, in the English order. */
export function checkCourseTranslation(
  ctx: LoadContext,
  translation: CourseTranslation,
  course: Course,
  where: string,
): boolean {
  if (translation.teaches.length === course.teaches.length) return true;
  ctx.problems.push(
    `${where}: teaches: has ${translation.teaches.length}, the English file has ${course.teaches.length}: translate each one, in the same order`,
  );
  return false;
}

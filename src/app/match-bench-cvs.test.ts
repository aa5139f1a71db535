// The Job Matcher bench's CV Builder CVs (tooling/match-bench/labelled-set/cvs/*.json) are CVs the
// CV Builder itself would make: its form's own rules accept each one. Here, beside the routes that
// compose the features, because the bench (in tooling/) never imports a feature.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { cvFormSchema } from "@/features/cv-builder/logic/cv-schema";

const CVS = path.resolve(import.meta.dirname, "../../tooling/match-bench/labelled-set/cvs");

it("the bench's CV Builder CVs pass the CV Builder's form", () => {
  const files = readdirSync(CVS).filter((name) => name.endsWith(".json"));
  expect(files.length).toBeGreaterThanOrEqual(10);
  const problems = files.flatMap((name) => {
    const stored = JSON.parse(readFileSync(path.join(CVS, name), "utf8")) as { data: unknown };
    const issues = cvFormSchema.safeParse(stored.data).error?.issues ?? [];
    return issues.map((issue) => `${name}: ${issue.path.join(".")}: ${issue.message}`);
  });
  expect(problems).toEqual([]);
});

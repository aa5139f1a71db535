import { accuracyTable, markdownTable, missLines } from "./report";

const group = (top1: number, top3: number) => ({ cvs: 12, top1, top3, traps: 0 });

describe("the printout", () => {
  it("lays out a Markdown table with columns as wide as their cells", () => {
    expect(
      markdownTable([
        ["scorer", "all"],
        ["TF-IDF", "58% / 83%"],
      ]),
    ).toBe(["| scorer | all       |", "| ------ | --------- |", "| TF-IDF | 58% / 83% |"].join("\n"));
  });

  it("shows top-1 and top-3 per language and over all, in whole percent", () => {
    const table = accuracyTable([
      {
        name: "TF-IDF",
        table: { crs: group(6, 9), fr: group(8, 11), en: group(9, 12), all: { cvs: 36, top1: 23, top3: 32, traps: 2 } },
      },
    ]);
    expect(table.split("\n")[0]).toBe(
      "| scorer | crs (12 CVs) top-1 / top-3 | fr (12 CVs) top-1 / top-3 | en (12 CVs) top-1 / top-3 | all (36) top-1 / top-3 | traps in top 3 |",
    );
    expect(table.split("\n")[2]).toBe(
      "| TF-IDF | 50% / 75%                  | 67% / 92%                 | 75% / 100%                | 64% / 89%              | 2              |",
    );
  });

  it("says for each miss what was expected, what came, and why it counts", () => {
    expect(
      missLines([
        {
          cv: "crs-02-school",
          language: "crs",
          expected: ["job16"],
          got: ["job1", "job14", "job16"],
          top3Hit: true,
          traps: ["job1"],
        },
        {
          cv: "fr-1",
          language: "fr",
          expected: ["job2", "job11"],
          got: ["job2", "job4", "job1"],
          top3Hit: true,
          traps: ["job4"],
        },
        { cv: "en-1", language: "en", expected: ["job3"], got: ["job12", "job1", "job5"], top3Hit: false, traps: [] },
      ]),
    ).toEqual([
      "  crs-02-school  expected job16, got job1, job14, job16 (top-3 hit; trap in top 3: job1)",
      "  fr-1           expected job2 or job11, got job2, job4, job1 (trap in top 3: job4)",
      "  en-1           expected job3, got job12, job1, job5 (top-3 miss)",
    ]);
    expect(missLines([])).toEqual(["  none"]);
  });
});

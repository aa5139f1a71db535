import path from "node:path";
import { matchIndexForJobsFolder } from "./match-index";

it("makes the index of a folder of listings in the content format, without the rest of content/", () => {
  const { index, warnings } = matchIndexForJobsFolder(
    path.resolve(import.meta.dirname, "../../e2e/fixtures/content/jobs"),
  );
  expect(Object.keys(index.listings)).toEqual(["t1", "t2", "t3"]);
  expect(index.listings.t1!.requirements[0]).toMatchObject({ kind: "experience", years: null });
  // 'Friendly with crowds' is not understood: a warning, and the listing is still indexed.
  expect(warnings).toEqual([{ listing: "t3", kind: "requirement", index: 0, text: "Friendly with crowds" }]);
});

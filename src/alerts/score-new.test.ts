import { readMatchIndex } from "./score-new";

it("reads only the index format this version of the site knows, and leaves any other alone", () => {
  const index = { version: 3, concepts: [], phrases: [], words: { vocabulary: [], idf: [] }, listings: {} };
  expect(readMatchIndex(index)).toBe(index);
  // Version 2 knew no document requirement; a newer one may hold what this code cannot read.
  expect(readMatchIndex({ ...index, version: 2 })).toBeUndefined();
  expect(readMatchIndex({ ...index, version: 4 })).toBeUndefined();
  expect(readMatchIndex(null)).toBeUndefined();
  expect(readMatchIndex("not an index")).toBeUndefined();
});

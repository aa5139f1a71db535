import { describe, expect, it } from "vitest";
import { withCourseCounts } from "./course-counts";
import type { HelpEntry } from "./rules";

const entry = (id: string) => ({ id, name: `Entry ${id}` }) as HelpEntry;

describe("a Help Directory entry's courses", () => {
  it("are counted from the courses that name it as provider; an entry with none has no count", () => {
    const counted = withCourseCounts(
      [entry("g1"), entry("g3"), entry("p1")],
      [{ provider: "g3" }, { provider: "p1" }, { provider: "g3" }, { provider: "x9" }],
    );
    expect(counted.map((e) => [e.id, e.courses])).toEqual([
      ["g1", undefined],
      ["g3", 2],
      ["p1", 1],
    ]);
    expect("courses" in counted[0]!).toBe(false);
  });
});

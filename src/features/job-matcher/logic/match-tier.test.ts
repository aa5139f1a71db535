import { describe, expect, it } from "vitest";
import { matchTier } from "./match-tier";

describe("matchTier", () => {
  it.each([
    [59, "secondary", "muted"],
    [60, "secondary", "muted"],
    [74, "secondary", "muted"],
    [75, "secondary", "secondary"],
    [79, "secondary", "secondary"],
    [80, "default", "secondary"],
    [89, "default", "secondary"],
    [90, "default", "primary"],
    [100, "default", "primary"],
  ])("draws %i%% with a %s badge and a %s border", (match, badge, border) => {
    expect(matchTier(match)).toEqual({ badge, border });
  });

  it("gives the five sample matches their tiers", () => {
    expect([95, 85, 70, 65, 60].map((m) => matchTier(m).border)).toEqual([
      "primary",
      "secondary",
      "muted",
      "muted",
      "muted",
    ]);
  });
});

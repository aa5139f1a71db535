import { describe, expect, it } from "vitest";
import { shortenPath } from "./shorten-path";

describe("shortenPath", () => {
  it("leaves a path of up to 80 characters as it is", () => {
    const path = `/${"a".repeat(79)}`;
    expect(shortenPath(path)).toBe(path);
    expect(shortenPath("/no-such-page")).toBe("/no-such-page");
  });

  it("cuts a longer path to 80 characters, keeping its start and end around an ellipsis", () => {
    const path = `/start-${"x".repeat(5000)}-end`;
    const shown = shortenPath(path);
    expect(Array.from(shown)).toHaveLength(80);
    expect(shown).toBe(`/start-${"x".repeat(33)}…${"x".repeat(35)}-end`);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const shown = shortenPath(`/${"😀".repeat(100)}`, 10);
    expect(shown).toBe("/😀😀😀😀…😀😀😀😀");
  });
});

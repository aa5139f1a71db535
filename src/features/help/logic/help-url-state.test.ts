import { describe, expect, it } from "vitest";
import { parseHelpUrlState, toHelpSearchParams } from "./help-url-state";

const parse = (search: string) => parseHelpUrlState(new URLSearchParams(search));

describe("parseHelpUrlState", () => {
  it("starts with an empty search on the government tab", () => {
    expect(parse("")).toEqual({ query: "", tab: "government" });
  });

  it("reads the search text and the private tab", () => {
    expect(parse("?q=red+cross&tab=private")).toEqual({ query: "red cross", tab: "private" });
  });

  it("falls back to government for an unknown or repeated-empty tab", () => {
    expect(parse("?tab=admin").tab).toBe("government");
    expect(parse("?tab=").tab).toBe("government");
    expect(parse("?tab=PRIVATE").tab).toBe("government");
  });

  it("keeps any text as plain text, spaces and symbols included", () => {
    expect(parse("?q=%20(a*%5C%5B%3F%20").query).toBe(" (a*\\[? ");
    expect(parse("?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E").query).toBe("<script>alert(1)</script>");
  });

  it("reads a 10,000-character search whole", () => {
    expect(parse(`?q=${"a".repeat(10_000)}`).query).toHaveLength(10_000);
  });
});

describe("toHelpSearchParams", () => {
  it("leaves the defaults out of the URL", () => {
    expect(toHelpSearchParams({ query: "", tab: "government" }).toString()).toBe("");
  });

  it("writes the search and the private tab", () => {
    expect(toHelpSearchParams({ query: "health", tab: "private" }).toString()).toBe("q=health&tab=private");
  });

  it("round-trips awkward text", () => {
    const state = { query: " a&b=c?#% ", tab: "private" as const };
    expect(parseHelpUrlState(toHelpSearchParams(state))).toEqual(state);
  });
});

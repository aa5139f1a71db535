import { describe, expect, it } from "vitest";
import { foldForSearch, matchesSearch, searchWords } from "./text-search";

describe("foldForSearch", () => {
  it("drops case and accents", () => {
    expect(foldForSearch("Employé à MAHÉ, Côte d’Or")).toBe("employe a mahe, cote d'or");
  });
});

describe("searchWords", () => {
  it("splits on any run of spaces and drops blanks", () => {
    expect(searchWords("  Tour   guide ")).toEqual(["tour", "guide"]);
    expect(searchWords("   ")).toEqual([]);
  });
});

describe("matchesSearch", () => {
  const job = ["Accounts Assistant", "Island Fresh Distributors Ltd", "Providence, Mahé"];

  it("matches everything for a blank query", () => {
    expect(matchesSearch(job, "")).toBe(true);
    expect(matchesSearch(job, "   ")).toBe(true);
  });

  it("ignores case and accents on both sides", () => {
    expect(matchesSearch(["Employé de bureau"], "employe")).toBe(true);
    expect(matchesSearch(["Employe de bureau"], "EMPLOYÉ")).toBe(true);
    expect(matchesSearch(job, "mahe")).toBe(true);
    expect(matchesSearch(job, "MAHÉ")).toBe(true);
  });

  it("ignores the order of the words, and they may come from different texts", () => {
    expect(matchesSearch(job, "assistant accounts")).toBe(true);
    expect(matchesSearch(job, "providence accounts")).toBe(true);
    expect(matchesSearch(job, "assistant  accounts")).toBe(true);
  });

  it("needs every word", () => {
    expect(matchesSearch(job, "assistant praslin")).toBe(false);
  });

  it("needs a different word of the text for each word of the query", () => {
    expect(matchesSearch(["Ministry of Health"], "health health")).toBe(false);
    expect(matchesSearch(["Ministry of Health", "Health care"], "health health")).toBe(true);
    expect(matchesSearch(["ab a"], "a ab")).toBe(true);
    expect(matchesSearch(["Ministry of Health"], "health ".repeat(1430))).toBe(false);
  });

  it("finds part of a word", () => {
    expect(matchesSearch(job, "distrib")).toBe(true);
  });

  it("takes pattern characters as plain text", () => {
    expect(matchesSearch(["Deeds (certified)"], "(certified)")).toBe(true);
    expect(matchesSearch(["Deeds (certified)"], "(")).toBe(true);
    for (const query of ["*", "\\", "[", "?", ".*", "a|b", "$^", "+", "{2}"]) {
      expect({ query, found: matchesSearch(job, query) }).toEqual({ query, found: false });
    }
  });

  it("treats a typographic apostrophe like a plain one", () => {
    expect(matchesSearch(["Côte d'Or, Praslin"], "d’or")).toBe(true);
  });

  it("handles a 10,000-character query", () => {
    expect(matchesSearch(job, "x".repeat(10_000))).toBe(false);
  });
});

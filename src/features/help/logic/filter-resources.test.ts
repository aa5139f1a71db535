import { describe, expect, it } from "vitest";
import type { HelpEntry } from "@/content/help/pages";
import { filterResources } from "./filter-resources";

const resource = (id: string, category: HelpEntry["category"], name: string, description: string, services: string[]) =>
  ({
    id,
    category,
    name,
    description,
    services,
    contact: { address: "Victoria, Mahé", phone: "+248 400 0000", email: "a@b.sc", website: "https://example.sc" },
    schedules: [],
  }) satisfies HelpEntry;

const sample = [
  resource("g1", "government", "Ministry of Fisheries", "Boats and licences", ["Fishing permits"]),
  resource("g2", "government", "Land Registry", "Titles for plots on Praslin", ["Surveys", "Deeds (certified)"]),
  resource("p1", "private", "Fisherfolk Cooperative", "Nets and training", ["Loans"]),
];

const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe("filterResources", () => {
  it("returns every resource of the tab for an empty query", () => {
    expect(ids(filterResources(sample, "government", ""))).toEqual(["g1", "g2"]);
    expect(ids(filterResources(sample, "private", ""))).toEqual(["p1"]);
  });

  it("matches a substring of the name", () => {
    expect(ids(filterResources(sample, "government", "registr"))).toEqual(["g2"]);
  });

  it("matches a substring of the description", () => {
    expect(ids(filterResources(sample, "government", "plots on"))).toEqual(["g2"]);
  });

  it("matches a substring of any service", () => {
    expect(ids(filterResources(sample, "government", "surveys"))).toEqual(["g2"]);
    expect(ids(filterResources(sample, "government", "permits"))).toEqual(["g1"]);
  });

  it("ignores case in both the query and the text", () => {
    expect(ids(filterResources(sample, "government", "MINISTRY OF fish"))).toEqual(["g1"]);
    expect(ids(filterResources(sample, "government", "praslin"))).toEqual(["g2"]);
  });

  it("searches only the active tab", () => {
    expect(ids(filterResources(sample, "government", "cooperative"))).toEqual([]);
    expect(ids(filterResources(sample, "private", "cooperative"))).toEqual(["p1"]);
    expect(ids(filterResources(sample, "private", "registry"))).toEqual([]);
  });

  it("treats regex characters as plain text", () => {
    expect(ids(filterResources(sample, "government", "(certified)"))).toEqual(["g2"]);
    expect(ids(filterResources(sample, "government", "("))).toEqual(["g2"]);
    for (const query of ["*", "\\", "[", "?", ".*", "a|b", "$^", "(x"]) {
      expect(() => filterResources(sample, "government", query)).not.toThrow();
      expect(filterResources(sample, "government", query)).toEqual([]);
    }
  });

  it("ignores spaces around the query and between its words", () => {
    expect(ids(filterResources(sample, "government", "  land registry  "))).toEqual(["g2"]);
    expect(ids(filterResources(sample, "government", "   "))).toEqual(["g1", "g2"]);
    expect(ids(filterResources(sample, "government", "registry  land"))).toEqual(["g2"]);
  });

  it("handles a 10,000-character query without throwing", () => {
    expect(filterResources(sample, "government", "x".repeat(10_000))).toEqual([]);
  });
});

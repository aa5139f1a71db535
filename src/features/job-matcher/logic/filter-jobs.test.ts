import { describe, expect, it } from "vitest";
import { filterJobs } from "./filter-jobs";

const job = (id: string, title: string, company: string, location: string) => ({ id, title, company, location });

const sample = [
  job("a", "Hotel Receptionist", "Beach Hotel (Praslin) Ltd", "Côte d'Or, Praslin"),
  job("b", "Accountant", "Island Fresh Distributors Ltd", "Providence, Mahé"),
  job("c", "Tour Guide", "La Digue Excursions", "La Passe, La Digue"),
];

const ids = (list: { id: string }[]) => list.map((j) => j.id);

describe("filterJobs", () => {
  it("returns every job, in order, for an empty or blank query", () => {
    expect(ids(filterJobs(sample, ""))).toEqual(["a", "b", "c"]);
    expect(ids(filterJobs(sample, "   "))).toEqual(["a", "b", "c"]);
  });

  it("matches the title, the company or the location", () => {
    expect(ids(filterJobs(sample, "guide"))).toEqual(["c"]);
    expect(ids(filterJobs(sample, "fresh"))).toEqual(["b"]);
    expect(ids(filterJobs(sample, "providence"))).toEqual(["b"]);
    expect(ids(filterJobs(sample, "la digue"))).toEqual(["c"]);
  });

  it("does not search other fields", () => {
    const withMore = [{ ...sample[0]!, description: "accountant wanted" }];
    expect(filterJobs(withMore, "wanted")).toEqual([]);
  });

  it("ignores case in the query and the text", () => {
    expect(ids(filterJobs(sample, "HOTEL"))).toEqual(["a"]);
    expect(ids(filterJobs(sample, "pRaSlIn"))).toEqual(["a"]);
    expect(ids(filterJobs(sample, "MAHÉ"))).toEqual(["b"]);
  });

  it("ignores accents and the order of the words", () => {
    const more = [...sample, job("d", "Accounts Assistant", "Employé Services", "Victoria, Mahé")];
    expect(ids(filterJobs(more, "employe"))).toEqual(["d"]);
    expect(ids(filterJobs(more, "assistant accounts"))).toEqual(["d"]);
    expect(ids(filterJobs(more, "mahe victoria"))).toEqual(["d"]);
    expect(ids(filterJobs(sample, "cote d’or"))).toEqual(["a"]);
    expect(ids(filterJobs(sample, "guide digue"))).toEqual(["c"]);
  });

  it("ignores spaces around the query", () => {
    expect(ids(filterJobs(sample, "  tour guide  "))).toEqual(["c"]);
  });

  it("treats regex characters as plain text", () => {
    expect(ids(filterJobs(sample, "(praslin)"))).toEqual(["a"]);
    expect(ids(filterJobs(sample, "("))).toEqual(["a"]);
    expect(ids(filterJobs(sample, "d'or"))).toEqual(["a"]);
    for (const query of ["*", "\\", "[", "?", ".*", "a|b", "$^", "+", "{2}"]) {
      expect(() => filterJobs(sample, query)).not.toThrow();
      expect({ query, found: filterJobs(sample, query) }).toEqual({ query, found: [] });
    }
  });
});

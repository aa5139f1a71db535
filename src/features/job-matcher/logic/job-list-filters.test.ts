import { describe, expect, it } from "vitest";
import type { JobType } from "@/content/jobs/pages";
import {
  filterListings,
  hasFilters,
  islandOf,
  NO_FILTERS,
  parseJobFilters,
  placeGroups,
  toJobSearchParams,
  type JobFilters,
} from "./job-list-filters";

const listing = (title: string, location: string, type: JobType, max: number, posted: string) => ({
  title,
  company: `${title} Ltd`,
  location,
  type,
  salary: { min: 5000, max },
  posted,
});

const clerk = listing("Harbour Clerk", "Victoria, Mahé", "Contract", 12500, "2026-05-25");
const receptionist = listing("Hotel Receptionist", "Côte d'Or, Praslin", "Full-time", 11000, "2025-04-11");
const guide = listing("Tour Guide", "La Passe, La Digue", "Full-time", 12000, "2025-04-07");
const accountant = listing("Accountant", "Providence, Mahé", "Full-time", 22000, "2025-04-09");
const cafe = listing("Beach Café Assistant", "Anse Royale, Mahé", "Part-time", 7500, "2026-05-18");
const all = [clerk, receptionist, guide, accountant, cafe];
const groups = placeGroups(all);

const parse = (search: string) => parseJobFilters(new URLSearchParams(search), groups);
const titles = (filters: Partial<JobFilters>) =>
  filterListings(all, { ...NO_FILTERS, ...filters }).map((job) => job.title);

describe("islandOf and placeGroups", () => {
  it("takes the island after the last comma, or the whole place", () => {
    expect(islandOf("Victoria, Mahé")).toBe("Mahé");
    expect(islandOf("Praslin")).toBe("Praslin");
    expect(islandOf("Baie Lazare, Mahé ")).toBe("Mahé");
  });

  it("lists the islands with most listings first, each with its places A to Z", () => {
    expect(placeGroups([...all, listing("Cook", "Praslin", "Full-time", 9000, "2026-01-01")])).toEqual([
      { island: "Mahé", places: ["Anse Royale, Mahé", "Providence, Mahé", "Victoria, Mahé"] },
      { island: "Praslin", places: ["Côte d'Or, Praslin"] },
      { island: "La Digue", places: ["La Passe, La Digue"] },
    ]);
  });
});

describe("parseJobFilters", () => {
  it("reads nothing from a plain address", () => {
    expect(parse("")).toEqual(NO_FILTERS);
    expect(hasFilters(parse(""))).toBe(false);
  });

  it("reads each filter, matching places and types in any case and without accents", () => {
    expect(parse("?q=guide&where=mahe&type=full-time&pay=10000")).toEqual({
      q: "guide",
      where: "Mahé",
      type: "Full-time",
      pay: 10000,
    });
    expect(parse("?where=cote+d%27or%2C+praslin").where).toBe("Côte d'Or, Praslin");
  });

  it("drops a place no listing has, an unknown type and a pay that is not a step", () => {
    expect(parse("?where=Silhouette&type=Volunteer&pay=9999")).toEqual(NO_FILTERS);
    expect(parse("?pay=-5&pay=abc")).toEqual(NO_FILTERS);
    expect(parse("?where=&type=&pay=")).toEqual(NO_FILTERS);
  });

  it("reads a form's fields as well as an address", () => {
    const form = new FormData();
    form.set("where", "Praslin");
    form.set("pay", "15000");
    expect(parseJobFilters(form, groups)).toEqual({ ...NO_FILTERS, where: "Praslin", pay: 15000 });
  });
});

describe("toJobSearchParams", () => {
  it("leaves out what is not set", () => {
    expect(toJobSearchParams(NO_FILTERS).toString()).toBe("");
  });

  it("round-trips every filter through the address", () => {
    const filters: JobFilters = { q: "café & bar", where: "Côte d'Or, Praslin", type: "Part-time", pay: 8000 };
    const search = toJobSearchParams(filters).toString();
    expect(search).toBe("q=caf%C3%A9+%26+bar&where=C%C3%B4te+d%27Or%2C+Praslin&type=Part-time&pay=8000");
    expect(parse(search)).toEqual(filters);
  });
});

describe("filterListings", () => {
  it("keeps a whole island or one place on it", () => {
    expect(titles({ where: "Mahé" })).toEqual(["Harbour Clerk", "Accountant", "Beach Café Assistant"]);
    expect(titles({ where: "Victoria, Mahé" })).toEqual(["Harbour Clerk"]);
    expect(titles({ where: "La Digue" })).toEqual(["Tour Guide"]);
  });

  it("keeps one kind of work", () => {
    expect(titles({ type: "Part-time" })).toEqual(["Beach Café Assistant"]);
    expect(titles({ type: "Internship" })).toEqual([]);
  });

  it("keeps the listings whose top pay reaches the amount", () => {
    expect(titles({ pay: 12000 })).toEqual(["Harbour Clerk", "Tour Guide", "Accountant"]);
    expect(titles({ pay: 20000 })).toEqual(["Accountant"]);
  });

  it("searches the title, employer and place with the site's search rule", () => {
    expect(titles({ q: "cafe" })).toEqual(["Beach Café Assistant"]);
    expect(titles({ q: "praslin hotel" })).toEqual(["Hotel Receptionist"]);
    expect(titles({ q: "plumber" })).toEqual([]);
  });

  it("combines the filters", () => {
    expect(titles({ where: "Mahé", type: "Full-time", pay: 15000 })).toEqual(["Accountant"]);
    expect(titles({ where: "Mahé", type: "Full-time", q: "guide" })).toEqual([]);
  });
});

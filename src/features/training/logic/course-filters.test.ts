import { describe, expect, it } from "vitest";
import type { CourseCard } from "@/content/courses/pages";
import {
  courseMatches,
  filterCourses,
  hasCourseFilters,
  islandKey,
  NO_COURSE_FILTERS,
  parseCourseFilters,
  toCourseSearchParams,
} from "./course-filters";

const choices = { islands: ["mahe", "praslin", "la-digue"], providers: ["g3", "p1"] };
const parse = (query: string) => parseCourseFilters(new URLSearchParams(query), choices);

const card = (id: string, extra: Partial<CourseCard>): CourseCard => ({
  id,
  slug: `course-${id}`,
  title: `Course ${id}`,
  provider: "g3",
  providerName: "Tourism Academy",
  location: "La Misère, Mahé",
  length: "3 days",
  cost: 0,
  areas: ["hotels"],
  ...extra,
});

describe("the courses' filters in the address", () => {
  it("are read as the form sends them", () => {
    expect(parse("field=office&island=praslin&free=1&soon=1&provider=g3")).toEqual({
      field: "office",
      island: "praslin",
      free: true,
      soon: true,
      provider: "g3",
    });
    expect(parse("")).toEqual(NO_COURSE_FILTERS);
  });

  it("drop what the list does not know, so an old or mistyped link shows every course", () => {
    expect(parse("field=cooking&island=mars&free=yes&soon=0&provider=x1")).toEqual(NO_COURSE_FILTERS);
  });

  it("take an island however it is written, and a value in any case", () => {
    expect(parse("island=La Digue").island).toBe("la-digue");
    expect(parse("island=Mahé").island).toBe("mahe");
    expect(parse("field=Office&provider=G3")).toMatchObject({ field: "office", provider: "g3" });
  });

  it("are written back with only what is chosen", () => {
    expect(toCourseSearchParams({ ...NO_COURSE_FILTERS, field: "sea", soon: true }).toString()).toBe(
      "field=sea&soon=1",
    );
    expect(toCourseSearchParams(NO_COURSE_FILTERS).toString()).toBe("");
    expect(hasCourseFilters(NO_COURSE_FILTERS)).toBe(false);
    expect(hasCourseFilters({ ...NO_COURSE_FILTERS, free: true })).toBe(true);
  });
});

describe("an island as the address writes it", () => {
  it("has no accents, capitals or spaces", () => {
    expect(["Mahé", "Praslin", "La Digue", " Silhouette "].map(islandKey)).toEqual([
      "mahe",
      "praslin",
      "la-digue",
      "silhouette",
    ]);
  });
});

describe("a course and the filters", () => {
  const today = "2027-01-01";
  const cooking = card("c1", { cost: 3000, starts: "2027-01-20" });
  const sea = card("c2", {
    areas: ["sea"],
    location: "Baie Sainte Anne, Praslin",
    provider: "g4",
    starts: "2027-03-01",
  });
  const rolling = card("c3", { rolling: true });
  const started = card("c4", { starts: "2026-12-01" });

  it("passes each filter only when it fits it", () => {
    const f = NO_COURSE_FILTERS;
    expect(courseMatches(cooking, f, today)).toBe(true);
    expect(courseMatches(cooking, { ...f, field: "hotels" }, today)).toBe(true);
    expect(courseMatches(cooking, { ...f, field: "sea" }, today)).toBe(false);
    expect(courseMatches(sea, { ...f, island: "praslin" }, today)).toBe(true);
    expect(courseMatches(cooking, { ...f, island: "praslin" }, today)).toBe(false);
    expect(courseMatches(cooking, { ...f, free: true }, today)).toBe(false);
    expect(courseMatches(sea, { ...f, free: true }, today)).toBe(true);
    expect(courseMatches(sea, { ...f, provider: "g3" }, today)).toBe(false);
    expect(courseMatches(cooking, { ...f, provider: "g3" }, today)).toBe(true);
  });

  it("starts soon within the next 30 days only, never when rolling or already started", () => {
    const soon = { ...NO_COURSE_FILTERS, soon: true };
    expect(filterCourses([cooking, sea, rolling, started], soon, today).map((c) => c.id)).toEqual(["c1"]);
    expect(courseMatches(card("c5", { starts: "2027-01-31" }), soon, today)).toBe(true);
    expect(courseMatches(card("c6", { starts: "2027-02-01" }), soon, today)).toBe(false);
    expect(courseMatches(card("c7", { starts: today }), soon, today)).toBe(true);
  });

  it("passes every chosen filter together", () => {
    const all = [cooking, sea, rolling, started];
    expect(filterCourses(all, { ...NO_COURSE_FILTERS, field: "hotels", free: true }, today).map((c) => c.id)).toEqual([
      "c3",
      "c4",
    ]);
    expect(filterCourses(all, { ...NO_COURSE_FILTERS, field: "sea", island: "mahe" }, today)).toEqual([]);
  });
});

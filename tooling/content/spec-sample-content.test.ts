// THE ONE PLACE that pins the specification's sample content (content/news, content/help,
// content/home). When the foundation edits its real content, update this file, and only this file
// and e2e/spec-sample-content.spec.ts: every other test works on any valid content.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "./load-content";

const { content } = loadContent(path.resolve("content"));

const entriesOf = (category: string) =>
  content.help.filter((entry) => entry.category === category).map((entry) => [entry.id, entry.name]);
const hoursOf = (id: string) =>
  content.help.find((entry) => entry.id === id)!.schedules.map((s) => [s.byday.join(","), s.opens_at, s.closes_at]);

describe("the spec's sample content", () => {
  it("has four news items, dated between late March and mid April 2025", () => {
    expect(content.news.map((item) => [item.id, item.date, item.title])).toEqual([
      [1, "2025-03-29", "Community Beach Cleanup at Anse Royale"],
      [2, "2025-04-03", "Youth Employment Workshop Series Begins"],
      [3, "2025-04-09", "New Partnership with Local Businesses"],
      [4, "2025-04-15", "Annual Fundraising Gala"],
    ]);
  });

  it("has three government entries and three private ones, g1-g3 and p1-p3", () => {
    expect(entriesOf("government")).toEqual([
      ["g1", "Ministry of Employment and Social Affairs"],
      ["g2", "Ministry of Health"],
      ["g3", "Ministry of Education"],
    ]);
    expect(entriesOf("private")).toEqual([
      ["p1", "Red Cross Society of Seychelles"],
      ["p2", "Koudmen Seychelles Foundation"],
      ["p3", "Cancer Concern Association"],
    ]);
  });

  it("gives the ministries weekday office hours and the Red Cross a 24-hour line", () => {
    for (const id of ["g1", "g2", "g3"]) expect(hoursOf(id)).toEqual([["MO,TU,WE,TH,FR", "08:00", "16:00"]]);
    expect(hoursOf("p1")).toContainEqual(["MO,TU,WE,TH,FR,SA,SU", "00:00", "23:59"]);
  });

  it("offers the four services on the home page, in the spec's order", () => {
    expect(content.services.map((service) => [service.title, service.link])).toEqual([
      ["Foundation News", "/news"],
      ["Help Directory", "/help"],
      ["CV Builder", "/cv-builder"],
      ["Job Matcher", "/job-matcher"],
    ]);
  });
});

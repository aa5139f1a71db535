// @vitest-environment jsdom
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { courseDays, courseFeedSummary, coursesAtomFeed, fileDaysFromGitLog, fileDaysIn } from "./feed.server";
import type { Course } from "./pages";

const course = (id: string, fields: Partial<Course> = {}): Course & { providerName: string } => ({
  id,
  slug: `course-${id}`,
  title: `Course ${id}`,
  provider: "g4",
  location: "Providence, Mahé",
  length: "5 days",
  cost: 0,
  url: "https://www.example.sc/",
  description: `What course ${id} is.`,
  who: "Anyone.",
  teaches: [{ text: "Sea safety" }],
  providerName: "Seychelles Maritime Academy",
  ...fields,
});

// 2026-03-01 22:00 UTC is 2 March in Seychelles (UTC+4); 2026-01-10 08:00 UTC is 10 January.
const MARCH_2 = Date.UTC(2026, 2, 1, 22) / 1000;
const JANUARY_10 = Date.UTC(2026, 0, 10, 8) / 1000;

describe("the days of a course's files, from git", () => {
  it("are the oldest commit (added) and the newest (changed) of each name, as days in Seychelles", () => {
    const log = `\0${MARCH_2}\n\ncontent/courses/c1-a.fr.yaml\ncontent/courses/c1-a.yaml\n\0${JANUARY_10}\n\ncontent/courses/c1-a.yaml\n`;
    expect(fileDaysFromGitLog(log)).toEqual(
      new Map([
        ["c1-a.fr.yaml", { added: "2026-03-02", changed: "2026-03-02" }],
        ["c1-a.yaml", { added: "2026-01-10", changed: "2026-03-02" }],
      ]),
    );
  });

  it("are none outside a repository", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "no-git-"));
    try {
      expect(fileDaysIn(folder)).toEqual(new Map());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe("in a repository", () => {
    let folder = "";
    afterEach(() => rmSync(folder, { recursive: true, force: true }));

    it("are read from its history: a file committed twice was added on the first day", () => {
      folder = mkdtempSync(path.join(tmpdir(), "git-days-"));
      const git = (args: string[], when: string) =>
        execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.org", ...args], {
          cwd: folder,
          env: { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when },
          stdio: "ignore",
        });
      git(["init", "-q"], "2026-01-10T08:00:00Z");
      writeFileSync(path.join(folder, "c1-a.yaml"), "id: c1\n");
      git(["add", "."], "2026-01-10T08:00:00Z");
      git(["commit", "-q", "-m", "one"], "2026-01-10T08:00:00Z");
      writeFileSync(path.join(folder, "c1-a.yaml"), "id: c1\ntitle: A\n");
      writeFileSync(path.join(folder, "c1-a.crs.yaml"), "title: A\n");
      git(["add", "."], "2026-03-01T22:00:00Z");
      git(["commit", "-q", "-m", "two"], "2026-03-01T22:00:00Z");
      const days = fileDaysIn(folder);
      expect(days.get("c1-a.yaml")).toEqual({ added: "2026-01-10", changed: "2026-03-02" });
      expect(courseDays({ id: "c1", slug: "a" }, days, "2026-05-01")).toEqual({
        added: "2026-01-10",
        changed: "2026-03-02",
      });
      // A course git does not know yet (not committed) is new on the day of the build.
      expect(courseDays({ id: "c2", slug: "b" }, days, "2026-05-01")).toEqual({
        added: "2026-05-01",
        changed: "2026-05-01",
      });
    });
  });
});

describe("the courses' Atom feed", () => {
  const days = new Map([
    ["c1-course-c1.yaml", { added: "2026-01-10", changed: "2026-01-10" }],
    ["c1-course-c1.fr.yaml", { added: "2026-01-10", changed: "2026-02-20" }],
    ["c2-course-c2.yaml", { added: "2026-03-02", changed: "2026-03-02" }],
    ["c3-course-c3.yaml", { added: "2026-04-01", changed: "2026-04-01" }],
  ]);
  const list = [
    course("c1", { rolling: true }),
    course("c2", { starts: "2026-06-15", cost: 1500, title: "Food <hygiene> & safety" }),
    // Its start has passed on the day of the build: not in the feed.
    course("c3", { starts: "2026-04-20" }),
  ];
  const read = (locale: "en" | "fr" | "crs") => {
    const xml = coursesAtomFeed(list, days, { locale, today: "2026-05-01", origin: "https://example.org" });
    const feed = new DOMParser().parseFromString(xml, "application/xml");
    expect(feed.querySelector("parsererror")).toBeNull();
    const entries = [...feed.getElementsByTagName("entry")].map((entry) => ({
      title: entry.querySelector("title")?.textContent,
      link: entry.querySelector("link")?.getAttribute("href"),
      published: entry.querySelector("published")?.textContent,
      updated: entry.querySelector("updated")?.textContent,
      author: entry.querySelector("author name")?.textContent,
      summary: entry.querySelector("summary")?.textContent,
    }));
    return { feed, entries };
  };

  it("lists the courses one can still join, newest listed first, with their facts", () => {
    const { feed, entries } = read("en");
    expect(feed.documentElement.getAttribute("xml:lang")).toBe("en");
    expect(feed.querySelector("feed > title")?.textContent).toBe("Courses | Koudmen Seychelles Foundation");
    expect(feed.querySelector('feed > link[rel="self"]')?.getAttribute("href")).toBe(
      "https://example.org/training/feed.xml",
    );
    expect(feed.querySelector("feed > updated")?.textContent).toBe("2026-03-02T00:00:00+04:00");
    expect(entries).toEqual([
      {
        title: "Food <hygiene> & safety",
        link: "https://example.org/training/c2-course-c2",
        published: "2026-03-02T00:00:00+04:00",
        updated: "2026-03-02T00:00:00+04:00",
        author: "Seychelles Maritime Academy",
        summary: "Seychelles Maritime Academy · Providence, Mahé · 5 days · SCR 1,500 · Starts 15 June 2026",
      },
      {
        title: "Course c1",
        link: "https://example.org/training/c1-course-c1",
        published: "2026-01-10T00:00:00+04:00",
        // Its French file changed later than its English one.
        updated: "2026-02-20T00:00:00+04:00",
        author: "Seychelles Maritime Academy",
        summary: "Seychelles Maritime Academy · Providence, Mahé · 5 days · Free · Starts when enough people enrol",
      },
    ]);
  });

  it("speaks the feed's language, with its addresses under the language's prefix", () => {
    const fr = read("fr");
    expect(fr.feed.documentElement.getAttribute("xml:lang")).toBe("fr");
    expect(fr.feed.querySelector("feed > title")?.textContent).toBe("Formations | Koudmen Seychelles Foundation");
    expect(fr.entries.map((entry) => entry.link)).toEqual([
      "https://example.org/fr/training/c2-course-c2",
      "https://example.org/fr/training/c1-course-c1",
    ]);
    expect(fr.entries[1]!.summary).toContain("Gratuit");
    const crs = read("crs");
    expect(crs.feed.querySelector("feed > title")?.textContent).toBe("Bann kour | Koudmen Seychelles Foundation");
    expect(crs.entries[0]!.summary).toContain("15 Zen 2026");
  });

  it("is a feed with no entry when every course has started", () => {
    const xml = coursesAtomFeed([course("c3", { starts: "2026-04-20" })], days, {
      locale: "en",
      today: "2026-05-01",
      origin: "https://example.org",
    });
    expect(xml).not.toContain("<entry>");
    expect(xml).toContain("<updated>2026-05-01T00:00:00+04:00</updated>");
  });

  it("says a course's facts in one line", () => {
    expect(courseFeedSummary(course("c9", { cost: 12000, starts: "2027-01-12" }), "en")).toBe(
      "Seychelles Maritime Academy · Providence, Mahé · 5 days · SCR 12,000 · Starts 12 January 2027",
    );
  });
});

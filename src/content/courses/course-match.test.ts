import { describe, expect, it } from "vitest";
import { suggestCourses, type CourseReadings, type Reading } from "./course-match";

// Readings as ./matcher-adapter.server.ts makes them, written by hand: the rule alone, without the engine.
const base = { understood: true, years: null, words: [], wordsByLanguage: [], all: [], skills: [], covered: 1 };
const qualification = (
  fields: string[],
  named: string[] = [],
  level: number | null = 3,
  namedLevel: number | null = null,
) =>
  ({
    ...base,
    kind: "qualification",
    all: [...fields, ...named],
    options: [{ level, fields, named, namedLevel }],
  }) as Reading;
const skill = (concepts: string[], extra: Partial<Reading> = {}) =>
  ({ ...base, kind: "skill", concepts, need: Math.ceil(concepts.length / 2), all: concepts, ...extra }) as Reading;
const experience = (years: number | null, fields: string[]) =>
  ({ ...base, kind: "experience", years, fields, all: fields }) as Reading;
const licence = (concepts: string[], years: number | null = null) =>
  ({ ...base, kind: "licence", concepts, need: 1, years, all: concepts }) as Reading;
const words = (list: string[]) =>
  ({ ...base, understood: false, kind: "words", words: list, wordsByLanguage: [list] }) as Reading;
const course = (id: string, title: Reading, ...teaches: Reading[]): CourseReadings => ({ id, title, teaches });

const FOOD_HYGIENE = "own:food-hygiene";
const FIRST_AID = "skill:f7464f30";
const KITCHEN = "own:kitchen";

const courses = [
  course("food-hygiene", qualification([], [FOOD_HYGIENE], null, 3), qualification([KITCHEN], [FOOD_HYGIENE], null, 3)),
  course("first-aid", qualification([FIRST_AID]), skill(["skill:cpr"], { skills: ["skill:cpr"] })),
  course("first-aid-praslin", qualification([FIRST_AID]), skill(["skill:cpr"], { skills: ["skill:cpr"] })),
  course(
    "cookery",
    { ...qualification([KITCHEN]), words: ["certificate", "professional", "cookery"] },
    skill(["skill:food-safety"], { skills: ["skill:food-safety"] }),
  ),
  course(
    "office",
    skill(["own:office", "skill:word", "skill:excel"], {
      skills: ["skill:word", "skill:excel"],
      words: ["word", "excel", "office"],
    }),
    skill(["skill:word"], { skills: ["skill:word"], words: ["word", "letter"] }),
  ),
  course("driving", licence(["own:driving-licence"])),
  course("first-job", experience(null, ["own:office", "own:hotel"]), experience(1, ["own:office", "own:hotel"])),
  course("gardening", qualification(["own:agriculture"]), words(["brush", "cutter", "lawn", "mower", "hand", "tool"])),
];
const ids = (requirement: Reading) => suggestCourses(requirement, courses).map((s) => s.course);

describe("the courses that teach what a requirement asks", () => {
  it("tells a food hygiene certificate from a first aid certificate and from a cookery course", () => {
    expect(ids(qualification([], [FOOD_HYGIENE], 3, 3))).toEqual(["food-hygiene"]);
    // Both first aid courses teach it equally (one on each island): both are shown.
    expect(ids(qualification([FIRST_AID]))).toEqual(["first-aid", "first-aid-praslin"]);
    // A certificate in cookery: the food hygiene course names kitchens too, but not in the asker's words.
    expect(ids({ ...qualification([KITCHEN]), wordsByLanguage: [["certificate", "cookery"]] })).toEqual(["cookery"]);
  });

  it("suggests nothing for a requirement no course teaches", () => {
    expect(ids(qualification(["own:plumbing"]))).toEqual([]);
    expect(ids(skill(["skill:swimming"], { skills: ["skill:swimming"] }))).toEqual([]);
    expect(ids({ ...base, kind: "language", concepts: ["skill:english"] } as Reading)).toEqual([]);
    expect(ids({ ...base, kind: "availability", concepts: ["own:weekends"], need: 1 } as Reading)).toEqual([]);
  });

  it("never answers a level above the course's: a degree is not a certificate", () => {
    expect(ids(qualification([KITCHEN], [], 5))).toEqual([]);
    expect(ids(qualification([KITCHEN], [], 4))).toEqual([]);
  });

  it("answers most of the subjects asked, not one of two", () => {
    expect(ids(qualification([FIRST_AID, "skill:oxygen"]))).toEqual([]);
    expect(ids(qualification([FIRST_AID, "skill:first-response", "own:maritime"].slice(0, 1)))).toContain("first-aid");
  });

  it("answers two certificates asked together when its own is one and it teaches the other on the way", () => {
    const sea = course(
      "sea-safety",
      qualification(["own:maritime"], ["own:stcw"]),
      skill([FIRST_AID, "own:maritime"], { all: [FIRST_AID, "own:maritime"] }),
    );
    const named = (requirement: Reading) => suggestCourses(requirement, [...courses, sea]).map((s) => s.course);
    // 'First aid and sea safety certificates': the sea safety course gives both.
    expect(named(qualification([FIRST_AID, "own:maritime"]))).toEqual(["sea-safety"]);
    // Its first aid line alone does not make it a first aid certificate.
    expect(named(qualification([FIRST_AID]))).toEqual(["first-aid", "first-aid-praslin"]);
  });

  it("gives a year or less of work through a work-experience scheme, never years more", () => {
    expect(ids(experience(1, ["own:office"]))).toEqual(["first-job"]);
    expect(ids(experience(0.5, ["own:hotel", "own:cleaning"]))).toEqual(["first-job"]);
    expect(ids(experience(2, ["own:office"]))).toEqual([]);
    expect(ids(experience(1, ["own:security"]))).toEqual([]);
  });

  it("prepares for a licence, but not for one held for two years", () => {
    expect(ids(licence(["own:driving-licence"]))).toEqual(["driving"]);
    expect(ids(licence(["own:driving-licence"], 2))).toEqual([]);
  });

  it("answers skills it teaches, not a quality or fitness asked in the same breath", () => {
    expect(
      ids(
        skill(["skill:word", "skill:excel"], {
          skills: ["skill:word", "skill:excel"],
          wordsByLanguage: [["word", "excel"]],
        }),
      ),
    ).toEqual(["office"]);
    // 'Honest, polite and quick with customers': understood a quarter.
    expect(ids(skill(["own:office"], { covered: 0.25, wordsByLanguage: [["office"]] }))).toEqual([]);
    // 'Fit enough for office work': fitness is not taught.
    expect(
      ids(skill(["own:fitness", "own:office"], { skills: ["own:fitness"], all: ["own:fitness", "own:office"] })),
    ).toEqual([]);
  });

  it("never suggests a course for a clean driving record, whatever else the line names", () => {
    const teaching = [
      course("lessons", licence(["own:driving-licence"]), skill(["own:driving"], { all: ["own:driving"] })),
      course("cleaning", skill(["skill:cleaning"], { skills: ["skill:cleaning"] })),
    ];
    const named = (requirement: Reading) => suggestCourses(requirement, teaching).map((s) => s.course);
    // Driving and cleaning are taught; the same words about a record are not.
    expect(named(skill(["own:driving"]))).toEqual(["lessons"]);
    // 'A clean driving record': "clean" is no cleaning, and a record is not taught, not even by driving lessons.
    expect(named(skill(["own:clean-record", "own:driving"]))).toEqual([]);
    expect(named(skill(["own:clean-record", "skill:cleaning"], { skills: ["skill:cleaning"] }))).toEqual([]);
  });

  it("reads what a course gives from its certificate, not from another line that names a qualification", () => {
    // The food hygiene course's 'HACCP and keeping a kitchen clean' names kitchens: it is still no
    // certificate in cookery, so a cookery certificate is answered by the cookery course alone.
    expect(ids(qualification([KITCHEN]))).toEqual(["cookery"]);
    expect(ids(qualification([], [FOOD_HYGIENE], 3, 3))).toEqual(["food-hygiene"]);
  });

  it("matches a line the engine could not read by its words", () => {
    expect(ids(words(["safe", "brush", "cutter", "lawn", "mower", "hand", "tool"]))).toEqual(["gardening"]);
    expect(ids(words(["brush", "teeth", "daily", "smile", "clean"]))).toEqual([]);
  });
});

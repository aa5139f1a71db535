/*
 * Reading what a course teaches and matching a requirement to courses, with the Job Matcher's real
 * engine and taxonomy, on the real courses (content/courses): the near misses a job seeker would
 * notice, and requirements no course teaches. The engine takes seconds to start on a fresh machine
 * (it reads the whole taxonomy); its readings are then kept in node_modules/.cache.
 */
import path from "node:path";
import { suggestCourses, type CourseReadings } from "../../src/content/courses/course-match";
import { readLines } from "../../src/content/courses/matcher-adapter.server";
import { readSource } from "../../src/content/courses/suggestions.server";
import { loadContent } from "../../src/content/load-content.server";
import { loadLabels } from "./run";

let courses: CourseReadings[];
const byId = new Map<string, string>();

/** Every requirement the tests ask about, read by the engine in one pass (it takes seconds to start). */
const FOOD_AND_FIRST_AID = [
  "Food hygiene certificate",
  "First aid certificate",
  "Certificat d'hygiène alimentaire",
  "Sertifika premye swen",
  "Diploma or certificate in culinary arts or food production (Seychelles Tourism Academy or equivalent)",
];
const OFFICE_AND_SEA = [
  "Confident with Word, Excel and e-mail",
  "At least one year of office experience",
  "Sea safety certificate (Seychelles Maritime Academy or equivalent)",
];
const NOTHING_TO_LEARN = [
  "Certificate in plumbing (Seychelles Institute of Technology or equivalent)",
  "Three years' experience as a mason",
  "Driving licence for light trucks, held for at least two years",
  "Degree in accounting or ACCA part-qualified",
  "Medical certificate (health card) before you start",
  "Physically fit and able to work at sea in all weather",
  "Honest, polite and quick with customers",
  "Good English, French and Creole",
  "Willing to work shifts, weekends and public holidays",
];
/** Documents an employer asks for when it hires (job8, job25, job28 of the labelled set): no one's to learn. */
const DOCUMENTS = [
  "Certificat médical (carte de santé) avant l'embauche",
  "Sertifika medikal (kart lasante) avan ou konmanse",
  "A police clearance certificate",
  "Un certificat de bonne conduite de la police (police clearance)",
  "En sertifika klerans lapolis",
  "Patient, caring and reliable, with a police clearance certificate",
  "Patient, attentionné et fiable, avec un certificat de bonne conduite de la police",
  "Pasyan, kontan zanfan e serye, avek en sertifika klerans lapolis",
];
/** Near misses a user would laugh at: words a course shares, asking for what no course gives. */
const NOT_A_COURSE = [
  "A clean driving record",
  "Un dossier de conduite sans infraction",
  "En rekor kondwir prop",
  "Security guard training certificate, or willing to train",
  "Certificat de formation d'agent de sécurité, ou prêt à se former",
  "Sertifika formasyon gard sekirite, oubyen pare pour fer formasyon",
  "Permis de capitaine pour bateaux à passagers (Seychelles Maritime Safety Administration)",
  "Lisans pour kondwir bato i en plis",
  "Konnen VAT ek bann taks biznes Sesel",
  "Sertifika Emergency First Response ek oksizenn",
  // Care of guests is no care work: the health care course is for 'Certificate in care'.
  "Takes good care of guests",
];
/** What a course teaches, asked in words the engine once misread, with the course's title. */
const TAUGHT: [string, string[]][] = [
  ["Certificate or diploma in IT", ["Certificate in IT Support"]],
  ["Certificat ou diplôme en informatique", ["Certificate in IT Support"]],
  ["Electrical wiring licence (Seychelles Energy Commission)", ["Certificate in Electrical Installation"]],
  ["Licence d'électricien (Seychelles Energy Commission)", ["Certificate in Electrical Installation"]],
  ["Lisans elektrisyen (Seychelles Energy Commission)", ["Certificate in Electrical Installation"]],
  ["Knows Creole cooking: fish curry, octopus, lentils, chutneys", ["Certificate in Professional Cookery"]],
  ["Konn kwit manze kreol: kari pwason, zourit, lantiy, satini", ["Certificate in Professional Cookery"]],
  [
    "Diplonm oubyen sertifika dan kwizin (Seychelles Tourism Academy oubyen parey)",
    ["Certificate in Professional Cookery"],
  ],
  ["Knows a hotel property management system (Opera, Protel or similar)", ["Certificate in Front Office Operations"]],
  ["Konn en sistenm zesyon lotel (Opera, Protel oubyen parey)", ["Certificate in Front Office Operations"]],
  ["Sertifika izyenn manze, oubyen pare pour ganny li dan trwa premye mwan", ["Food Hygiene Certificate"]],
  ["Certificate in care (NIHSS or a Red Cross course) an advantage", ["Certificate in Health Care Assistance"]],
  ["Sertifika dan swen (NIHSS oubyen en kour Lakrwa Rouz) i en plis", ["Certificate in Health Care Assistance"]],
];
/** The engine's words in French and Kreol, as a course's line or a requirement reads them. */
const WORDS = [
  "Sécurité de base en mer",
  "Sekirite de baz lanmer",
  "Sécurité électrique",
  "Maîtrise de l'anglais",
  "Certificate in IT",
];
const LINES = [
  "Food hygiene certificate",
  "Word, Excel and e-mail",
  "Driving licence for cars and light vehicles (class B)",
  "Up to a year of work experience in an office or a hotel",
  "Treating burns, bleeding and broken bones",
];
const asked = [
  ...FOOD_AND_FIRST_AID,
  ...OFFICE_AND_SEA,
  ...NOTHING_TO_LEARN,
  ...DOCUMENTS,
  ...NOT_A_COURSE,
  ...TAUGHT.map(([text]) => text),
  ...WORDS,
];
let readings: ReturnType<typeof readLines>;

beforeAll(() => {
  const { byLocale } = loadContent(path.resolve(import.meta.dirname, "../../content"));
  for (const course of byLocale.en.courses) byId.set(course.id, course.title);
  courses = readSource({
    jobs: { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs },
    courses: { en: byLocale.en.courses, fr: byLocale.fr.courses, crs: byLocale.crs.courses },
  }).courses;
  readings = readLines([
    { id: "asked", asks: true, lines: asked.map((text) => ({ en: text })) },
    { id: "lines", lines: LINES.map((text) => ({ en: text })) },
  ]);
}, 180_000);

/** The titles of the courses suggested for a requirement written in one language. */
function suggested(text: string): string[] {
  const reading = readings[0]![asked.indexOf(text)]!;
  return suggestCourses(reading, courses).map((s) => byId.get(s.course)!);
}

describe("what a course teaches, as the engine reads it", () => {
  it("reads a certificate by its name, office skills as skills, a licence as a licence, work as years", () => {
    const [hygiene, office, licence, work, unclear] = readings[1]!;
    expect(hygiene).toMatchObject({ kind: "qualification", options: [{ named: ["own:food-hygiene"] }] });
    expect(office).toMatchObject({ kind: "skill" });
    expect(office!.all).toEqual(expect.arrayContaining(["skill:81633a44", "skill:1973c966", "own:email"]));
    expect(licence).toMatchObject({ kind: "licence", concepts: ["own:driving-licence"] });
    expect(work).toMatchObject({ kind: "experience", years: 1 });
    expect(work!.all).toEqual(expect.arrayContaining(["own:office", "own:hotel"]));
    // A line it cannot read: the content check names it (content/courses' warnings).
    expect(unclear).toMatchObject({ kind: "words", understood: false });
  });
});

describe("the courses suggested for a requirement", () => {
  it("tells food hygiene, first aid and cookery apart", () => {
    expect(suggested("Food hygiene certificate")).toEqual(["Food Hygiene Certificate"]);
    expect(suggested("First aid certificate")).toEqual(["First Aid Certificate", "First Aid Certificate (Praslin)"]);
    expect(suggested("Certificat d'hygiène alimentaire")).toEqual(["Food Hygiene Certificate"]);
    expect(suggested("Sertifika premye swen")).toEqual(["First Aid Certificate", "First Aid Certificate (Praslin)"]);
    expect(suggested(FOOD_AND_FIRST_AID[4]!)).toEqual(["Certificate in Professional Cookery"]);
  });

  it("points office work and sea work to their courses", () => {
    expect(suggested("Confident with Word, Excel and e-mail")).toEqual([
      "Office Computer Skills: Word, Excel and E-mail",
    ]);
    expect(suggested("At least one year of office experience")).toEqual(["My First Job: paid work experience"]);
    expect(suggested("Sea safety certificate (Seychelles Maritime Academy or equivalent)")).toEqual([
      "Basic Sea Safety (STCW)",
    ]);
  });

  it("suggests nothing a course cannot give, or that no listed course teaches", () => {
    expect(NOTHING_TO_LEARN.map((text) => [text, suggested(text)])).toEqual(NOTHING_TO_LEARN.map((text) => [text, []]));
  });
});

describe("a document asked when one is hired", () => {
  it("reads a health card or a police clearance, in every language, as a document, and suggests no course for it", () => {
    const medical = "Medical certificate (health card) before you start";
    const kinds = [medical, ...DOCUMENTS].map((text) => [text, readings[0]![asked.indexOf(text)]!.kind]);
    expect(kinds).toEqual([medical, ...DOCUMENTS].map((text) => [text, "document"]));
    expect(DOCUMENTS.map((text) => [text, suggested(text)])).toEqual(DOCUMENTS.map((text) => [text, []]));
  });
});

describe("the near misses: never a course that does not fit", () => {
  it("suggests nothing for a clean record, a security guard's or a skipper's licence, or business taxes", () => {
    expect(NOT_A_COURSE.map((text) => [text, suggested(text)])).toEqual(NOT_A_COURSE.map((text) => [text, []]));
  });

  it("finds the course that teaches what was once misread, in each language", () => {
    expect(TAUGHT.map(([text]) => [text, suggested(text)])).toEqual(TAUGHT);
  });

  it("reads safety at sea as the sea safety certificate and electrical safety as electrical work, not security", () => {
    const [sea, seaKreol, electrical, english, it] = WORDS.map((text) => readings[0]![asked.indexOf(text)]!);
    for (const reading of [sea, seaKreol]) {
      expect(reading!.all).toContain("own:stcw");
      expect(reading!.all).not.toContain("own:security");
    }
    expect(electrical!.all).toEqual(["own:electrical"]);
    // "Maîtrise de" is mastery of a thing, not a master's degree.
    expect(english).toMatchObject({ kind: "language" });
    // "IT" is one field (ours), not ours and ESCO's computer technology besides.
    expect(it).toMatchObject({ kind: "qualification", options: [{ level: 3, fields: ["own:it"] }] });
  });
});

describe("the labelled set", () => {
  it("holds each listing's requirements as the listing's files write them, in three languages", () => {
    const labelled = loadLabels();
    expect(labelled.length).toBeGreaterThanOrEqual(60);
    for (const requirement of labelled) {
      expect([requirement.listing, requirement.texts.fr !== "", requirement.texts.crs !== ""]).toEqual([
        requirement.listing,
        true,
        true,
      ]);
      expect(requirement.courses.filter((course) => !byId.has(course))).toEqual([]);
    }
  });
});

import { cvLanguage, profileCv } from "./cv-profile";
import { readCvSections } from "./cv-sections";
import { monthOf } from "./dates";
import { miniPrepared } from "./fixtures/mini-index";

const prepared = miniPrepared();
const today = monthOf("2025-04-20");
const profile = (text: string) => profileCv(readCvSections(text, today), prepared, today);
const conceptIds = (numbers: Iterable<number>) => [...numbers].map((n) => prepared.concepts[n]!.id);

it("reads each job held: its occupation, its months, how long ago it ended", () => {
  const { jobs, monthsWorked } = profile(
    "Experience\nCook, Marie's Takeaway, 2019 – 2021\nCreole dishes.\nSecurity guard, Vigilance, 2022 – present",
  );
  expect(jobs.map((job) => [job.title, conceptIds(job.occupations), job.months, job.endedAgo])).toEqual([
    ["Cook", ["occ:cook0001"], 24, 51],
    ["Security guard", ["occ:guard001"], 39, 0],
  ]);
  expect(monthsWorked).toBe(63);
});

it("asks for the work of its headline, its summary and the job held now, never what the summary calls the past", () => {
  const asked = profile(
    [
      "Marie Hoareau",
      "Cook",
      "Profile",
      "After five years as a security guard, I want to work as a deckhand.",
      "Experience",
      "Fisherman, Island Boats, 2020 – present",
      "Security guard, Vigilance, 2014 – 2019",
    ].join("\n"),
  ).askedFor;
  expect(conceptIds(asked.keys()).toSorted()).toEqual(["occ:cook0001", "occ:deckhand", "occ:fisher01"]);
});

it("reads a study's level and field, and a named qualification", () => {
  const { studies } = profile("Education\nDiploma in culinary arts, 2019\nSecurity guard certificate, 2020");
  expect(studies.map((s) => [s.level, conceptIds(s.fields.keys()), conceptIds(s.named)])).toEqual([
    [4, ["own:cookery"], []],
    [3, [], ["own:security-cert"]],
  ]);
});

it("counts the CV's words that the listings use, for the words in common and the cosine", () => {
  const { listingWords, wordCounts, wordsNorm } = profile("Skills\nGuests, guests and more guests; bookings");
  const guest = prepared.wordNumbers.get("guest")!;
  expect(wordCounts.get(guest)).toBe(3);
  expect(listingWords.has(guest)).toBe(true);
  expect(wordsNorm).toBeGreaterThan(0);
});

it("knows the language a CV is written in, when one clearly leads", () => {
  expect(cvLanguage("I worked in the kitchen of the hotel and with the cooks for my skills")).toBe("en");
  expect(cvLanguage("J'ai travaillé dans la cuisine de l'hôtel avec les cuisiniers pour le service")).toBe("fr");
  expect(cvLanguage("Mon'n travay dan lakwizin lotel avek bann kwizinye ek mon leksperyans")).toBe("crs");
  expect(cvLanguage("Cook. Hotel. Kitchen.")).toBeNull();
});

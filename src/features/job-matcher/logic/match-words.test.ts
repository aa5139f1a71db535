import { listingMatch } from "@/matching/fixtures/listing-match";
import type { RequirementResult } from "@/matching/score";
import { durationText, partialText, reasonTexts, requirementsFoundMessage } from "./match-words";

it("counts what was found", () => {
  expect(requirementsFoundMessage(3, 4)).toBe("3 of 4 requirements found in your CV");
  expect(requirementsFoundMessage(1, 1)).toBe("1 of 1 requirement found in your CV");
  // Only documents asked when one is hired: nothing to count.
  expect(requirementsFoundMessage(0, 0)).toBeNull();
});

it("says a job's length in years from a year on, in months below", () => {
  expect(durationText(49)).toBe("4 years");
  expect(durationText(12)).toBe("1 year");
  expect(durationText(8)).toBe("8 months");
  expect(durationText(0)).toBe("1 month");
});

it("says what a partly shown requirement lacks", () => {
  const years: RequirementResult = {
    found: false,
    optional: false,
    evidence: [],
    partial: { kind: "years", shownYears: 2, askedYears: 3 },
  };
  expect(partialText(years)).toBe("partly found: 2 years in your CV; the job asks for 3 years");
  expect(partialText({ ...years, partial: { kind: "years", shownYears: null, askedYears: 3 } })).toBe(
    "partly found: your CV has this work, but no dates to count its years",
  );
  expect(partialText({ found: false, optional: false, ruledOut: true, evidence: [] })).toBe(
    "your CV says you cannot work these hours",
  );
  expect(partialText({ found: false, optional: false, notHeld: true, evidence: [] })).toBe(
    "your CV says you do not have this licence yet",
  );
  expect(partialText({ found: true, optional: false, evidence: [] })).toBeUndefined();
});

it("puts what else counted in words, quoting the CV", () => {
  const match = listingMatch({
    id: "job2",
    figure: 100,
    background: { title: "Hotel Receptionist", months: 49, closeness: "same" },
    fieldStudied: "Hospitality",
    skills: ["guests", "bookings"],
    sharedWords: ["check-in", "Opera"],
  });
  expect(reasonTexts(match)).toEqual([
    "You have worked as Hotel Receptionist (4 years).",
    "You studied Hospitality.",
    "Also in your CV: guests, bookings.",
    "Words from this listing in your CV: check-in, Opera.",
  ]);
  expect(reasonTexts({ ...match, background: null, fieldStudied: null, skills: [], sharedWords: [] })).toEqual([
    "No job in your CV has this title or a related one.",
  ]);
});

it("names the work the CV asks for, in the CV's words", () => {
  const match = listingMatch({
    id: "job26",
    figure: 65,
    askedFor: "aide-soignante",
  });
  expect(reasonTexts(match)).toEqual([
    "No job in your CV has this title or a related one.",
    "Your CV asks for this work or work close to it (aide-soignante).",
  ]);
});

it("says why a senior post the CV has not reached counts half, and says nothing of it for any other listing", () => {
  const match = listingMatch({
    id: "job19",
    figure: 22,
    background: { title: "Deckhand", months: 48, closeness: "related" },
    levelNotReached: true,
  });
  expect(reasonTexts(match)).toEqual([
    "You have worked as Deckhand (4 years), a job close to this one.",
    "This job asks for a higher level than your CV shows yet (a job or a qualification at its level), so its match counts half.",
  ]);
  const { levelNotReached: _, ...reached } = match;
  expect(reasonTexts(reached)).toEqual(["You have worked as Deckhand (4 years), a job close to this one."]);
});

it("says why a listing whose qualification the CV does not show counts less, and says nothing of it otherwise", () => {
  const match = listingMatch({
    id: "job13",
    figure: 38,
    background: { title: "Cashier", months: 24, closeness: "related" },
    qualificationShort: true,
  });
  expect(reasonTexts(match)).toEqual([
    "You have worked as Cashier (2 years), a job close to this one.",
    "This job asks for a qualification your CV does not show yet, so its match counts 20% less.",
  ]);
  const { qualificationShort: _, ...shown } = match;
  expect(reasonTexts(shown)).toEqual(["You have worked as Cashier (2 years), a job close to this one."]);
});

it("says why a listing whose hours the CV rules out counts less", () => {
  const match = listingMatch({ id: "job2", figure: 50, hoursRuledOut: true });
  expect(reasonTexts(match)).toContain(
    "This job asks for hours your CV says you cannot work, so its match counts 20% less.",
  );
  const { hoursRuledOut: _, ...shown } = match;
  expect(reasonTexts(shown).join(" ")).not.toContain("hours");
});

it("says why a listing that asks a licence the CV does not show, or says is not held, counts less", () => {
  expect(reasonTexts(listingMatch({ id: "job5", figure: 50, licenceShort: true }))).toContain(
    "This job asks for a licence your CV does not show yet, so its match counts 20% less.",
  );
  const match = listingMatch({ id: "job5", figure: 50, licenceNotHeld: true });
  expect(reasonTexts(match)).toContain(
    "This job asks for a licence your CV says you do not have yet, so its match counts 50% less.",
  );
  const { licenceNotHeld: _, ...shown } = match;
  expect(reasonTexts(shown).join(" ")).not.toContain("licence");
});

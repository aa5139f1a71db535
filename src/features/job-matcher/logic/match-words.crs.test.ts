import { listingMatch } from "@/matching/fixtures/listing-match";
import { partialText, reasonTexts } from "./match-words";

vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("crs", await actual()));

it("names the work the CV asks for, in the CV's words", () => {
  const match = listingMatch({
    id: "job26",
    figure: 65,
    askedFor: "aide-soignante",
  });
  expect(reasonTexts(match)).toContain("Ou CV i rod sa travay oubyen en travay ki pros (aide-soignante).");
});

it("says in Kreol why a senior post the CV has not reached counts half", () => {
  const match = listingMatch({
    id: "job19",
    figure: 22,
    levelNotReached: true,
  });
  expect(reasonTexts(match)).toContain(
    "Sa travay i demann en nivo pli o ki sa ki ou CV i montre (en travay oubyen en kalifikasyon sa nivo), alor i konte pour lanmwatye.",
  );
});

it("says in Kreol why a listing whose qualification the CV does not show counts less", () => {
  const match = listingMatch({ id: "job13", figure: 38, qualificationShort: true });
  expect(reasonTexts(match)).toContain(
    "Sa travay i demann en kalifikasyon ki ou CV i pa montre ankor, alor i konte 20% mwens.",
  );
});

it("says the CV rules out the hours a requirement asks", () => {
  expect(partialText({ found: false, optional: false, ruledOut: true, evidence: [] })).toBe(
    "ou CV i dir ou pa kapab travay sa bann ler",
  );
});

it("says in Kreol that the CV says a licence is not held, and why the listing counts less", () => {
  expect(partialText({ found: false, optional: false, notHeld: true, evidence: [] })).toBe(
    "ou CV i dir ou pa ankor annan sa lisans",
  );
  expect(reasonTexts(listingMatch({ id: "job5", figure: 50, licenceNotHeld: true }))).toContain(
    "Sa travay i demann en lisans ki ou CV i dir ou pa ankor annan, alor i konte 50% mwens.",
  );
  expect(reasonTexts(listingMatch({ id: "job5", figure: 50, licenceShort: true }))).toContain(
    "Sa travay i demann en lisans ki ou CV i pa montre ankor, alor i konte 20% mwens.",
  );
});

it("says in Kreol why a listing whose hours the CV rules out counts less", () => {
  const match = listingMatch({ id: "job2", figure: 50, hoursRuledOut: true });
  expect(reasonTexts(match)).toContain(
    "Sa travay i demann bann ler ki ou CV i dir ou pa kapab travay, alor i konte 20% mwens.",
  );
});

import { listingMatch } from "@/matching/fixtures/listing-match";
import { partialText, reasonTexts } from "./match-words";

vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));

it("names the work the CV asks for, in the CV's words", () => {
  const match = listingMatch({
    id: "job26",
    figure: 65,
    askedFor: "aide-soignante",
  });
  expect(reasonTexts(match)).toContain(
    "Votre CV indique que vous cherchez ce travail ou un travail proche (aide-soignante).",
  );
});

it("says in French why a senior post the CV has not reached counts half", () => {
  const match = listingMatch({
    id: "job19",
    figure: 22,
    levelNotReached: true,
  });
  expect(reasonTexts(match)).toContain(
    "Ce poste demande un niveau plus élevé que celui que montre votre CV (un emploi ou un diplôme de ce niveau)\u202f: il compte donc pour moitié.",
  );
});

it("says in French why a listing whose qualification the CV does not show counts less", () => {
  const match = listingMatch({ id: "job13", figure: 38, qualificationShort: true });
  expect(reasonTexts(match)).toContain(
    "Ce poste demande un diplôme que votre CV ne montre pas encore\u202f: il compte donc 20\u202f% de moins.",
  );
});

it("says the CV rules out the hours a requirement asks", () => {
  expect(partialText({ found: false, optional: false, ruledOut: true, evidence: [] })).toBe(
    "votre CV dit que vous ne pouvez pas travailler à ces horaires",
  );
});

it("says in French that the CV says a licence is not held, and why the listing counts less", () => {
  expect(partialText({ found: false, optional: false, notHeld: true, evidence: [] })).toBe(
    "votre CV dit que vous n'avez pas encore ce permis",
  );
  expect(reasonTexts(listingMatch({ id: "job5", figure: 50, licenceNotHeld: true }))).toContain(
    "Ce poste demande un permis que, d'après votre CV, vous n'avez pas encore\u202f: il compte donc 50\u202f% de moins.",
  );
  expect(reasonTexts(listingMatch({ id: "job5", figure: 50, licenceShort: true }))).toContain(
    "Ce poste demande un permis que votre CV ne montre pas encore\u202f: il compte donc 20\u202f% de moins.",
  );
});

it("says in French why a listing whose hours the CV rules out counts less", () => {
  const match = listingMatch({ id: "job2", figure: 50, hoursRuledOut: true });
  expect(reasonTexts(match)).toContain(
    "Ce poste demande des horaires que votre CV exclut\u202f: il compte donc 20\u202f% de moins.",
  );
});

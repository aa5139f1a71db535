import type { ListingMatch } from "@/matching/score";
import { reasonTexts } from "./match-words";

vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));

it("names the work the CV asks for, in the CV's words", () => {
  const match: ListingMatch = {
    id: "job26",
    figure: 65,
    requirements: [],
    background: null,
    fieldStudied: null,
    skills: [],
    wish: null,
    askedFor: "aide-soignante",
    sharedWords: [],
  };
  expect(reasonTexts(match)).toContain(
    "Votre CV indique que vous cherchez ce travail ou un travail proche (aide-soignante).",
  );
});

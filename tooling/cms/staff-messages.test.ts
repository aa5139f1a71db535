// The editor's messages in the staff's three languages: the build's words for a mistake after the
// field's name, as one sentence in each language where the words read on from the name, else after
// a colon.
import { describe, expect, it } from "vitest";
import { FIX_WORDS } from "./fix-words.ts";
import { staffMessage } from "./staff-messages.ts";

const MAX = { en: "Max", fr: "Max", crs: "Max" };

describe("a mistake named in the staff's three languages", () => {
  it("says a highest pay below the lowest as a plain sentence in English, French and Kreol Seselwa", () => {
    expect(staffMessage(FIX_WORDS, "is less than the lowest pay (Min): the highest pay must be Min or more", MAX)).toBe(
      [
        "Max is less than the lowest pay (Min): the highest pay must be Min or more",
        "Max est plus petit que le salaire le plus bas (Min)\u202F: le salaire le plus haut doit être Min ou plus",
        "Max i pli pti ki saler pli ba (Min): saler pli o i bezwen Min oubyen plis",
      ].join("\n"),
    );
  });

  it("names the tab the mistake is in, before the sentence", () => {
    expect(
      staffMessage(FIX_WORDS, "is less than the lowest pay (Min): the highest pay must be Min or more", MAX, "en"),
    ).toBe(
      [
        "English tab: Max is less than the lowest pay (Min): the highest pay must be Min or more",
        "Onglet anglais\u202F: Max est plus petit que le salaire le plus bas (Min)\u202F: le salaire le plus haut doit être Min ou plus",
        "Tab Angle: Max i pli pti ki saler pli ba (Min): saler pli o i bezwen Min oubyen plis",
      ].join("\n"),
    );
  });

  it("reads on from the name in each language where its words do, and keeps a colon where they begin with a value", () => {
    const phone = { en: "Phone", fr: "Téléphone", crs: "Telefonn" };
    expect(
      staffMessage(FIX_WORDS, "is not a phone number: write +248 and seven digits, like +248 429 8600", phone),
    ).toBe(
      [
        "Phone is not a phone number: write +248 and seven digits, like +248 429 8600",
        "Téléphone n'est pas un numéro de téléphone\u202F: écrivez +248 et sept chiffres, comme +248 429 8600",
        "Telefonn pa en nimero telefonn: ekrir +248 ek set sif, parey +248 429 8600",
      ].join("\n"),
    );
    const closes = { en: "Closes", fr: "Clôture", crs: "I ferm" };
    expect(
      staffMessage(
        FIX_WORDS,
        "is 2025-04-01, before the day the listing went up (posted: 2025-04-16): the last day to apply must be on or after it",
        closes,
      ),
    ).toBe(
      [
        "Closes is 2025-04-01, before the day the listing went up (posted: 2025-04-16): the last day to apply must be on or after it",
        "Clôture\u202F: 2025-04-01 est avant le jour de parution de l'offre (posted\u202F: 2025-04-16)\u202F: la clôture doit être ce jour-là ou après",
        "I ferm: i 2025-04-01, avan zour ki sa anons travay ti paret (posted: 2025-04-16): zour ki i ferm i bezwen sa zour oubyen apre",
      ].join("\n"),
    );
  });
});

import { expect, it } from "vitest";
import { contentWords, isContentWord } from "./listing-words";

// An IT support listing and a fisherman's CV share only words that say nothing of either job: the
// words in common (and the card's "Words from this listing in your CV") must not count them.
const itSupport = [
  "IT Support Technician",
  "Set up and keep small office computers working; basic certificate in IT; keep the server room clean.",
  "Knowledge of Windows and networks; help desk work.",
];
const fisherman = [
  "Fisherman with a basic sea safety certificate. I keep the boat clean, set the nets and work on a small boat.",
];

it("never counts words that describe no work, in English, French or Kreol", () => {
  const shared = contentWords(itSupport).filter((word) => contentWords(fisherman).includes(word));
  expect(shared).toEqual([]);
  for (const word of ["set", "small", "clean", "keep", "basic", "work", "certificate"])
    expect({ word, counted: isContentWord(word) }).toEqual({ word, counted: false });
  for (const word of ["petit", "travail", "certificat", "travay", "pti", "sertifika"])
    expect({ word, counted: isContentWord(word) }).toEqual({ word, counted: false });
  // A diploma is a level of study, as a certificate is: "Diplôme" is no word the CV shares with the IT support post.
  for (const word of ["diploma", "diplome", "diplonm"])
    expect({ word, counted: isContentWord(word) }).toEqual({ word, counted: false });
});

it("still counts the words that name the work itself", () => {
  expect(contentWords(itSupport)).toEqual(expect.arrayContaining(["window", "network", "server", "computer"]));
  expect(contentWords(fisherman)).toEqual(expect.arrayContaining(["fisherman", "net", "boat"]));
  for (const word of ["payroll", "patrol", "nurse"]) expect(isContentWord(word)).toBe(true);
});

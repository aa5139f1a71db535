import { cvWords, wordsOf } from "./cv-words";

describe("cvWords", () => {
  it("has the CV's words in every language of the site, each with every word English has", () => {
    expect(Object.keys(cvWords)).toEqual(["en", "fr", "crs"]);
    for (const words of Object.values(cvWords)) {
      expect(words).toBeDefined();
      expect(Object.keys(words).toSorted()).toEqual(Object.keys(cvWords.en).toSorted());
    }
  });

  it("gives a CV the words of the language it is written in, English when it says none", () => {
    expect(wordsOf({ cvLanguage: "fr" })).toBe(cvWords.fr);
    expect(wordsOf({ cvLanguage: "crs" })).toBe(cvWords.crs);
    expect(wordsOf({})).toBe(cvWords.en);
    expect(cvWords.fr).not.toEqual(cvWords.en);
  });
});

import { frenchTypographyProblems, typesetFrench, typesetFrenchDeep } from "./french-typography.mjs";

const N = "\u202F";

describe("typesetFrench", () => {
  it("puts a narrow no-break space before ; : ! ? in place of a typed space or none", () => {
    expect(typesetFrench("Lieu : Victoria ; ouvert ! Vraiment ?")).toBe(
      `Lieu${N}: Victoria${N}; ouvert${N}! Vraiment${N}?`,
    );
    expect(typesetFrench("Oups! Lieu: Victoria")).toBe(`Oups${N}! Lieu${N}: Victoria`);
    expect(typesetFrench("Heures\u00A0: 8 h")).toBe(`Heures${N}: 8 h`);
  });

  it("puts it inside « », typed with or without spaces", () => {
    expect(typesetFrench("« Enregistrer » et «Ouvrir»")).toBe(`«${N}Enregistrer${N}» et «${N}Ouvrir${N}»`);
  });

  it("leaves times, addresses, queries and text already set as they are", () => {
    for (const text of ["16:00", "https://www.jobs.sc/listings?x=1", "a@b.sc", `Lieu${N}: Victoria`, "Quoi ?!"])
      expect(typesetFrench(typesetFrench(text))).toBe(text === "Quoi ?!" ? `Quoi${N}?!` : text);
  });
});

it("typesetFrenchDeep sets every string of content items and keeps the rest", () => {
  const item = { title: "Oups !", posted: "2025-04-14", match: 95, list: [{ text: "Note : oui" }], none: null };
  expect(typesetFrenchDeep(item)).toEqual({
    title: `Oups${N}!`,
    posted: "2025-04-14",
    match: 95,
    list: [{ text: `Note${N}: oui` }],
    none: null,
  });
});

describe("frenchTypographyProblems", () => {
  it("finds an ordinary space, a no-break space or no space before a mark, and « » without their space", () => {
    expect(frenchTypographyProblems("Lieu : a ; b! c\u00A0? « d »")).toEqual([
      '":" has an ordinary space before it: put a narrow no-break space (U+202F) there',
      '";" has an ordinary space before it: put a narrow no-break space (U+202F) there',
      '"!" has no space before it: put a narrow no-break space (U+202F) there',
      '"?" has a no-break space before it: put a narrow no-break space (U+202F) there',
      '"«" needs a narrow no-break space (U+202F) after it',
      '"»" needs a narrow no-break space (U+202F) before it',
    ]);
  });

  it("passes text set by typesetFrench", () => {
    expect(frenchTypographyProblems(typesetFrench("Lieu : a ; b! c ? « d » Quoi ?!"))).toEqual([]);
  });
});

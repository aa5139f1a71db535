import { frenchTypographyProblems, typesetFrench, typesetFrenchDeep } from "./french-typography.mjs";

const N = "\u202F";

describe("typesetFrench", () => {
  it("puts a narrow no-break space before ; : ! ? in place of a typed space or none", () => {
    expect(typesetFrench("Lieu : Victoria ; ouvert ! Vraiment ?")).toBe(
      `Lieu${N}: Victoria${N}; ouvert${N}! Vraiment${N}?`,
    );
    expect(typesetFrench("Oups! Lieu: Victoria")).toBe(`Oups${N}! Lieu${N}: Victoria`);
    expect(typesetFrench("Heures\u00A0: 8 h")).toBe(`Heures${N}: 8\u00A0h`);
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

const nb = "\u00A0";

describe("French numbers (issue 36)", () => {
  it.each([
    ["thousands", "SCR 8 000 par mois", `SCR${nb}8${N}000 par mois`],
    [
      "a unit after a number",
      "plus de 400 kg de déchets, 10 Mo au plus",
      `plus de 400${nb}kg de déchets, 10${nb}Mo au plus`,
    ],
    ["a time", "de 8 h 00 à 16 h 00, puis à 16 h.", `de 8${nb}h${nb}00 à 16${nb}h${nb}00, puis à 16${nb}h.`],
    ["n°", "Formation n° 4 et n°5", `Formation n°${nb}4 et n°${nb}5`],
    ["a percentage", "10 % et 20%", `10${N}% et 20${N}%`],
    ["the first of a month", "le 1 mai 2026", `le 1er${nb}mai${nb}2026`],
    ["a date", "le 14 juin 2026", `le 14${nb}juin${nb}2026`],
    ["three dots", "Analyse en cours...", "Analyse en cours…"],
    // Issue 48: what staff write in a listing, as they type it.
    ["a bonus in roupies", "prime de 1 500 roupies par mois", `prime de 1${N}500${nb}roupies par mois`],
    ["an amount before SCR", "entre 8 000 SCR et 1 roupie", `entre 8${N}000${nb}SCR et 1${nb}roupie`],
    ["thousands typed with a thin space", "prime de 1\u2009500", `prime de 1${N}500`],
  ])("sets %s", (_kind, typed, set) => {
    expect(typesetFrench(typed)).toBe(set);
    expect(frenchTypographyProblems(set)).toEqual([]);
  });

  it("leaves phone numbers, years, times with a colon and words that only look like units as they are", () => {
    for (const text of [
      "+248 422 5101",
      "le 4 38 08 00",
      "en 2025 et 2026",
      "à 16:00",
      "1 l’équipe",
      "3 lits",
      "11 mois",
    ])
      expect(typesetFrench(text)).toBe(text);
  });

  it.each([
    ["thousands", `Jusqu'à 8 000${nb}roupies`, '"8 000": put a narrow no-break space (U+202F) between the thousands'],
    ["a unit", "Il fait {size} Mo", '"{size} Mo": put a no-break space (U+00A0) between a number and its unit'],
    ["a unit", "400 kg", '"400 kg": put a no-break space (U+00A0) between a number and its unit'],
    [
      "money",
      "une prime de {amount} roupies",
      '"{amount} roupies": put a no-break space (U+00A0) between a number and its unit',
    ],
    ["a time", `{hours}${nb}h {minutes}`, `"{hours}${nb}h {": put a no-break space (U+00A0) before the minutes`],
    ["n°", "Formation n° {number}", '"n° ": put a no-break space (U+00A0) after "n°"'],
    ["a currency", "SCR {min} – {max}", '"SCR": put a no-break space (U+00A0) after the currency'],
    ["a percentage", "Compatible à {match} %", '"{match} %": put a narrow no-break space (U+202F) before "%"'],
    ["the first of a month", `le 1${nb}mai`, `"1${nb}mai": French writes the first of a month "1er"`],
    ["a date", "le 14 juin", '"14 juin": put no-break spaces (U+00A0) inside a date'],
    ["three dots", "Rechercher des emplois...", '"..." is three dots: write the ellipsis "…"'],
  ])("finds %s set wrong in a message", (_kind, text, problem) => {
    expect(frenchTypographyProblems(text)).toEqual([problem]);
  });
});

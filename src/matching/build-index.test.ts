import { agreedConcepts, buildMatchIndex, type TaxonomyConcept } from "./build-index";
import { MINI_LISTINGS, MINI_TAXONOMY } from "./fixtures/mini-index";

const { index, warnings } = buildMatchIndex(MINI_LISTINGS, MINI_TAXONOMY);
const id = (n: number) => index.concepts[n]!.id;

it("names each listing's occupation from its title, and how close the other occupations are", () => {
  expect(index.listings.reception!.occupations.map(id)).toEqual(["occ:recept01"]);
  // The front office agent shares the receptionist's ISCO group and essential skills.
  const related = Object.entries(index.listings.reception!.related).map(([n, close]) => [id(Number(n)), close]);
  expect(related).toContainEqual(["occ:recept01", 1]);
  expect(related.find(([c]) => c === "occ:frontof1")?.[1]).toBeGreaterThanOrEqual(0.75);
  expect(related.map(([c]) => c)).not.toContain("occ:cook0001");
});

it("reads what each requirement asks, from its three languages", () => {
  expect(index.listings.reception!.requirements.map((r) => r.kind)).toEqual([
    "experience",
    "qualification",
    "language",
    "availability",
  ]);
  expect(index.listings.reception!.requirements[0]).toMatchObject({ kind: "experience", years: 2 });
  // "Strong swimmer" names no concept: it is checked by its words, and the content check is told.
  expect(index.listings.deckhand!.requirements[1]).toEqual({ kind: "words", words: [["swimmer"], [], []] });
  expect(warnings).toContainEqual({ listing: "deckhand", kind: "requirement", index: 1, text: "Strong swimmer" });
});

it("asks what two of a listing's three languages name, and all one or two languages name", () => {
  // English alone names 3 (a misreading, as "dress the window" read as Windows); French and Kreol both name 4.
  const en = new Set([1, 2, 3]);
  const fr = new Set([1, 2, 4]);
  const crs = new Set([1, 4]);
  expect([...agreedConcepts([en, fr, crs])].toSorted()).toEqual([1, 2, 4]);
  expect([...agreedConcepts([en, fr])].toSorted()).toEqual([1, 2, 3, 4]);
  expect([...agreedConcepts([en])].toSorted()).toEqual([1, 2, 3]);
  expect([...agreedConcepts([])]).toEqual([]);
});

it("ships only the concepts the listings need and the occupations a CV often names", () => {
  const shipped = index.concepts.map((c) => c.id);
  expect(shipped).toContain("occ:fisher01");
  // Nothing relates the personal assistant to a listing, and CVs here rarely name it.
  expect(shipped).not.toContain("occ:persass1");
  expect(index.phrases.every(([, concepts]) => concepts.every((n) => n < index.concepts.length))).toBe(true);
});

it("keeps each listing's words per language, delta-encoded, with a weight per word", () => {
  expect(index.listings.reception!.words).toHaveLength(3);
  expect(index.listings.cook!.words).toHaveLength(1);
  expect(index.words.idf).toHaveLength(index.words.vocabulary.length);
});

it("reads a certificate named by a trade as that trade's field, never as any certificate at all", () => {
  const withGuard = buildMatchIndex(
    [
      ...MINI_LISTINGS,
      {
        id: "guard-training",
        posted: "2025-04-02",
        en: {
          title: "Security Guard",
          description: "Guard a hotel.",
          requirements: ["Security guard training certificate"],
        },
      },
    ],
    MINI_TAXONOMY,
  ).index;
  const requirement = withGuard.listings["guard-training"]!.requirements[0]!;
  expect(requirement.kind).toBe("qualification");
  const options = requirement.kind === "qualification" ? requirement.options : [];
  expect(options.flatMap((o) => o.fields).map((n) => withGuard.concepts[n]!.id)).toEqual(["own:security"]);
});

it("keeps 'PA' (a personal assistant) apart from the Kreol 'pa' (not): found only written in capitals", () => {
  const assistant = {
    id: "pa",
    posted: "2025-04-02",
    en: { title: "Personal Assistant", description: "Keep the director's diary.", requirements: ["English"] },
  };
  const keys = buildMatchIndex([...MINI_LISTINGS, assistant], MINI_TAXONOMY).index.phrases.map(([key]) => key);
  expect(keys).toContain("personal assistant");
  expect(keys).toContain("^^pa");
  expect(keys).not.toContain("pa");
});

/** The occupations the phrase "capitaine" names in an index built with these occupations added. */
const captainIn = (concepts: TaxonomyConcept[]) => {
  const built = buildMatchIndex(MINI_LISTINGS, {
    ...MINI_TAXONOMY,
    concepts: [...MINI_TAXONOMY.concepts, ...concepts],
  }).index;
  return built.phrases.find(([key]) => key === "capitaine")?.[1].map((n) => built.concepts[n]!.id);
};

it("reads a label an occupation shares as the one our own words give it to, before ESCO's preferred label", () => {
  // ESCO's preferred French label of an army captain is "capitaine"; a Seychelles CV means a boat's.
  const army = {
    id: "occ:army0001",
    kind: "occupation" as const,
    labels: ["capitaine"],
    preferred: ["capitaine"],
    isco: "0110",
    common: true,
  };
  const skipper = {
    id: "occ:skipper1",
    kind: "occupation" as const,
    labels: ["skipper", "capitaine"],
    isco: "3152",
    common: true,
  };
  expect(captainIn([army, { ...skipper, own: ["capitaine"] }])).toEqual(["occ:skipper1"]);
  // Without our words, ESCO's preferred label decides.
  expect(captainIn([army, skipper])).toEqual(["occ:army0001"]);
});

it("names an occupation once under a phrase two of its labels fold to, so it is not taken for two that share it", () => {
  // "crèche teacher" and "creche teacher" are one phrase: named twice, the occupation counted as two sharing
  // it. Here a made-up occupation has two labels that fold to "capitaine".
  const teacher = {
    id: "occ:creche01",
    kind: "occupation" as const,
    labels: ["capitaine", "capitainé", "crèche teacher"],
    isco: "2342",
    common: true,
  };
  const army = { id: "occ:army0001", kind: "occupation" as const, labels: ["capitaine"], isco: "0110", common: true };
  expect(captainIn([teacher])).toEqual(["occ:creche01"]);
  expect(captainIn([army, teacher])).toEqual(["occ:army0001", "occ:creche01"]);
});

import { buildMatchIndex } from "../../matching/build-index.ts";
import { escoRelations, readTaxonomy } from "./taxonomy.server.ts";

it("keys ESCO's essential skills and broader occupations by the matcher's concept ids", () => {
  const relations = escoRelations(
    new Map([["a10eb17a", ["05bc7677", "47ed1d37"]]]),
    new Map([["a10eb17a", ["e7970c7a"]]]),
  );
  expect([...relations.essentialSkills]).toEqual([["occ:a10eb17a", ["skill:05bc7677", "skill:47ed1d37"]]]);
  expect([...relations.broader]).toEqual([["occ:a10eb17a", ["occ:e7970c7a"]]]);
});

describe("the taxonomy the build reads", { timeout: 30_000 }, () => {
  const taxonomy = readTaxonomy();

  it("relates only concepts it has", () => {
    const ids = new Set(taxonomy.concepts.map((concept) => concept.id));
    const unknown = [...taxonomy.essentialSkills, ...taxonomy.broader].flatMap(([id, others]) =>
      [id, ...others].filter((other) => !ids.has(other)),
    );
    expect(taxonomy.essentialSkills.size).toBeGreaterThan(100);
    expect(taxonomy.broader.size).toBeGreaterThan(100);
    expect(unknown.filter((id) => !id.startsWith("skill:"))).toEqual([]);
  });

  // A Kreol CV names the gardener 'zardinye', the garden labourer's word (src/matching/words/crs.json):
  // another ISCO group than the listing's landscape gardener, close only through ESCO's shared essential skills.
  it("makes the garden labourer ('zardinye') close to a gardener's listing", () => {
    const listing = {
      id: "gardener",
      posted: "2025-04-19",
      en: {
        title: "Gardener / Landscaper",
        description: "Plant and look after hotel and villa gardens.",
        requirements: ["One year of experience in gardening, landscaping or agriculture"],
      },
    };
    const { index } = buildMatchIndex([listing], taxonomy);
    const related = Object.entries(index.listings.gardener!.related).map(([n, close]) => [
      index.concepts[Number(n)]!.id,
      close,
    ]);
    expect(related).toContainEqual(["occ:a10eb17a", 0.65]);
  });
});

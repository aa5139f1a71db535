import { varyListings } from "./speed-listings";
import type { Listing } from "./scorer";

const listing = (n: number): Listing => {
  const text = { title: `Job ${n}`, description: `About job ${n}`, requirements: [`${n}a`, `${n}b`, `${n}c`] };
  return {
    id: `job${n}`,
    slug: `job-${n}`,
    company: `Company ${n}`,
    location: `Place ${n}`,
    type: "Full-time",
    salary: { min: 1, max: 2 },
    posted: "2025-04-01",
    source: "Source",
    url: `https://example.org/${n}`,
    text: { en: text, fr: text, crs: text },
  };
};

describe("varyListings", () => {
  const set = [1, 2, 3, 4, 5].map(listing);
  const many = varyListings(set, 12);

  it("makes as many listings as asked, each with its own id and slug, the set's own first", () => {
    expect(many).toHaveLength(12);
    expect(new Set(many.map((l) => l.id)).size).toBe(12);
    expect(new Set(many.map((l) => l.slug)).size).toBe(12);
    expect(many.slice(0, 5)).toEqual(set);
    expect(many[5]?.id).toBe("job1-1");
  });

  it("varies the copies: another employer and place, requirements in another order, one borrowed every other round", () => {
    const copy = many[5] as Listing;
    expect(copy.company).not.toBe("Company 1");
    expect(copy.text.en.title).toBe("Job 1");
    expect(copy.text.en.requirements.slice(0, 3)).toEqual(["1b", "1c", "1a"]);
    expect(copy.text.en.requirements).toHaveLength(4);
    expect(many[10]?.text.fr.requirements).toEqual(["1c", "1a", "1b"]);
  });

  it("makes nothing from no listings", () => {
    expect(varyListings([], 200)).toEqual([]);
  });
});

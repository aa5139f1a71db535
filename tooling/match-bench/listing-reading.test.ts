// How the matcher reads the labelled set's listings (labelled-set/listings, in the content format staff
// use): the requirements a recruiter reads one way must not be read another.
import path from "node:path";
import { matchIndexForJobsFolder } from "../../src/content/jobs/collection.server";

const { index } = matchIndexForJobsFolder(path.resolve(import.meta.dirname, "labelled-set/listings"));
const conceptIds = (ns: readonly number[]) => ns.map((n) => index.concepts[n]!.id);

it("reads standing or walking 'for long hours' as being fit, never as overtime asked", () => {
  // "Physically fit for long hours standing and lifting up to 20 kg" (the kitchen hand),
  // "Physically fit for bending, lifting and long hours on your feet" (the room attendant),
  // "Physically fit, able to stand and walk for long hours" (the security guard).
  for (const [listing, at] of [
    ["job8", 1],
    ["job10", 2],
    ["job25", 2],
  ] as const) {
    const requirement = index.listings[listing]!.requirements[at]!;
    expect(requirement.kind).toBe("skill");
    expect(requirement.kind === "skill" && conceptIds(requirement.concepts)).toContain("own:fitness");
  }
  const asked = Object.values(index.listings).flatMap((listing) =>
    listing.requirements.flatMap((r) => (r.kind === "availability" ? conceptIds(r.concepts) : [])),
  );
  expect(asked).not.toContain("own:overtime");
}, 30_000);

it("names a ferry's deckhand and a long-liner's fisherman as two trades, close but not the same", () => {
  const occupations = (listing: string) => conceptIds(index.listings[listing]!.occupations);
  // ESCO's boat crew member ("Deckhand", "Matelot de pont", "Matlo") and its fisheries deckhand (fisherman).
  expect(occupations("job17")).toEqual(["occ:ddb3e6a4"]);
  expect(occupations("job18")).toEqual(["occ:18dafd4f"]);
  const fisherman = index.concepts.findIndex((c) => c.id === "occ:18dafd4f");
  expect(index.listings.job17!.related[fisherman]).toBeGreaterThanOrEqual(0.7);
}, 30_000);

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

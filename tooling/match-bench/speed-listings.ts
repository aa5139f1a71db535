// Many listings from the set's few, for the speed figure (scoring 200 listings): each listing again
// and again, each time with another listing's employer and place, its requirements in another order,
// and every other time one requirement of another listing added, so no two are the same. Pure.
import { LANGUAGES, type Listing } from "./scorer";

const rotate = <T>(items: readonly T[], by: number): T[] => {
  const shift = items.length === 0 ? 0 : by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
};

export function varyListings(listings: readonly Listing[], count: number): Listing[] {
  if (listings.length === 0) return [];
  return Array.from({ length: count }, (_, i) => {
    const base = listings[i % listings.length] as Listing;
    const round = Math.floor(i / listings.length);
    if (round === 0) return base;
    const other = listings[(i * 7 + round) % listings.length] as Listing;
    const text = Object.fromEntries(
      LANGUAGES.map((language) => {
        const own = base.text[language];
        const borrowed = other.text[language].requirements[0];
        const requirements = rotate(own.requirements, round);
        return [
          language,
          { ...own, requirements: round % 2 === 1 && borrowed ? [...requirements, borrowed] : requirements },
        ];
      }),
    ) as Listing["text"];
    return {
      ...base,
      id: `${base.id}-${round}`,
      slug: `${base.slug}-${round}`,
      company: other.company,
      location: other.location,
      text,
    };
  });
}

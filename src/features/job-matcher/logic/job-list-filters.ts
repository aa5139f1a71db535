import { foldForSearch, matchesSearch } from "@/lib/text-search";
import type { JobListing, JobType } from "@/content/jobs/pages";

/*
 * The filters of the list of open jobs (/jobs): where, the kind of work, the lowest pay wanted and
 * a search. They live in the address (/jobs?where=Praslin&type=Full-time&pay=10000&q=guide), so a
 * filtered list survives a reload and can be shared; anything in it the list cannot use is ignored.
 */

export type JobFilters = {
  /** The search words, matched as the site's one search rule does (title, employer, place). */
  q: string;
  /** A listing's island ("Mahé") or its whole place ("Victoria, Mahé"); "" for anywhere. */
  where: string;
  /** One kind of work; "" for any. */
  type: JobType | "";
  /** The monthly pay, in rupees, a listing must reach at its top; null for any. */
  pay: number | null;
};

export const NO_FILTERS: JobFilters = { q: "", where: "", type: "", pay: null };

/** The address's parameters, which are also the form's field names (a plain GET form sends them). */
export const FILTER_PARAMS = { q: "q", where: "where", type: "type", pay: "pay" } as const;

/** The kinds of work, in the order the filter offers them (every one of the collection's JOB_TYPES). */
const typeOrder: Record<JobType, number> = { "Full-time": 0, "Part-time": 1, Contract: 2, Temporary: 3, Internship: 4 };
export const JOB_TYPE_CHOICES = (Object.keys(typeOrder) as JobType[]).toSorted((a, b) => typeOrder[a] - typeOrder[b]);

/** The pay steps offered, in rupees a month: the sample listings pay from 5,000 to 22,000. */
export const PAY_STEPS = [5000, 8000, 10000, 12000, 15000, 20000] as const;

/** "Victoria, Mahé" → "Mahé": the part after the last comma, or the whole place when it has none. */
export function islandOf(location: string): string {
  const parts = location.split(",");
  return parts[parts.length - 1]!.trim();
}

export type PlaceGroup = { island: string; places: string[] };

/**
 * The islands the listings are on, and each island's places, for the 'where' choice: islands with
 * more listings first (then A to Z), their places A to Z. A place that names only its island
 * ("Praslin") adds no place of its own.
 */
export function placeGroups(listings: readonly Pick<JobListing, "location">[]): PlaceGroup[] {
  const byIsland = new Map<string, { count: number; places: Set<string> }>();
  for (const { location } of listings) {
    const island = islandOf(location);
    const group = byIsland.get(island) ?? { count: 0, places: new Set<string>() };
    group.count += 1;
    if (location.trim() !== island) group.places.add(location.trim());
    byIsland.set(island, group);
  }
  return [...byIsland.entries()]
    .toSorted(([a, ga], [b, gb]) => gb.count - ga.count || a.localeCompare(b, "fr"))
    .map(([island, group]) => ({ island, places: [...group.places].toSorted((a, b) => a.localeCompare(b, "fr")) }));
}

const same = (a: string, b: string) => foldForSearch(a.trim()) === foldForSearch(b.trim());

/**
 * Reads the address (or a form's fields) into filters. A 'where' that is none of `groups`' islands
 * or places, a type that is not one of the five and a pay that is not one of the steps are dropped,
 * so a mistyped or old link shows the whole list rather than nothing. 'where' is matched ignoring
 * case and accents ("mahe" is Mahé) and kept as the listings write it.
 */
export function parseJobFilters(
  params: { get(name: string): string | null | FormDataEntryValue },
  groups: readonly PlaceGroup[],
): JobFilters {
  const read = (name: string) => {
    const value = params.get(name);
    return typeof value === "string" ? value : "";
  };
  const whereAsked = read(FILTER_PARAMS.where);
  const where =
    whereAsked.trim() === ""
      ? ""
      : (groups.flatMap((group) => [group.island, ...group.places]).find((name) => same(name, whereAsked)) ?? "");
  const typeAsked = read(FILTER_PARAMS.type);
  const type = JOB_TYPE_CHOICES.find((choice) => same(choice, typeAsked)) ?? "";
  const payAsked = Number(read(FILTER_PARAMS.pay));
  const pay = PAY_STEPS.find((step) => step === payAsked) ?? null;
  return { q: read(FILTER_PARAMS.q), where, type, pay };
}

/** The filters as the address writes them, leaving out what is not set, so the plain /jobs stays plain. */
export function toJobSearchParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== "") params.set(FILTER_PARAMS.q, filters.q);
  if (filters.where !== "") params.set(FILTER_PARAMS.where, filters.where);
  if (filters.type !== "") params.set(FILTER_PARAMS.type, filters.type);
  if (filters.pay !== null) params.set(FILTER_PARAMS.pay, String(filters.pay));
  return params;
}

/** Whether any filter or search words are set. */
export function hasFilters(filters: JobFilters): boolean {
  return filters.q.trim() !== "" || filters.where !== "" || filters.type !== "" || filters.pay !== null;
}

type Filterable = Pick<JobListing, "title" | "company" | "location" | "type" | "salary">;

/** Whether a listing passes every filter: its island or place, its kind, its top pay, the search. */
export function passesFilters(listing: Filterable, filters: JobFilters): boolean {
  if (
    filters.where !== "" &&
    !same(listing.location, filters.where) &&
    !same(islandOf(listing.location), filters.where)
  )
    return false;
  if (filters.type !== "" && listing.type !== filters.type) return false;
  if (filters.pay !== null && listing.salary.max < filters.pay) return false;
  return matchesSearch([listing.title, listing.company, listing.location], filters.q);
}

/** The listings that pass the filters, in their order. */
export function filterListings<T extends Filterable>(listings: readonly T[], filters: JobFilters): T[] {
  return listings.filter((listing) => passesFilters(listing, filters));
}

/*
 * The filters of the list of courses (/training): the field, the island, free only, starting in the
 * next 30 days, and the provider (the Help Directory's link to an organisation's courses). They live
 * in the address (/training?field=office&island=praslin&free=1&soon=1), so a filtered list survives
 * a reload and can be shared; a value the list does not know is dropped, so an old or mistyped link
 * shows every course rather than none. Without JavaScript the same form filters the list by CSS
 * (./course-filter-css.ts).
 */
import { islandOf, startsSoon } from "@/content/courses/course-card";
import { COURSE_AREAS, type CourseArea, type CourseCard } from "@/content/courses/pages";

export type CourseFilters = {
  /** One field ("office"); "" for every field. */
  field: CourseArea | "";
  /** One island, as the address writes it ("la-digue": islandKey); "" for every island. */
  island: string;
  /** Only courses that cost nothing. */
  free: boolean;
  /** Only courses starting within the next 30 days (SOON_DAYS). */
  soon: boolean;
  /** One provider's courses, by its Help Directory id ("g3"); "" for every provider. */
  provider: string;
};

export const NO_COURSE_FILTERS: CourseFilters = { field: "", island: "", free: false, soon: false, provider: "" };

/** The address's parameters, which are also the form's field names. */
export const COURSE_FILTER_PARAMS = {
  field: "field",
  island: "island",
  free: "free",
  soon: "soon",
  provider: "provider",
} as const;

/** "Mahé" → "mahe", "La Digue" → "la-digue": an island as the address and the page's markup name it. */
export function islandKey(island: string): string {
  return island
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A course's island, as islandKey writes it. */
export const courseIsland = (card: Pick<CourseCard, "location">) => islandKey(islandOf(card.location));

/** What the list can be filtered by: the islands (as islandKey writes them) and the providers' ids it has. */
export type FilterChoices = { islands: readonly string[]; providers: readonly string[] };

/**
 * Reads the address (or the form's fields) into filters. A field, island or provider the list does
 * not have is dropped; free and soon are on for "1" (what the form's boxes send; "on" too).
 */
export function parseCourseFilters(
  params: { get(name: string): string | null | FormDataEntryValue },
  choices: FilterChoices,
): CourseFilters {
  const read = (name: string) => {
    const value = params.get(name);
    return typeof value === "string" ? value.trim().toLowerCase() : "";
  };
  const field = read(COURSE_FILTER_PARAMS.field);
  const island = islandKey(read(COURSE_FILTER_PARAMS.island));
  const provider = read(COURSE_FILTER_PARAMS.provider);
  const on = (name: string) => ["1", "on", "true"].includes(read(name));
  return {
    field: COURSE_AREAS.find((area) => area === field) ?? "",
    island: choices.islands.includes(island) ? island : "",
    free: on(COURSE_FILTER_PARAMS.free),
    soon: on(COURSE_FILTER_PARAMS.soon),
    provider: choices.providers.find((id) => id.toLowerCase() === provider) ?? "",
  };
}

/** The filters as the address writes them: only those chosen, in the form's order. */
export function toCourseSearchParams(filters: CourseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.field) params.set(COURSE_FILTER_PARAMS.field, filters.field);
  if (filters.island) params.set(COURSE_FILTER_PARAMS.island, filters.island);
  if (filters.free) params.set(COURSE_FILTER_PARAMS.free, "1");
  if (filters.soon) params.set(COURSE_FILTER_PARAMS.soon, "1");
  if (filters.provider) params.set(COURSE_FILTER_PARAMS.provider, filters.provider);
  return params;
}

/** Whether anything is chosen. */
export const hasCourseFilters = (filters: CourseFilters) => toCourseSearchParams(filters).size > 0;

/** Whether a course passes every chosen filter, its start judged on `today` (YYYY-MM-DD, in Seychelles). */
export function courseMatches(card: CourseCard, filters: CourseFilters, today: string): boolean {
  return (
    (filters.field === "" || card.areas.includes(filters.field)) &&
    (filters.island === "" || courseIsland(card) === filters.island) &&
    (!filters.free || card.cost === 0) &&
    (!filters.soon || startsSoon(card, today)) &&
    (filters.provider === "" || card.provider === filters.provider)
  );
}

/** The courses that pass every chosen filter, in the list's order. */
export function filterCourses(cards: readonly CourseCard[], filters: CourseFilters, today: string): CourseCard[] {
  return cards.filter((card) => courseMatches(card, filters, today));
}

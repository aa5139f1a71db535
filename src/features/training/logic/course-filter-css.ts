/*
 * The list of courses filtered without JavaScript: the page is a file, so its form cannot ask for
 * another list, but CSS can hide what the ticked controls leave out (`:has()`). Each card carries
 * its fields, island, and whether it is free and starts soon (on the build's day) as data
 * attributes; the build writes one rule per value the form offers, and the rule that shows 'No
 * course matches' when every card is left out: for each kind of card, the choices that leave it
 * out. With JavaScript the page filters in React and these rules are not in the page
 * (<noscript>). The names below are the page's ids (./course-list-page.tsx uses them).
 */
import type { CourseArea } from "@/content/courses/pages";

/** The element holding the form, the list and its empty state. */
export const COURSES_ID = "courses";
/** The sentence shown when no course is left. */
export const COURSE_NONE_ID = "course-none";
/** The count of courses shown. */
export const COURSE_COUNT_ID = "course-count";

/** A choice's control: `cf-field-office`, `cf-field-all`, `cf-island-praslin`, `cf-free`, `cf-soon`. */
export const controlId = (filter: "field" | "island" | "free" | "soon", value?: string) =>
  value === undefined ? `cf-${filter}` : `cf-${filter}-${value || "all"}`;

/** A card as the rules see it: its data attributes' values. */
export type CardMarks = { fields: readonly CourseArea[]; island: string; free: boolean; soon: boolean };

/** A control ticked. */
const checked = (id: string) => `#${id}:checked`;

/** The data attributes a card carries for the rules. */
export function cardAttributes(card: CardMarks): Record<string, string> {
  return {
    "data-course": "",
    "data-fields": card.fields.join(" "),
    "data-island": card.island,
    ...(card.free ? { "data-free": "" } : {}),
    ...(card.soon ? { "data-soon": "" } : {}),
  };
}

/**
 * The rules for the list's `cards`, with the form offering `areas` and `islands` (as islandKey
 * writes them): each ticked choice hides the cards it leaves out; the empty state shows when every
 * card is left out; the count, which cannot follow, hides once anything is chosen.
 */
export function filterRules(
  cards: readonly CardMarks[],
  areas: readonly CourseArea[],
  islands: readonly string[],
): string {
  const scope = `#${COURSES_ID}`;
  const hide = [
    ...areas.map(
      (area) => `${scope}:has(${checked(controlId("field", area))}) [data-course]:not([data-fields~=${area}])`,
    ),
    ...islands.map(
      (island) => `${scope}:has(${checked(controlId("island", island))}) [data-course]:not([data-island=${island}])`,
    ),
    `${scope}:has(${checked(controlId("free"))}) [data-course]:not([data-free])`,
    `${scope}:has(${checked(controlId("soon"))}) [data-course]:not([data-soon])`,
  ];
  // For each kind of card, the choices that leave it out; the empty state needs one of each.
  const leftOutBy = new Set(
    cards.map((card) =>
      [
        ...areas.filter((area) => !card.fields.includes(area)).map((area) => controlId("field", area)),
        ...islands.filter((island) => island !== card.island).map((island) => controlId("island", island)),
        ...(card.free ? [] : [controlId("free")]),
        ...(card.soon ? [] : [controlId("soon")]),
      ]
        .map(checked)
        .join(","),
    ),
  );
  // A card no choice leaves out (or no card at all) means the list is never empty by filtering.
  const empty =
    cards.length > 0 && ![...leftOutBy].includes("")
      ? `${scope}${[...leftOutBy].map((list) => `:has(${list})`).join("")} #${COURSE_NONE_ID}{display:flex!important}`
      : "";
  const anyChoice = [
    ...areas.map((area) => controlId("field", area)),
    ...islands.map((island) => controlId("island", island)),
    controlId("free"),
    controlId("soon"),
  ]
    .map(checked)
    .join(",");
  return `${hide.join(",")}{display:none}${empty}${scope}:has(${anyChoice}) #${COURSE_COUNT_ID}{visibility:hidden}`;
}

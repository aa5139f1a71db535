/** What cn() joins: class names, and nothing for a condition that is false. */
export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, leaving out the false conditions: `cn("px-3", active && "font-semibold")`.
 * shadcn pairs clsx with tailwind-merge, but tailwind-merge 3.7.0 alone is 8.2 KiB gzip (measured
 * with esbuild --minify), and every page's first load carries cn(): the home page has almost
 * nothing left under its 115 KiB budget. Even clsx's objects and arrays, which nothing here
 * passes, cost the home page 0.14 KiB, so this is a plain join.
 *
 * So cn() does not merge: when two classes set the same property, the one later in the stylesheet
 * wins, not the one passed last. A part whose size or colour a caller changes offers it as a
 * variant (CardTitle, CardDescription and Badge `size`, src/lib/variants.ts), and callers pass only
 * classes that set what the part leaves alone (margins, width, layout). e2e/card-sizes.spec.ts
 * checks the sizes the cards ask for, and that a card's heading carries one text size only.
 */
export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(" ");
}

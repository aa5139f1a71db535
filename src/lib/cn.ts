import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. shadcn pairs clsx with tailwind-merge, but tailwind-merge 3.7.0 alone is
 * 8.2 KiB gzip (measured with esbuild --minify), and every page's first load carries cn(): the home
 * page has 0.6 KiB left under its 115 KiB budget. So cn() does not merge: when two classes set the
 * same property, the one later in the stylesheet wins, not the one passed last. A part whose size
 * or colour a caller changes offers it as a cva variant (CardTitle, CardDescription and Badge
 * `size`), and callers pass only classes that set what the part leaves alone (margins, width,
 * layout). e2e/card-sizes.spec.ts checks the sizes the cards ask for, and that a card's heading
 * carries one text size only.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

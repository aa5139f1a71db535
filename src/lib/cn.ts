import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. shadcn pairs clsx with tailwind-merge, but that adds about 8 KiB gzip to every
 * page's first load, over the home page's budget; the owned primitives are written so that a
 * caller's classes add to theirs rather than fight them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

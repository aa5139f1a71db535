/** About how many characters of a requested path the 404 page shows; the console gets all of it. */
export const SHOWN_PATH_LENGTH = 80;

/**
 * A path cut to `max` characters, its middle replaced by an ellipsis, so both the start and the
 * end (often the mistyped part) stay readable. Counts characters, not UTF-16 units, so a letter
 * outside the Basic Multilingual Plane is never split.
 */
export function shortenPath(path: string, max = SHOWN_PATH_LENGTH): string {
  const chars = Array.from(path);
  if (chars.length <= max) return path;
  const head = Math.ceil((max - 1) / 2);
  const tail = max - 1 - head;
  return `${chars.slice(0, head).join("")}…${chars.slice(chars.length - tail).join("")}`;
}

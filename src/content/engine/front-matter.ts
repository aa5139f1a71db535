// Markdown items (a news item): the fields in the front matter between two --- lines, the text
// below it read as plain paragraphs, and the formatting that text may not hold. Plain functions over
// text: the build reads the files with them, and the editor at /admin checks a news item's text with
// the same ones before a save (../editor-check.ts).

/** The front matter's YAML and the text below it; null when the file does not start with a --- line. */
export function splitFrontMatter(source: string): { frontMatter: string; body: string } | null {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return null;
  return { frontMatter: match[1] ?? "", body: text.slice(match[0].length) };
}

/** Blank lines separate paragraphs; the line breaks inside a paragraph are only wrapping. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join(" "),
    )
    .filter(Boolean);
}

/**
 * Markdown syntax a collection refuses in its text, since the text is read as plain paragraphs and
 * it would show as stray characters: each pattern, and what it finds in words ("bold text (** or __)").
 * The news says its own list (../news/collection.server.ts), which its editor field is checked with too.
 */
export type TextFormatting = { pattern: RegExp; what: string };

/** What the text below a front matter holds that `formatting` refuses, each said as the build says it. */
export function formattingProblems(body: string, formatting: readonly TextFormatting[], where: string): string[] {
  return formatting
    .filter(({ pattern }) => pattern.test(body))
    .map(({ what }) => `${where}: text: formatting is not supported yet, write plain paragraphs (found ${what})`);
}

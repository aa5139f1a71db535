// The bench's printout: plain text tables a reader can paste into docs/performance.md. Pure.
import type { AccuracyTable, Miss } from "./metrics";
import { share } from "./metrics";
import { LANGUAGES } from "./scorer";

const percent = (hits: number, cvs: number) => `${Math.round(share(hits, cvs) * 100)}%`;

/** Rows of cells as a Markdown table, each column as wide as its widest cell. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(3, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [head, ...body] = rows;
  return [line(head ?? []), `| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`, ...body.map(line)].join(
    "\n",
  );
}

/** Top-1 / top-3 per language and overall, one row per scorer, and how many CVs had a trap in their top 3. */
export function accuracyTable(rows: readonly { name: string; table: AccuracyTable }[]): string {
  const first = rows[0]?.table;
  const header = [
    "scorer",
    ...LANGUAGES.map((language) => `${language} (${first?.[language].cvs ?? 0} CVs) top-1 / top-3`),
    `all (${first?.all.cvs ?? 0}) top-1 / top-3`,
    "traps in top 3",
  ];
  return markdownTable([
    header,
    ...rows.map(({ name, table }) => [
      name,
      ...[...LANGUAGES, "all" as const].map(
        (group) => `${percent(table[group].top1, table[group].cvs)} / ${percent(table[group].top3, table[group].cvs)}`,
      ),
      String(table.all.traps),
    ]),
  ]);
}

/** One line per miss: what the labels expected, what came first, and why it counts. */
export function missLines(misses: readonly Miss[]): string[] {
  if (misses.length === 0) return ["  none"];
  const width = Math.max(...misses.map((miss) => miss.cv.length));
  return misses.map((miss) => {
    const notes = [
      ...(miss.expected.includes(miss.got[0] ?? "") ? [] : [miss.top3Hit ? "top-3 hit" : "top-3 miss"]),
      ...(miss.traps.length > 0 ? [`trap in top 3: ${miss.traps.join(", ")}`] : []),
    ];
    return `  ${miss.cv.padEnd(width)}  expected ${miss.expected.join(" or ")}, got ${miss.got.join(", ")} (${notes.join("; ")})`;
  });
}

// The next free ID of each collection whose items have one, read from content/ when the editor's
// configuration is written (at build, so after each published save): a new job listing's ID box is
// filled in with it ("job6"), a new help entry's with its tab's ("g4", "p4"), a new news item's
// with its number. A volunteer no longer opens every listing to find the highest. Two new items
// saved before the site is rebuilt would get the same one: the deploy's check names the second
// ("id: job6 is already used by …"), and the list of items shows each one's ID.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { HELP_CATEGORIES } from "../../src/content/help/rules.ts";

/** Each editor collection's next free ID, by the collection's name in the editor. */
export type NextIds = Record<string, string | number>;

/** The English files of a folder: those without a language before their ending ("x.fr.yaml"). */
function englishFiles(dir: string, ending: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(ending) && !/\.[a-z]{2,3}\.[a-z]+$/.test(name))
    .map((name) => path.join(dir, name));
}

/** A file's `id`, from its YAML or its front matter; undefined when it cannot be read. */
function idOf(file: string): unknown {
  try {
    const text = readFileSync(file, "utf8");
    const yaml = file.endsWith(".md") ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") : text;
    const data = parse(yaml) as unknown;
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>).id : undefined;
  } catch {
    return undefined;
  }
}

/** One more than the highest number after `prefix` among `ids` ("job5" → "job6"), from 1. */
export function nextId(ids: readonly unknown[], prefix: string): string {
  const numbers = ids.flatMap((id) => {
    const match = new RegExp(`^${prefix}(\\d+)$`).exec(String(id));
    return match ? [Number(match[1])] : [];
  });
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

/** The next free ID of the job listings, each tab of help entries and the news, in `contentDir`. */
export function nextIds(contentDir: string): NextIds {
  const ids = (folder: string, ending: string) => englishFiles(path.join(contentDir, folder), ending).map(idOf);
  const newsNumbers = ids("news", ".md").filter((id): id is number => typeof id === "number");
  return {
    jobs: nextId(ids("jobs", ".yaml"), "job"),
    news: Math.max(0, ...newsNumbers) + 1,
    ...Object.fromEntries(
      HELP_CATEGORIES.map((category) => [`help-${category}`, nextId(ids(`help/${category}`, ".yaml"), category[0]!)]),
    ),
  };
}

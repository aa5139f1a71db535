// An item's three languages in one YAML file (Sveltia's single_file structure: en:, fr:, crs:),
// read by the same checks as the three files of every other collection.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createContext, filesIn } from "./context.server.ts";
import { text } from "./fields.ts";
import { inEveryLocale, readItems, type I18nStructure, type ItemFiles } from "./translations.server.ts";

const schema = z.strictObject({ title: text(), place: text() });
const translation = schema.pick({ title: true });
type Item = z.infer<typeof schema>;

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), "koudmen-single-file-")), "content", "events");
  mkdirSync(dir, { recursive: true });
});
afterEach(() => rmSync(path.dirname(path.dirname(dir)), { recursive: true }));

const write = (name: string, source: string) => writeFileSync(path.join(dir, name), source);

/** The folder's items read as a collection with this structure, and the problems said. */
function read(structure: I18nStructure) {
  const ctx = createContext(path.dirname(dir));
  const spec: ItemFiles<Item, z.infer<typeof translation>> = {
    structure,
    items: "events",
    label: { kind: "event", nameKey: "title" },
    format: "yaml",
    check: (fields, where) => {
      const result = schema.safeParse(fields);
      if (!result.success) ctx.problems.push(`${where}: ${result.error.issues[0]?.path.join(" → ")}: refused`);
      return result.data;
    },
    translation,
    englishOnly: ["place"],
  };
  const items = inEveryLocale(readItems(ctx, filesIn(dir), spec));
  return { items, problems: ctx.problems };
}

const BEACH = `en:
  title: Beach clean-up
  place: Anse Royale
fr:
  title: Nettoyage de la plage
crs:
  title: Netwayaz laplaz
`;

describe("an item's languages in one file (single_file)", () => {
  it("reads each language from its part of the one file, the English-only fields from English", () => {
    write("beach.yaml", BEACH);
    const { items, problems } = read("single_file");
    expect(problems).toEqual([]);
    expect(items).toEqual({
      en: [{ title: "Beach clean-up", place: "Anse Royale" }],
      fr: [{ title: "Nettoyage de la plage", place: "Anse Royale" }],
      crs: [{ title: "Netwayaz laplaz", place: "Anse Royale" }],
    });
  });

  it("is read as one English item by a collection of a file per language, so the structure is the collection's", () => {
    write("beach.yaml", BEACH);
    const { problems } = read("multiple_files");
    expect(problems[0]).toBe("content/events/beach.yaml (event): title: refused");
    expect(problems).toContain(
      "content/events/beach.fr.yaml: is missing: the French text of event (content/events/beach.yaml); see content/README.md",
    );
  });

  it("names a language left out, a field outside the languages, and a language the site does not have", () => {
    write("beach.yaml", `${BEACH.replace(/crs:\n.*\n/, "")}title: Loose\nde:\n  title: Strandreinigung\n`);
    expect(read("single_file").problems).toEqual([
      'content/events/beach.yaml (event, "Beach clean-up"): crs: is missing: the Kreol Seselwa text, each field indented under crs:',
      'content/events/beach.yaml (event, "Beach clean-up"): unknown field "title", "de" (check the spelling)',
    ]);
  });

  it("holds each language's part to the translation's schema, and says which language", () => {
    write("beach.yaml", BEACH.replace("title: Nettoyage de la plage", "title: ' '\n  place: Anse Royale"));
    expect(read("single_file").problems).toEqual([
      'content/events/beach.yaml (French of event, "Beach clean-up", under fr:): title: is empty',
      'content/events/beach.yaml (French of event, "Beach clean-up", under fr:): "place" stays in the English file only: remove from here',
    ]);
  });

  it("checks the translations even when the English has a mistake, so one build names every one", () => {
    write("beach.yaml", BEACH.replace("  place: Anse Royale\n", "").replace("title: Netwayaz laplaz", "title: 3"));
    expect(read("single_file").problems).toEqual([
      'content/events/beach.yaml (event, "Beach clean-up"): place: refused',
      'content/events/beach.yaml (Kreol Seselwa of event, "Beach clean-up", under crs:): title: must be text',
    ]);
  });

  it("refuses a file that is not the languages' fields", () => {
    write("beach.yaml", "- title: Beach clean-up\n");
    write("reef.yaml", "en: Reef walk\nfr:\n  title: Balade\ncrs:\n  title: Promnad\n");
    expect(read("single_file").problems).toEqual([
      "content/events/beach.yaml (event): the file: must hold each language's fields, under en:, fr:, crs:",
      "content/events/reef.yaml (event): en: must be the English fields, each on its own line indented under en:",
    ]);
  });
});

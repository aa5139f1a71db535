// Help entries: one YAML file each in content/help/<tab>/, the folder naming the tab it shows on.
// The name, contact and hours stay as the English file has them; only the words are translated.
import { statSync } from "node:fs";
import path from "node:path";
import {
  HELP_CATEGORIES,
  helpEntrySchema,
  helpTranslationSchema,
  type HelpEntry,
  type HelpTranslation,
} from "../schemas/help.ts";
import { ENGLISH_ONLY_FIELDS } from "../schemas/translations.ts";
import { checkSchema, filesIn, plural, reportDuplicates, type ByLocale, type LoadContext } from "./context.ts";
import { inEveryLocale, readYamlItems, readYamlTranslation, type Translated } from "./translations.ts";

/** The words of an opening that a translation gives; its days and times stay English. */
const TRANSLATED_SCHEDULE_FIELDS = ["description", "notes"] as const;

/** The translation's openings held against the English ones: one each, with the same fields. */
function checkSchedules(ctx: LoadContext, translation: HelpTranslation, entry: HelpEntry, where: string) {
  const schedules = translation.schedules;
  if (schedules === undefined) {
    if (entry.schedules.some((schedule) => TRANSLATED_SCHEDULE_FIELDS.some((field) => schedule[field]))) {
      ctx.problems.push(`${where}: schedules: is missing (the English file's opening hours have words to translate)`);
    }
  } else if (schedules.length !== entry.schedules.length) {
    ctx.problems.push(
      `${where}: schedules: has ${plural(schedules.length, "opening")}, the English file has ${entry.schedules.length}: write one for each, in the same order ({} for one with no description or notes)`,
    );
  } else {
    entry.schedules.forEach((schedule, index) => {
      for (const field of TRANSLATED_SCHEDULE_FIELDS) {
        const translated = schedules[index]?.[field];
        if (schedule[field] !== undefined && translated === undefined)
          ctx.problems.push(`${where}: schedules #${index + 1} → ${field}: is missing`);
        if (schedule[field] === undefined && translated !== undefined)
          ctx.problems.push(
            `${where}: schedules #${index + 1} → ${field}: the English file has none for this opening (add it there first, or remove it here)`,
          );
      }
    });
  }
}

/** A help translation read on its own, then held against its English entry (when that one is valid). */
function readHelpTranslation(
  ctx: LoadContext,
  file: string,
  where: string,
  entry: HelpEntry | undefined,
): HelpTranslation | undefined {
  const translation = readYamlTranslation(ctx, file, where, helpTranslationSchema, ENGLISH_ONLY_FIELDS.help);
  if (!translation || !entry) return translation;
  const before = ctx.problems.length;
  if (translation.services.length !== entry.services.length) {
    ctx.problems.push(
      `${where}: services: has ${translation.services.length}, the English file has ${entry.services.length}: translate each one, in the same order`,
    );
  }
  checkSchedules(ctx, translation, entry, where);
  return ctx.problems.length === before ? translation : undefined;
}

export function loadHelp(ctx: LoadContext, dir: string): ByLocale<HelpEntry[]> {
  const entries: Translated<HelpEntry, HelpTranslation>[] = [];
  for (const child of filesIn(dir)) {
    const category = HELP_CATEGORIES.find((name) => name === path.basename(child));
    if (!category || !statSync(child).isDirectory()) {
      ctx.problems.push(
        `${ctx.rel(child)}: help entries go in ${HELP_CATEGORIES.map((c) => `help/${c}/`).join(" or ")}`,
      );
      continue;
    }
    entries.push(
      ...readYamlItems<HelpEntry, HelpTranslation>(
        ctx,
        filesIn(child),
        "help entries",
        { kind: "entry", nameKey: "name" },
        (raw, where) => {
          const entry = checkSchema(ctx, helpEntrySchema, raw, where);
          return entry && { ...entry, category };
        },
        (translated, where, entry) => readHelpTranslation(ctx, translated, where, entry),
      ),
    );
  }
  reportDuplicates(ctx, entries, (entry) => `entry ${entry.id}, "${entry.name}"`);
  return inEveryLocale(entries, (entry, { description, services, schedules }) => ({
    ...entry,
    description,
    services,
    schedules: entry.schedules.map((schedule, index) => ({ ...schedule, ...schedules?.[index] })),
  }));
}

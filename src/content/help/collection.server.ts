// The Help Directory's entries: one YAML file each in content/help/<tab>/, the folder naming the tab
// it shows on, with its weekly opening hours (schedules). The name, contact and hours stay as the
// English file has them; only the words are translated. Everything about the entries is here: the
// fields and their checks, what a translation holds, the editor's collections (one per tab) and the
// contact card the build writes for each. Node only: pages import ./contact-card.ts and the types.
import { statSync } from "node:fs";
import path from "node:path";
import { defineCollection } from "../engine/collection.server.ts";
import { filesIn, reportDuplicates, type ByLocale, type LoadContext } from "../engine/context.server.ts";
import { buildCheckField, fieldsOf, textArea } from "../engine/editor-fields.server.ts";
import { inEveryLocale, readItems, type Translated } from "../engine/translations.server.ts";
import { contactCardPath, toVCard } from "./contact-card.ts";
import { withCourseCounts } from "./course-counts.ts";
import { helpEntriesFile } from "./entries-file.server.ts";
import {
  checkHelpFields,
  checkHelpTranslation,
  HELP_CATEGORIES,
  helpEntrySchema,
  helpTranslationSchema,
  type HelpCategory,
  type HelpEntry,
  type HelpTranslation,
} from "./rules.ts";

export {
  DAY_LIST,
  HELP_CATEGORIES,
  helpEntrySchema,
  helpTranslationSchema,
  scheduleSchema,
  scheduleTranslationSchema,
  WEEKDAYS,
  type HelpCategory,
  type HelpEntry,
  type HelpTranslation,
  type Schedule,
  type Weekday,
} from "./rules.ts";

function readHelp(ctx: LoadContext, dir: string): ByLocale<HelpEntry[]> {
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
      ...readItems<HelpEntry, HelpTranslation>(ctx, filesIn(child), {
        items: "help entries",
        label: { kind: "entry", nameKey: "name" },
        format: "yaml",
        check: (fields, where) => {
          const entry = checkHelpFields(ctx, fields, where);
          return entry && { ...entry, category };
        },
        translation: helpTranslationSchema,
        englishOnly: help.englishOnly,
        checkTranslation: (translation, entry, where) => checkHelpTranslation(ctx, translation, entry, where),
      }),
    );
  }
  reportDuplicates(ctx, entries, (entry) => `entry ${entry.id}, "${entry.name}"`);
  return inEveryLocale(entries);
}

const TAB_LABELS: Record<HelpCategory, string> = { government: "Help: Government", private: "Help: Private" };

export const help = defineCollection({
  name: "help",
  path: "help",
  schema: helpEntrySchema,
  translation: helpTranslationSchema,
  read: readHelp,
  // One collection of the editor per tab, each saving in its own folder.
  editor: () => {
    // An opening's days and hours are the English file's, and the translator needs to see them
    // beside the words she translates: the French and Kreol tabs show them, read-only (Sveltia's
    // "duplicate"), and the opening's header names them. They are never written to a translation's
    // file (src/content/editor-check.ts writes only the translated fields).
    const shownInTranslations = { i18n: "duplicate" } as const;
    const fields = [
      // The build's checks on every tab before a save, in the build's words, and the English entry's
      // name and openings in a translation's tab.
      buildCheckField("help"),
      ...fieldsOf(
        helpEntrySchema.shape,
        helpTranslationSchema.shape,
        {
          description: textArea,
          email: { type: "email" },
          schedules: {
            label_singular: "Opening",
            summary: "{{fields.byday}} {{fields.opens_at}}–{{fields.closes_at}}",
          },
          byday: shownInTranslations,
          opens_at: shownInTranslations,
          closes_at: shownInTranslations,
          services: { label_singular: "Service" },
        },
        { byday: "Days", opens_at: "Opens at", closes_at: "Closes at" },
      ),
    ];
    return HELP_CATEGORIES.map((category) => ({
      name: `help-${category}`,
      label: TAB_LABELS[category],
      label_singular: "Help entry",
      folder: `content/help/${category}`,
      extension: "yaml",
      format: "yaml" as const,
      create: true,
      i18n: true,
      identifier_field: "name",
      slug: "{{fields.id}}-{{slug}}",
      summary: "{{fields.id}} · {{fields.name}}",
      fields,
    }));
  },
  // Each entry's contact card (contacts/<id>.vcf), from the English (names and contacts are never
  // translated), and the language's entries for the page's code (./entries-file.server.ts).
  // Each entry that runs courses carries how many, for its card's link to them.
  emits: (entries, { locale }, _everyLanguage, content) => [
    ...entries.map((entry) => ({ fileName: contactCardPath(entry.id).slice(1), source: toVCard(entry) })),
    helpEntriesFile(withCourseCounts(entries, (content[locale].courses ?? []) as { provider: string }[])),
  ],
});

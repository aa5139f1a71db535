// A page's message in the build's language, for the files the build writes beside the pages (the
// share pictures' lines): read from the feature's own catalogue (src/features/<feature>/messages/),
// so a picture says what the page says. Paraglide's compiled messages are for the pages' bundles;
// the build reads the catalogues themselves. Node only.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../i18n/locales.ts";

/** A message of a feature's catalogue in a language, its {placeholders} filled (from the repository's root, as content/ is read). */
export function catalogueMessage(feature: string, locale: Locale, key: string, inputs: Record<string, string>): string {
  const file = path.resolve("src/features", feature, "messages", `${locale}.json`);
  const text: unknown = JSON.parse(readFileSync(file, "utf8"))[key];
  if (typeof text !== "string") throw new Error(`${file} has no message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => inputs[name] ?? whole);
}

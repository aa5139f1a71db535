import path from "node:path";
import type { Plugin } from "vite";

/**
 * Paraglide compiles each message into its own module ("message-modules"), holding the message in
 * every language and choosing one at run time. This site builds each language separately, so the
 * choice is known at build time: this plugin writes the build's language into each message module
 * in place of the run-time lookup, and the minifier then drops the other languages' words and
 * Paraglide's runtime. One module per message lets each page's chunk carry only the messages it
 * uses: the home page never loads the CV Builder's words. Paraglide's own per-locale option
 * (experimentalStaticLocale) leaves a warning in every message and grows every page: docs/languages.md.
 */
export function staticLocaleMessages(options: { locale: string; outdir: string }): Plugin {
  const messagesDir = path.join(path.resolve(options.outdir), "messages") + path.sep;
  return {
    name: "koudmen:static-locale-messages",
    transform(code, id) {
      // Unit tests keep Paraglide's run-time choice (English), so a test can ask for another
      // language (src/i18n/testing.ts).
      if (process.env.VITEST || !id.startsWith(messagesDir) || path.basename(id).startsWith("_")) return;
      const fixed = narrowToLocale(code, options.locale);
      if (fixed === undefined) this.error(`${id}: a Paraglide message module of a shape this plugin does not know.`);
      return { code: fixed, map: null };
    },
  };
}

/**
 * A message module narrowed to one language: the exported message becomes that language's own
 * function, and the run-time lookup and the runtime import go. Undefined if the module does not
 * have the shape Paraglide 2.23 gives it (2.23.2, the locked version).
 */
export function narrowToLocale(code: string, locale: string): string | undefined {
  const exported = /^export const (\w+) = [\s\S]*?const locale = [^\n;]*getLocale\(\)[\s\S]*$/m;
  const runtimeImport = /^import \{[^}]*\} from ["']\.\.\/runtime\.js["'];?[ \t]*$/m;
  const match = exported.exec(code);
  if (!match || !new RegExp(`\\bconst ${locale}_${match[1]}\\b`).test(code)) return undefined;
  const fixed = code
    .replace(exported, `export const ${match[1]} = ${locale}_${match[1]};\n`)
    .replace(runtimeImport, "");
  return /\bgetLocale\b|\bexperimentalStaticLocale\b/.test(fixed) ? undefined : fixed;
}

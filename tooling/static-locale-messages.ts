import path from "node:path";
import type { Plugin } from "vite";

/**
 * Paraglide compiles each message into its own module ("message-modules"), holding the message in
 * every language and choosing one at run time. This site builds each language separately, so the
 * choice is known at build time: this plugin writes the build's language into each message module
 * in place of the run-time lookup, and the minifier then drops the other languages' words and
 * Paraglide's runtime. One module per message lets each page's chunk carry only the messages it
 * uses: the home page never loads the CV Builder's words.
 */
export function staticLocaleMessages(options: { locale: string; outdir: string }): Plugin {
  const messagesDir = path.join(path.resolve(options.outdir), "messages") + path.sep;
  const lookup = /const locale = [^\n;]*getLocale\(\)/g;
  const runtimeImport = /^import \{[^}]*\} from ["']\.\.\/runtime\.js["'];?[ \t]*$/m;
  return {
    name: "koudmen:static-locale-messages",
    transform(code, id) {
      if (!id.startsWith(messagesDir) || path.basename(id).startsWith("_")) return;
      const fixed = code.replace(lookup, `const locale = ${JSON.stringify(options.locale)}`).replace(runtimeImport, "");
      if (/\bgetLocale\b|\bexperimentalStaticLocale\b/.test(fixed)) {
        this.error(`${id}: Paraglide's message module has a shape this plugin does not know; update it.`);
      }
      return { code: fixed, map: null };
    },
  };
}

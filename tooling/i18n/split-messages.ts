import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const QUERY = "?message=";

/**
 * Paraglide's module for a language (src/paraglide/messages/en.js) holds every message of the
 * site, and a bundler puts a module in one chunk, whole: the chunk every page shares (the "shell"
 * group, which takes in what src/config imports) then carried the words of every page, the CV
 * Builder's included, on the home page's first load. This serves that module as re-exports of one
 * small module per message (en.js?message=news_title), so each message goes into the chunk of
 * the page that uses it, and only the shell's own words into the shared chunk.
 *
 * Build only: the dev server and the unit tests read the module as it is.
 */
export function splitMessagesPlugin(options: { messagesDir: string }): Plugin {
  const messagesDir = path.resolve(options.messagesDir);
  const isLocaleModule = (file: string) =>
    path.dirname(file) === messagesDir && file.endsWith(".js") && !path.basename(file).startsWith("_");
  const cache = new Map<string, Map<string, string> | undefined>();

  return {
    name: "koudmen:split-messages",
    apply: "build",
    enforce: "pre",
    buildStart() {
      cache.clear();
    },
    async load(id) {
      const [file = "", query = ""] = splitQuery(id);
      if (!isLocaleModule(file)) return;
      if (!cache.has(file)) {
        cache.set(file, splitMessageModule(await readFile(file, "utf8")));
      }
      const messages = cache.get(file);
      if (!messages) return; // A shape this does not know: the module is served whole.
      if (!query) return messageBarrel(path.basename(file), [...messages.keys()]);
      const key = new URLSearchParams(query).get("message");
      const message = key ? messages.get(key) : undefined;
      if (message === undefined) this.error(`No message "${key}" in ${file}`);
      return message;
    },
  };
}

/** The language module as re-exports, one import per message: what `@/i18n/messages` becomes. */
export function messageBarrel(fileName: string, keys: readonly string[]): string {
  return keys.map((key) => `export { ${key} } from "./${fileName}${QUERY}${key}";\n`).join("");
}

/**
 * One module's source per message of a Paraglide language module: each `export const key = …`
 * declaration, with the module's imports (single-line, as Paraglide writes them) in front.
 * Undefined when the module has any other top-level statement, so it is left whole.
 */
export function splitMessageModule(source: string): Map<string, string> | undefined {
  const imports = source.match(/^import .*$/gm) ?? [];
  if (imports.some((line) => !/["'];?\s*$/.test(line))) return undefined;
  // Only imports, `export const` declarations, their indented bodies and closing lines, comments.
  if (/^(?!import |export const \w+ = |\}|\/\*|\*|\/\/|\s|$)/m.test(source)) return undefined;
  const declarations = [...source.matchAll(/^export const (\w+) = /gm)];
  if (declarations.length === 0) return undefined;

  const messages = new Map<string, string>();
  for (const [index, declaration] of declarations.entries()) {
    const end = declarations[index + 1]?.index ?? source.length;
    const body = source.slice(declaration.index, end).trimEnd();
    messages.set(declaration[1]!, [...imports, body].join("\n") + "\n");
  }
  return messages;
}

function splitQuery(id: string): [string, string] {
  const index = id.indexOf("?");
  return index === -1 ? [id, ""] : [id.slice(0, index), id.slice(index)];
}

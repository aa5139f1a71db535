import path from "node:path";
import type { Plugin } from "vite";
import { contactCardPath, toVCard } from "../../src/features/help/logic/vcard.ts";
import { isLocale } from "../../src/i18n/locales.ts";
import { ContentError, loadContent, type Content } from "./load-content.ts";

const PREFIX = "virtual:content/";
const COLLECTIONS = ["news", "help", "services", "jobs"] satisfies (keyof Content)[];
type Collection = (typeof COLLECTIONS)[number];

/**
 * Serves the checked content/ files to the pages as `virtual:content/news`, `…/help`,
 * `…/services` and `…/jobs`: plain data, so no YAML parser or schema ships to the browser. Each build serves its
 * own language (`locale`: "en", "fr" or "crs"), in the same shape, so a page carries only that
 * language's words. A bad file or a missing translation stops the build (and `vite dev` shows it)
 * with the file, the item and the field; the dev server reloads when a content file changes. The
 * client build also writes each help entry's contact card (contacts/<id>.vcf) as a static file,
 * from the English entry (names and contacts are never translated).
 */
export function contentPlugin(options: { contentDir?: string; locale?: string } = {}): Plugin {
  const contentDir = path.resolve(options.contentDir ?? "content");
  const locale = options.locale ?? "en";
  if (!isLocale(locale)) throw new Error(`The content plugin's locale must be en, fr or crs, not "${locale}".`);
  let cached: ReturnType<typeof loadContent> | undefined;
  const loaded = () => (cached ??= loadContent(contentDir));
  const content = (): Content => loaded().byLocale[locale];

  return {
    name: "koudmen:content",
    buildStart() {
      cached = undefined;
      try {
        content();
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    resolveId(id) {
      if (id.startsWith(PREFIX) && (COLLECTIONS as string[]).includes(id.slice(PREFIX.length))) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const collection = id.slice(PREFIX.length + 1) as Collection;
      return `export default ${JSON.stringify(content()[collection])};\n`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const entry of loaded().content.help) {
        this.emitFile({ type: "asset", fileName: contactCardPath(entry.id).slice(1), source: toVCard(entry) });
      }
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        cached = undefined;
        for (const collection of COLLECTIONS) {
          const module = server.moduleGraph.getModuleById(`\0${PREFIX}${collection}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}

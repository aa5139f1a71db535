import path from "node:path";
import { loadContent } from "../src/content/load-content.server";

const loaded = loadContent(path.resolve(import.meta.dirname, "..", "content"));

/** The site's content/ folder, as the build read it: tests that must work on any valid content use this. */
export const content = loaded.content;

/** The same content in each language (fr, crs: their translations, with French spacing set), as the pages show it. */
export const contentByLocale = loaded.byLocale;

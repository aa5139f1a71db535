import path from "node:path";
import { loadContent } from "../tooling/content/load-content";

/** The site's content/ folder, as the build read it: tests that must work on any valid content use this. */
export const content = loadContent(path.resolve(import.meta.dirname, "..", "content")).content;

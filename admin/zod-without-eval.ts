// Zod compiles a fast parser for each object schema with `new Function`, after trying it once: the
// editor's Content-Security-Policy allows no eval, so the browser reported the attempt as a
// violation. The build's checks run in the editor (tooling/cms/build-check.ts) with zod's plain
// parser instead, which says the same: imported first, before any schema is made.
import { config } from "zod";

config({ jitless: true });

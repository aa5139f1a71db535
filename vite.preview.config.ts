import { defineConfig } from "vite";
import { previewFallback } from "./tooling/preview-fallback.ts";

/**
 * `npm run preview` (and the browser tests' server): the built site as it is deployed, with none of
 * the build's plugins. vite.config.ts loads Tailwind, Paraglide, the content collections and the link
 * preview pictures' renderer just to read its config; at a load of 20 on two cores the preview server
 * then took more than the browser tests' 60 s to answer, and each of `npm test`'s three browser
 * stages starts one.
 */
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  // The English build's base: French and Kreol pages are in it under /fr/ and /crs/.
  base: "/",
  build: { outDir: `${buildDir}/client` },
  plugins: [previewFallback({ buildDir })],
  preview: {
    port: Number(process.env.PORT) || 4173,
  },
});

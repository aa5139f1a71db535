// Builds the editor at /admin (Sveltia CMS from its npm package) into build/client/admin/, apart from
// the site's own build: nothing of it reaches a public page, its service workers or their budgets.
// The plugin below writes /admin/config.yml from the content schemas (tooling/cms/cms-config.ts).
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { cmsConfigYaml } from "../tooling/cms/cms-config.ts";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build");

function cmsConfigFile(): Plugin {
  return {
    name: "koudmen:cms-config",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "config.yml", source: cmsConfigYaml() });
    },
  };
}

const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";

/**
 * Keeps the editor on our origin. Sveltia CMS adds its three fonts (Source Sans 3, Noto Mono,
 * Material Symbols) from the files in its package with the FontFace API, but one of its components'
 * styles still declares the same fonts at cdn.jsdelivr.net, which the browser then fetches too:
 * those @font-face rules are dropped. Its GitHub sign-in page also asks www.githubstatus.com whether
 * GitHub is up, a host the editor's CSP does not allow: an empty data: URL instead reads as "status
 * unknown", which shows nothing. A browser test records every request; a new version of the package
 * that changes either fails the build here.
 */
function ourOriginOnly(): Plugin {
  const cdnFontFace = /@font-face\s*\{[^{}]*?https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;
  return {
    name: "koudmen:cms-our-origin-only",
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const dropped = code.match(cdnFontFace)?.length ?? 0;
      if (dropped !== 3)
        this.error(`Expected Sveltia CMS's 3 @font-face rules at jsDelivr, found ${dropped}: check the upgrade.`);
      if (!code.includes(GITHUB_STATUS)) this.error(`Sveltia CMS no longer reads ${GITHUB_STATUS}: check the upgrade.`);
      return { code: code.replace(cdnFontFace, "").replace(GITHUB_STATUS, "data:,"), map: null };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  publicDir: false,
  logLevel: "warn",
  plugins: [ourOriginOnly(), cmsConfigFile()],
  build: {
    outDir: path.join(buildDir, "client", "admin"),
    emptyOutDir: true,
    // The CMS is one large script by design; what /admin weighs is measured and documented instead.
    chunkSizeWarningLimit: 4000,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vite";
import { notFoundDocumentPath } from "./src/config/paths.ts";
import { isLocale, locales, type Locale } from "./src/i18n/locales.ts";
import { contentPlugin } from "./tooling/content/vite-plugin.ts";
import { previewFallback } from "./tooling/preview-fallback.ts";
import { splitMessagesPlugin } from "./tooling/i18n/split-messages.ts";

/**
 * The language this build is for: each language is its own build (scripts/build.mjs), so its pages
 * carry only their own words. SITE_LOCALE=fr builds the French site under /fr.
 */
export const siteLocale = readSiteLocale(process.env.SITE_LOCALE);

function readSiteLocale(value: string | undefined): Locale {
  if (value === undefined || value === "") return "en";
  if (isLocale(value)) return value;
  throw new Error(`SITE_LOCALE must be one of ${locales.join(", ")}, not "${value}".`);
}

/** Paraglide's compiled messages, one module per language (see src/i18n/README.md). */
const paraglideOutdir = path.resolve(import.meta.dirname, "src/paraglide");

export const sharedResolve = {
  alias: [
    // `import * as m from "@/i18n/messages"` gets this build's language only. (TypeScript checks
    // the calls against Paraglide's index of all messages: see tsconfig.json.)
    { find: /^@\/i18n\/messages$/, replacement: path.join(paraglideOutdir, "messages", `${siteLocale}.js`) },
    { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
  ],
};

export const sharedDefine = {
  // The copyright year in the prerendered HTML; the browser replaces it with its own year.
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __SITE_LOCALE__: JSON.stringify(siteLocale),
};

/** Plugins the unit tests need too: content/ as checked data (virtual:content/…). */
export const sharedPlugins = [
  paraglideVitePlugin({
    project: "./project.inlang",
    outdir: "./src/paraglide",
    outputStructure: "locale-modules",
    strategy: ["baseLocale"],
    emitReadme: false,
    emitPrettierIgnore: false,
  }),
  contentPlugin({ locale: siteLocale }),
];

export default defineConfig({
  plugins: [
    ...sharedPlugins,
    tailwindcss(),
    reactRouter(),
    previewFallback({
      buildDir: process.env.BUILD_DIR || "build",
      notFoundFile: `${notFoundDocumentPath}/index.html`,
    }),
    // Each page's words in its own chunk, not every page's in the shared one (see the plugin).
    splitMessagesPlugin({ messagesDir: path.join(paraglideOutdir, "messages") }),
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The app's own React, React DOM and React Router, in one chunk every page shares. Only
            // top-level packages: the PDF library brings its own scheduler, which must stay lazy.
            {
              name: "framework",
              test: /^(?:(?!node_modules).)*node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie)[\\/]/,
            },
            { name: "shell", test: /src[\\/](config|lib|components[\\/]layout)[\\/]/ },
          ],
        },
      },
    },
  },
  preview: {
    port: Number(process.env.PORT) || 4173,
  },
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vite";
import { localePrefix } from "./src/i18n/locales.ts";
import { siteLocale } from "./src/i18n/build-locale.server.ts";
import { siteOrigin } from "./tooling/site-origin.ts";
import { contentPlugin } from "./tooling/content/vite-plugin.ts";
import { pageCardsPlugin } from "./tooling/og-image/page-cards.ts";
import { staticLocaleMessages } from "./tooling/static-locale-messages.ts";

/** Paraglide's compiled messages: one module per message (see tooling/static-locale-messages.ts). */
const paraglideOutdir = path.resolve(import.meta.dirname, "src/paraglide");

export const sharedResolve = {
  alias: [
    // `import * as m from "@/i18n/messages"`: Paraglide's index of every message, each of which
    // staticLocaleMessages narrows to this build's language.
    { find: /^@\/i18n\/messages$/, replacement: path.join(paraglideOutdir, "messages", "_index.js") },
    { find: "@", replacement: path.resolve(import.meta.dirname, "src") },
  ],
};

export const sharedDefine = {
  // The copyright year in the prerendered HTML; the browser replaces it with its own year.
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __SITE_LOCALE__: JSON.stringify(siteLocale),
  __SITE_ORIGIN__: JSON.stringify(siteOrigin),
};

/** Plugins the unit tests need too: content/ checked as the build starts, and the files its collections write. */
export const sharedPlugins = [
  paraglideVitePlugin({
    project: "./project.inlang",
    outdir: "./src/paraglide",
    outputStructure: "message-modules",
    strategy: ["baseLocale"],
    emitReadme: false,
    emitPrettierIgnore: false,
  }),
  staticLocaleMessages({ locale: siteLocale, outdir: paraglideOutdir }),
  contentPlugin({ locale: siteLocale }),
];

export default defineConfig({
  // French pages load their scripts from /fr/assets/, Kreol pages from /crs/assets/.
  base: `${localePrefix(siteLocale)}/`,
  plugins: [
    ...sharedPlugins,
    tailwindcss(),
    reactRouter(),
    // The home page's, /news', /help'… pictures for link previews, in this build's language.
    pageCardsPlugin({ locale: siteLocale }),
    // Each page's words in its own chunk, not every page's in the shared one (see the plugin).
  ],
  resolve: sharedResolve,
  define: sharedDefine,
  build: {
    // React Router deletes the manifest unless asked to keep it. scripts/build.ts moves it out of
    // client/ (never served): the service worker's precache follows its imports (tooling/chunk-graph.mjs).
    manifest: true,
    // The PDF maker (@react-pdf/renderer, about 1.2 MB minified) and the PDF reader (pdf.js) are
    // loaded with import() only when a visitor makes or reads a PDF, never in a first load or the
    // precache; what a page loads up front is held by the budgets (npm run budgets), not this limit.
    chunkSizeWarningLimit: 1300,
    // No <link rel=modulepreload> for what an import() brings with it: the browser asks for those
    // files once the chunk itself has come (one more round trip, on the PDF maker's or the
    // matcher's first use only). A browser that keeps a failed module fetch for the page's life
    // (src/lib/import-once.ts) would keep every preload that failed offline too, and the chunk asked
    // again once the connection is back would fail on them; without the preloads, a chunk that
    // could not be fetched has asked for nothing else.
    // (`modulePreload: false` does the same but inlines a larger helper: 0.2 KiB more on the home page.)
    modulePreload: {
      resolveDependencies: (_chunk, dependencies) => dependencies.filter((file) => file.endsWith(".css")),
    },
    rolldownOptions: {
      output: {
        // The scripts a page loads up front are named by their hash alone, not "job-matcher-C6nPqK-_.js":
        // React Router's list of routes (manifest-*.js), which every page loads first, names each
        // route's files, and the names cost 0.31 KiB gzip of the home page's 115 (measured 2026-11-28:
        // 1.34 → 1.03 KiB with My jobs' route). What a page fetches later with import() (the PDF maker,
        // the CV reader, the matcher) keeps its name: it is in no list, and the browser tests hold
        // those files back by name to play a dropped connection. `npm run size:home` prints each
        // file's source beside it.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? "assets/[name]-[hash].js" : "assets/[hash].js"),
        entryFileNames: "assets/[hash].js",
        codeSplitting: {
          groups: [
            // The app's own React, React DOM and React Router, in one chunk every page shares. Only
            // top-level packages: the PDF library brings its own scheduler, which must stay lazy.
            {
              name: "framework",
              test: /^(?:(?!node_modules).)*node_modules[\\/](?:react|react-dom|react-router|scheduler|cookie)[\\/]/,
            },
            // The header, footer and what they use. The search matcher, the stored-CV reader, the
            // number formatter, Seychelles' date, My jobs, the last scan's findings and the shared
            // pages' head tags are in src/lib for the pages that share them, not for the home page:
            // they chunk on their own.
            {
              name: "shell",
              test: /src[\\/](?:config[\\/]|components[\\/](?:layout[\\/]|ui[\\/]card)|lib[\\/](?!text-search|stored-cv|numbers|seychelles-date|share-meta|my-jobs|scan-findings|import-once))/,
            },
          ],
        },
      },
    },
  },
  // `vite preview` reads vite.preview.config.ts (package.json's preview and start), not this file.
});

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig } from "vite";
import { notFoundDocumentPath } from "./src/config/paths.ts";
import { contentPlugin } from "./tooling/content/vite-plugin.ts";
import { previewFallback } from "./tooling/preview-fallback.ts";

export const sharedResolve = {
  alias: { "@": path.resolve(import.meta.dirname, "src") },
};

export const sharedDefine = {
  // The copyright year in the prerendered HTML; the browser replaces it with its own year.
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
};

/** Plugins the unit tests need too: content/ as checked data (virtual:content/…). */
export const sharedPlugins = [contentPlugin()];

export default defineConfig({
  plugins: [
    ...sharedPlugins,
    tailwindcss(),
    reactRouter(),
    previewFallback({
      buildDir: process.env.BUILD_DIR || "build",
      notFoundFile: `${notFoundDocumentPath}/index.html`,
    }),
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

// Runs after `npm install` / `npm ci` (the "postinstall" script).
//
// Every build, `npm run dev` and `npm run typecheck` printed "The `envFile` option is deprecated,
// please use `envDir: false` instead." three times. The cause is in @react-router/dev 7: its own
// Vite servers (the one that reads react-router.config.ts, and the route child compiler) pass
// `envFile: false`, which Vite 8 deprecated in favour of `envDir: false`, with the same meaning
// (no .env files are read). React Router fixes it only in version 8 (remix-run/react-router#15230).
// This makes that one-word change in the installed package, so nothing is hidden: any other
// warning still shows. It writes a new file rather than editing in place, and does nothing once
// the package no longer says `envFile: false`, so it can stay after the upgrade.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

export const FILES = ["dist/vite.js", "dist/cli/index.js", "dist/vite/cloudflare.js"];

/** The package's folder, or null when it is not installed (a production-only install). */
export function reactRouterDevDir() {
  try {
    return path.dirname(require.resolve("@react-router/dev/package.json"));
  } catch {
    return null;
  }
}

/** Replaces `envFile: false` with `envDir: false` in the package's files; returns the files changed. */
export function patchEnvFile(dir) {
  const changed = [];
  for (const relative of FILES) {
    const file = path.join(dir, relative);
    let source;
    try {
      source = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    if (!source.includes("envFile: false")) continue;
    const temporary = `${file}.koudmen-patch`;
    writeFileSync(temporary, source.replaceAll("envFile: false", "envDir: false"));
    renameSync(temporary, file);
    changed.push(relative);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = reactRouterDevDir();
  if (dir) patchEnvFile(dir);
}

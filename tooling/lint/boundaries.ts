/*
 * The import rules that keep the folders honest, written once and drawn from the folders
 * themselves, so a new feature is covered the day its folder appears. oxlint's regexes have no
 * look-ahead, so "any feature but this one" is one override per feature; those overrides are made
 * here and kept in tooling/lint/boundaries.json, which .oxlintrc.json extends.
 * `npm run lint:boundaries` writes that file again; boundaries.test.ts fails while it is out of date.
 */
import { readdirSync } from "node:fs";

type Pattern = { regex: string; message: string; allowTypeImports?: boolean };
export type Override = { files: string[]; rules: { "no-restricted-imports": ["error", { patterns: Pattern[] }] } };

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const anyOf = (names: string[]) => `(?:${names.map(escape).join("|")})`;

const shareInstead = "share code through src/lib, src/components or src/config.";

/** Imports of the given features, through the @/ alias or a relative path from any depth. */
function featureImports(features: string[], message: string): Pattern[] {
  if (features.length === 0) return [];
  return [
    { regex: `^@/features/${anyOf(features)}(?:/|$)`, message },
    { regex: `^(?:\\.\\./)+(?:features/)?${anyOf(features)}(?:/|$)`, message },
  ];
}

/** What plain TypeScript folders may not import: React and its libraries, components and hooks. */
export const reactLibraries = [
  "react",
  "react-dom",
  "react-router",
  "react-hook-form",
  "lucide-react",
  "sonner",
  "@react-pdf/renderer",
];
const pureCode: Pattern[] = [
  {
    regex: `^${anyOf(reactLibraries)}(?:/|$)`,
    message: "This folder is plain TypeScript: no React. Put UI in components/ and state in hooks/.",
  },
  {
    regex: "(?:^@/components|(?:^|/)(?:components|hooks))(?:/|$)",
    message: "Plain TypeScript never imports components or hooks: pass data in, return data out.",
  },
];

/** Every file of src/: the app never imports the build (tooling/ and scripts/ import src/, never the reverse). */
const noBuildCode: Pattern[] = [
  {
    regex: "(?:^|/)(?:tooling|scripts)/",
    message: "App code never imports build code: move what both need into src/ (the build imports it from there).",
  },
];

/**
 * Code that reaches the browser: no Node-only module. A `*.server` module (the content engine, the
 * collections, the loaders' helpers) runs at build only; React Router refuses one in a client
 * bundle, and this says so at the import. Its types may be imported (they leave no code). (node:
 * modules are not banned here: the features' tests and their fixtures run in Node.)
 */
const browserCode: Pattern[] = [
  {
    regex: "\\.server(?:\\.[cm]?[jt]sx?)?$",
    message:
      "Node-only module (*.server): pages get content from their route's loader; import the collection's pages.ts.",
    allowTypeImports: true,
  },
];

/** What the build may not import: a feature's internals (it imports src/content, src/config, src/i18n, src/lib). */
const noFeatureFromBuild: Pattern[] = [
  {
    regex: "(?:^|/)src/features/|^@/features/",
    message: "The build never reaches into a feature: share what both need through src/content, src/config or src/lib.",
  },
];

/** Folders of a feature, at any depth (cv-builder/form/logic), that hold no React. */
export const pureFeatureFolders = ["logic", "data"];
/**
 * Shared code that every feature may use, and that therefore never imports a feature. src/matching
 * is the Job Matcher's engine, shared with the build, which reads the listings with it; src/alerts
 * the new-jobs check, shared by the pages (the job alerts) and the service worker.
 */
export const sharedFolders = ["src/components", "src/lib", "src/config", "src/i18n", "src/matching", "src/alerts"];
/** Shared folders that hold no React either. */
export const pureSharedFolders = ["src/config", "src/i18n", "src/matching", "src/alerts"];
/** Folders that are neither a feature nor shared and hold no React (the service worker): held to both rules. */
export const pureAppFolders = ["src/sw"];

const rule = (files: string[], patterns: Pattern[]): Override => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

/** A rule for the browser's folders of src/: also noBuildCode and browserCode. */
const srcRule = (files: string[], patterns: Pattern[]): Override =>
  rule(files, [...patterns, ...noBuildCode, ...browserCode]);

/**
 * The overrides, in order: a file that two match takes the later one's patterns (oxlint replaces a
 * rule's options, it does not add them), so each narrower folder repeats the wider folder's patterns.
 */
export function boundaryOverrides(features: string[]): Override[] {
  const sorted = features.toSorted();
  const perFeature = sorted.flatMap((feature) => {
    const others = featureImports(
      sorted.filter((other) => other !== feature),
      `A feature never imports another: ${shareInstead}`,
    );
    return [
      srcRule([`src/features/${feature}/**`], others),
      srcRule(
        pureFeatureFolders.map((folder) => `src/features/${feature}/**/${folder}/**`),
        [...others, ...pureCode],
      ),
    ];
  });
  const noFeature = featureImports(sorted, "Shared code never imports a feature: move what both need to shared code.");
  return [
    // Every file of src/ (the routes, the content's collections) first; the folders below narrow it.
    rule(["src/**"], noBuildCode),
    ...perFeature,
    srcRule(
      [...sharedFolders, ...pureAppFolders].map((folder) => `${folder}/**`),
      noFeature,
    ),
    srcRule(
      [...pureSharedFolders, ...pureAppFolders].map((folder) => `${folder}/**`),
      [...noFeature, ...pureCode],
    ),
    rule(["tooling/**", "scripts/**"], noFeatureFromBuild),
  ];
}

/** The feature folders under src/features. */
export function listFeatures(root = "src/features"): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

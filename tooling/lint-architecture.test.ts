// Proves the folder rules in .oxlintrc.json and the boundaries it extends (tooling/lint/) fail the lint: each test writes small files into a
// temporary copy of the project's layout, runs oxlint with the project's config, and reads its report.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each case starts oxlint (about 0.3 s alone); on a loaded 2-CPU CI machine a case with several
// runs took over Vitest's 5 s default, so these get 30 s: a real failure still fails at once.
vi.setConfig({ testTimeout: 30_000 });

const oxlint = path.resolve("node_modules/.bin/oxlint");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "koudmen-lint-"));
  copyFileSync(".oxlintrc.json", path.join(dir, ".oxlintrc.json"));
  mkdirSync(path.join(dir, "tooling/lint"), { recursive: true });
  copyFileSync("tooling/lint/boundaries.json", path.join(dir, "tooling/lint/boundaries.json"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes one file that imports `from`, lints it, and returns the import rule's reports (file:line: message). */
function lintImport(file: string, from: string): string[] {
  const full = path.join(dir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, `import * as imported from "${from}";\nexport const used = [imported];\n`);
  let output: string;
  try {
    output = execFileSync(oxlint, ["-c", ".oxlintrc.json", "-f", "unix", file], { cwd: dir, encoding: "utf8" });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  return output.split("\n").filter((line) => line.includes("no-restricted-imports"));
}

describe("a feature never imports another feature", () => {
  it("fails on an import of another feature through the @/ alias", () => {
    expect(lintImport("src/features/news/components/news-card.tsx", "@/features/help/data/help-resources")).toEqual([
      expect.stringMatching(
        /^src\/features\/news\/components\/news-card\.tsx:1:1: '@\/features\/help\/data\/help-resources' import is restricted/,
      ),
    ]);
  });

  it("fails on a relative import into another feature, from any depth", () => {
    expect(lintImport("src/features/help/components/card.tsx", "../../job-matcher/logic/match-tier")).toHaveLength(1);
    expect(lintImport("src/features/cv-builder/form/components/x.tsx", "../../../news/data/news-items")).toHaveLength(
      1,
    );
    expect(lintImport("src/features/home/x.ts", "../cv-builder/logic/cv-schema")).toHaveLength(1);
  });

  it("allows a feature's own files and the shared folders", () => {
    expect(lintImport("src/features/news/components/news-page.tsx", "@/features/news/data/news-items")).toEqual([]);
    expect(lintImport("src/features/news/components/news-page.tsx", "../data/news-items")).toEqual([]);
    expect(lintImport("src/features/cv-builder/form/components/x.tsx", "../../storage/logic/cv-storage")).toEqual([]);
    expect(lintImport("src/features/news/components/news-page.tsx", "@/components/ui/card")).toEqual([]);
  });
});

describe("logic/ and data/ import neither React nor a component", () => {
  for (const folder of ["logic", "data"]) {
    it(`fails when ${folder}/ imports React or a React library`, () => {
      for (const from of ["react", "react-dom/client", "react-router", "lucide-react", "@react-pdf/renderer"]) {
        expect(lintImport(`src/features/help/${folder}/x.ts`, from)).toEqual([
          expect.stringContaining(`'${from}' import is restricted`),
        ]);
      }
    });

    it(`fails when ${folder}/ imports a component or a hook`, () => {
      for (const from of ["@/components/ui/button", "../components/resource-card", "../hooks/use-minute-clock"]) {
        expect(lintImport(`src/features/help/${folder}/x.ts`, from)).toEqual([
          expect.stringContaining(`'${from}' import is restricted`),
        ]);
      }
    });
  }

  it("holds in a feature's sub-area too, and still forbids other features there", () => {
    expect(lintImport("src/features/cv-builder/export/logic/x.ts", "react")).toHaveLength(1);
    expect(lintImport("src/features/cv-builder/export/logic/x.ts", "@/features/help/logic/vcard")).toHaveLength(1);
  });

  it("allows plain modules and the feature's own data", () => {
    expect(lintImport("src/features/help/logic/x.ts", "zod")).toEqual([]);
    expect(lintImport("src/features/help/logic/x.ts", "../data/help-resources")).toEqual([]);
    expect(lintImport("src/features/help/logic/x.ts", "@/lib/cn")).toEqual([]);
  });

  it("lets components use React", () => {
    expect(lintImport("src/features/help/components/x.tsx", "react")).toEqual([]);
  });
});

describe("shared code never imports a feature", () => {
  for (const folder of ["src/components/ui", "src/components/layout", "src/lib", "src/config", "src/i18n", "src/sw"]) {
    it(`fails when ${folder} imports a feature, by the alias or a relative path`, () => {
      expect(lintImport(`${folder}/x.ts`, "@/features/news/data/news-items")).toEqual([
        expect.stringContaining("'@/features/news/data/news-items' import is restricted"),
      ]);
      const up = "../".repeat(folder.split("/").length - 1);
      expect(lintImport(`${folder}/x.ts`, `${up}features/cv-builder/logic/cv-schema`)).toHaveLength(1);
    });
  }

  it("allows shared code to import shared code", () => {
    expect(lintImport("src/components/ui/x.tsx", "@/lib/cn")).toEqual([]);
    expect(lintImport("src/lib/x.ts", "@/config/paths")).toEqual([]);
    expect(lintImport("src/components/layout/x.tsx", "react")).toEqual([]);
  });
});

describe("every plain-TypeScript folder imports no React", () => {
  const folders = [
    "src/features/cv-builder/logic",
    "src/features/cv-builder/form/logic",
    "src/features/cv-builder/storage/logic",
    "src/matching/read-cv",
    "src/features/news/data",
    "src/config",
    "src/i18n",
    "src/sw",
  ];
  for (const folder of folders) {
    it(`fails when ${folder} imports React, a component or a hook`, () => {
      for (const from of ["react", "lucide-react", "@/components/ui/button", "../hooks/use-x"]) {
        expect(lintImport(`${folder}/x.ts`, from)).toEqual([expect.stringContaining(`'${from}' import is restricted`)]);
      }
    });
  }

  it("still lets a feature's hooks and components use React", () => {
    expect(lintImport("src/features/cv-builder/export/hooks/x.ts", "react")).toEqual([]);
    expect(lintImport("src/features/cv-builder/export/pdf/x.tsx", "@react-pdf/renderer")).toEqual([]);
  });
});

it("every feature folder has its rules (tooling/lint/boundaries.json, made from the folders)", () => {
  const config = JSON.parse(readFileSync("tooling/lint/boundaries.json", "utf8")) as {
    overrides: { files: string[] }[];
  };
  const globs = config.overrides.flatMap((override) => override.files);
  for (const feature of readdirSync("src/features")) {
    expect(globs).toContain(`src/features/${feature}/**`);
    expect(globs).toContain(`src/features/${feature}/**/logic/**`);
  }
});

describe("each side imports only downward", () => {
  it("fails when app code imports the build", () => {
    expect(lintImport("src/lib/x.ts", "../../tooling/site-origin")).toHaveLength(1);
    expect(lintImport("src/app/routes/x.tsx", "../../../tooling/content/vite-plugin")).toHaveLength(1);
    expect(lintImport("src/content/news/x.server.ts", "../../../scripts/build")).toHaveLength(1);
    expect(lintImport("src/features/news/components/x.tsx", "../../../../tooling/og-image/share-image")).toHaveLength(
      1,
    );
  });

  it("fails when the build reaches into a feature, and lets it use the app's shared code", () => {
    expect(lintImport("tooling/x.ts", "../src/features/news/logic/news-feed")).toHaveLength(1);
    expect(lintImport("scripts/x.mjs", "../src/features/help/logic/filter-resources")).toHaveLength(1);
    expect(lintImport("tooling/content/x.ts", "../../src/content/registry.server.ts")).toEqual([]);
    expect(lintImport("tooling/x.ts", "../src/i18n/locales.ts")).toEqual([]);
  });

  it("fails when code that reaches the browser imports a Node-only (*.server) module", () => {
    for (const file of ["src/features/news/components/x.tsx", "src/components/x.tsx", "src/lib/x.ts", "src/sw/x.ts"])
      expect(lintImport(file, "@/content/news/collection.server")).toHaveLength(1);
    expect(lintImport("src/features/news/logic/x.ts", "../../../content/page-data.server.ts")).toHaveLength(1);
  });

  it("lets a route's loader use Node-only modules, and browser code their types", () => {
    expect(lintImport("src/app/routes/x.tsx", "@/content/page-data.server")).toEqual([]);
    const file = path.join(dir, "src/features/news/components/y.tsx");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      'import type { NewsItem } from "@/content/news/collection.server";\nexport type X = NewsItem;\n',
    );
    const output = execFileSync(oxlint, ["-c", ".oxlintrc.json", "-f", "unix", "src/features/news/components/y.tsx"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(output).not.toContain("no-restricted-imports");
  });
});

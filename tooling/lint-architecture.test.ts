// Proves the folder rules in .oxlintrc.json and the boundaries it extends (tooling/lint/) fail the lint: each test writes small files into a
// temporary copy of the project's layout, runs oxlint with the project's config, and reads its report.
// Each test lints all its imports in one oxlint run (lintImports), each import on a line of its own,
// its report told apart by file and line: starting oxlint once for each of the ~95 imports was most
// of this file's 24 s.
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

/**
 * For each case [file, from], the import rule's reports (file:line:column: message) on `import … from`
 * in that file. Every import of a file is on a line of its own, and the whole set is linted in one
 * oxlint run; a report on no case's line fails.
 */
function lintImports(cases: (readonly [file: string, from: string])[]): string[][] {
  const caseAt = new Map<string, number>();
  const byFile = new Map<string, string[]>();
  cases.forEach(([file, from], index) => {
    const lines = byFile.get(file) ?? [];
    lines.push(`import * as imported${lines.length} from "${from}";`);
    byFile.set(file, lines);
    caseAt.set(`${file}:${lines.length}`, index);
  });
  for (const [file, lines] of byFile) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    const used = lines.map((_, index) => `imported${index}`).join(", ");
    writeFileSync(full, `${lines.join("\n")}\nexport const used = [${used}];\n`);
  }
  let output: string;
  try {
    output = execFileSync(oxlint, ["-c", ".oxlintrc.json", "-f", "unix", ...byFile.keys()], {
      cwd: dir,
      encoding: "utf8",
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  const reports = cases.map((): string[] => []);
  for (const line of output.split("\n").filter((text) => text.includes("no-restricted-imports"))) {
    const report = reports[caseAt.get(/^(.+?:\d+):\d+:/.exec(line)?.[1] ?? "") ?? -1];
    if (!report) throw new Error(`A report on no import of the cases: ${line}`);
    report.push(line);
  }
  return reports;
}

/** Each import's count of reports, by its name: one expectation that names the imports it fails on. */
function countsByImport(names: string[], reports: string[][]): Record<string, number | undefined> {
  return Object.fromEntries(names.map((name, index) => [name, reports[index]?.length]));
}

/** The import rule's reports on one file that imports `from` (file:line:column: message). */
function lintImport(file: string, from: string): string[] {
  const [reports] = lintImports([[file, from]]);
  if (!reports) throw new Error("lintImports gave no reports for its one case.");
  return reports;
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
    const cases = [
      ["src/features/help/components/card.tsx", "../../job-matcher/logic/match-tier"],
      ["src/features/cv-builder/form/components/x.tsx", "../../../news/data/news-items"],
      ["src/features/home/x.ts", "../cv-builder/logic/cv-schema"],
    ] as const;
    const reports = lintImports([...cases]);
    const names = cases.map(([file, from]) => `${file}: ${from}`);
    expect(countsByImport(names, reports)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
  });

  it("allows a feature's own files and the shared folders", () => {
    const cases = [
      ["src/features/news/components/news-page.tsx", "@/features/news/data/news-items"],
      ["src/features/news/components/news-page.tsx", "../data/news-items"],
      ["src/features/cv-builder/form/components/x.tsx", "../../storage/logic/cv-storage"],
      ["src/features/news/components/news-page.tsx", "@/components/ui/card"],
    ] as const;
    expect(lintImports([...cases])).toEqual(cases.map(() => []));
  });
});

describe("logic/ and data/ import neither React nor a component", () => {
  for (const folder of ["logic", "data"]) {
    it(`fails when ${folder}/ imports React or a React library`, () => {
      const froms = ["react", "react-dom/client", "react-router", "lucide-react", "@react-pdf/renderer"];
      const reports = lintImports(froms.map((from) => [`src/features/help/${folder}/x.ts`, from]));
      expect(reports).toEqual(froms.map((from) => [expect.stringContaining(`'${from}' import is restricted`)]));
    });

    it(`fails when ${folder}/ imports a component or a hook`, () => {
      const froms = ["@/components/ui/button", "../components/resource-card", "../hooks/use-minute-clock"];
      const reports = lintImports(froms.map((from) => [`src/features/help/${folder}/x.ts`, from]));
      expect(reports).toEqual(froms.map((from) => [expect.stringContaining(`'${from}' import is restricted`)]));
    });
  }

  it("holds in a feature's sub-area too, and still forbids other features there", () => {
    const froms = ["react", "@/features/help/logic/vcard"];
    const reports = lintImports(froms.map((from) => ["src/features/cv-builder/export/logic/x.ts", from]));
    expect(countsByImport(froms, reports)).toEqual(Object.fromEntries(froms.map((name) => [name, 1])));
  });

  it("allows plain modules and the feature's own data", () => {
    const froms = ["zod", "../data/help-resources", "@/lib/cn"];
    expect(lintImports(froms.map((from) => ["src/features/help/logic/x.ts", from]))).toEqual(froms.map(() => []));
  });

  it("lets components use React", () => {
    expect(lintImport("src/features/help/components/x.tsx", "react")).toEqual([]);
  });
});

describe("shared code never imports a feature", () => {
  for (const folder of ["src/components/ui", "src/components/layout", "src/lib", "src/config", "src/i18n", "src/sw"]) {
    it(`fails when ${folder} imports a feature, by the alias or a relative path`, () => {
      const up = "../".repeat(folder.split("/").length - 1);
      const [alias, relative] = lintImports([
        [`${folder}/x.ts`, "@/features/news/data/news-items"],
        [`${folder}/x.ts`, `${up}features/cv-builder/logic/cv-schema`],
      ]);
      expect(alias).toEqual([expect.stringContaining("'@/features/news/data/news-items' import is restricted")]);
      expect(relative).toHaveLength(1);
    });
  }

  it("allows shared code to import shared code", () => {
    const cases = [
      ["src/components/ui/x.tsx", "@/lib/cn"],
      ["src/lib/x.ts", "@/config/paths"],
      ["src/components/layout/x.tsx", "react"],
    ] as const;
    expect(lintImports([...cases])).toEqual(cases.map(() => []));
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
      const froms = ["react", "lucide-react", "@/components/ui/button", "../hooks/use-x"];
      const reports = lintImports(froms.map((from) => [`${folder}/x.ts`, from]));
      expect(reports).toEqual(froms.map((from) => [expect.stringContaining(`'${from}' import is restricted`)]));
    });
  }

  it("still lets a feature's hooks and components use React", () => {
    const cases = [
      ["src/features/cv-builder/export/hooks/x.ts", "react"],
      ["src/features/cv-builder/export/pdf/x.tsx", "@react-pdf/renderer"],
    ] as const;
    expect(lintImports([...cases])).toEqual(cases.map(() => []));
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
    const cases = [
      ["src/lib/x.ts", "../../tooling/site-origin"],
      ["src/app/routes/x.tsx", "../../../tooling/content/vite-plugin"],
      ["src/content/news/x.server.ts", "../../../scripts/build"],
      ["src/features/news/components/x.tsx", "../../../../tooling/og-image/share-image"],
    ] as const;
    const reports = lintImports([...cases]);
    const names = cases.map(([file, from]) => `${file}: ${from}`);
    expect(countsByImport(names, reports)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
  });

  it("fails when the build reaches into a feature, and lets it use the app's shared code", () => {
    const [news, help, registry, locales] = lintImports([
      ["tooling/x.ts", "../src/features/news/logic/news-feed"],
      ["scripts/x.mjs", "../src/features/help/logic/filter-resources"],
      ["tooling/content/x.ts", "../../src/content/registry.server.ts"],
      ["tooling/x.ts", "../src/i18n/locales.ts"],
    ]);
    expect(news).toHaveLength(1);
    expect(help).toHaveLength(1);
    expect(registry).toEqual([]);
    expect(locales).toEqual([]);
  });

  it("fails when code that reaches the browser imports a Node-only (*.server) module", () => {
    const cases = [
      ...["src/features/news/components/x.tsx", "src/components/x.tsx", "src/lib/x.ts", "src/sw/x.ts"].map(
        (file) => [file, "@/content/news/collection.server"] as const,
      ),
      ["src/features/news/logic/x.ts", "../../../content/page-data.server.ts"] as const,
    ];
    const reports = lintImports(cases);
    const names = cases.map(([file, from]) => `${file}: ${from}`);
    expect(countsByImport(names, reports)).toEqual(Object.fromEntries(names.map((name) => [name, 1])));
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

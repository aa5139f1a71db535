import { defineConfig } from "vitest/config";
import { sharedDefine, sharedPlugins, sharedResolve } from "./vite.config.ts";

/**
 * Two projects. "unit" needs nothing but Node: `npm run test:unit`. "tools" holds the tests named
 * *.tools.test.ts(x), which read our files back with programs a fresh machine may lack (poppler's
 * pdftotext for the PDF, LibreOffice's soffice for the Word file): `npm run test:unit:tools`.
 * `npm test` and .ci/run (which installs both) run the two.
 */
const tools = "**/*.tools.test.{ts,tsx}";

export default defineConfig({
  plugins: sharedPlugins,
  resolve: sharedResolve,
  define: sharedDefine,
  test: {
    // Pure logic runs in Node, which starts in a fraction of jsdom's time (the suite's setup fell
    // from 116 s to 20 s); a test that renders or parses markup says `// @vitest-environment jsdom`.
    environment: "node",
    // One worker per core: Vitest's default leaves one core free (a single worker on a two-core
    // machine, with the other core idle), which is for a developer's watch mode, not a test run.
    maxWorkers: "100%",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    reporters: ["default", "json"],
    // test:unit:tools writes its own (--outputFile.json), so the two runs' counts add up (scripts/count-results.mjs).
    outputFile: { json: "test-results/unit.json" },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.{ts,tsx}", "tooling/**/*.test.ts"], exclude: [tools] },
      },
      { extends: true, test: { name: "tools", include: [`src/${tools}`, `tooling/${tools}`] } },
    ],
  },
});

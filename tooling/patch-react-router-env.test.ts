import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { patchEnvFile, reactRouterDevDir } from "../scripts/patch-react-router-env.mjs";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe("the postinstall patch for @react-router/dev's envFile warning", () => {
  it("says envDir: false where the package said envFile: false, and only there", () => {
    dir = mkdtempSync(path.join(tmpdir(), "rr-dev-"));
    mkdirSync(path.join(dir, "dist/cli"), { recursive: true });
    writeFileSync(
      path.join(dir, "dist/vite.js"),
      "createServer({ configFile: false, envFile: false, plugins: [] });\n",
    );
    writeFileSync(path.join(dir, "dist/cli/index.js"), "const envFile = 1;\n");
    expect(patchEnvFile(dir)).toEqual(["dist/vite.js"]);
    expect(readFileSync(path.join(dir, "dist/vite.js"), "utf8")).toBe(
      "createServer({ configFile: false, envDir: false, plugins: [] });\n",
    );
    expect(readFileSync(path.join(dir, "dist/cli/index.js"), "utf8")).toBe("const envFile = 1;\n");
    expect(patchEnvFile(dir)).toEqual([]);
  });

  it("has been applied to the installed package, so no build prints the deprecation", () => {
    const installed = reactRouterDevDir();
    expect(installed).not.toBeNull();
    for (const file of ["dist/vite.js", "dist/cli/index.js"]) {
      expect({
        file,
        deprecated: readFileSync(path.join(installed!, file), "utf8").includes("envFile: false"),
      }).toEqual({
        file,
        deprecated: false,
      });
    }
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { manifestEdges, ON_DEMAND_CHUNKS, reachableAssets } from "./chunk-graph.mjs";

// A small Vite build manifest, in the shape Vite writes: keys are source files, imports and
// dynamicImports name other keys, file and css are output files.
const manifest = {
  "src/app/routes/cv-builder.tsx": {
    file: "assets/cv-builder-A.js",
    imports: ["_shared-B.js"],
    dynamicImports: ["src/pdf/render-cv-pdf.ts", "src/cv/cv-resolver.ts"],
    css: ["assets/cv-builder-Q.css"],
  },
  "_shared-B.js": { file: "assets/shared-B.js" },
  "src/cv/cv-resolver.ts": { file: "assets/cv-resolver-D.js", imports: ["_zod-E.js"] },
  "_zod-E.js": { file: "assets/zod-E.js" },
  "src/pdf/render-cv-pdf.ts": { file: "assets/render-cv-pdf-C1.js", imports: ["_pdf-only-F.js"] },
  "_pdf-only-F.js": { file: "assets/pdf-only-F.js" },
};

describe("manifestEdges", () => {
  it("turns each chunk's imports, dynamic imports and stylesheets into URLs under the language's prefix", () => {
    expect(manifestEdges(manifest, "/fr").get("/fr/assets/cv-builder-A.js")).toEqual([
      "/fr/assets/shared-B.js",
      "/fr/assets/render-cv-pdf-C1.js",
      "/fr/assets/cv-resolver-D.js",
      "/fr/assets/cv-builder-Q.css",
    ]);
  });
});

describe("reachableAssets", () => {
  it("follows imports from the pages but never into the PDF library, in each language's build", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chunk-graph-"));
    const client = path.join(dir, "client");
    mkdirSync(path.join(dir, "vite-manifests"));
    writeFileSync(path.join(dir, "vite-manifests", "en.json"), JSON.stringify(manifest));
    writeFileSync(path.join(dir, "vite-manifests", "fr.json"), JSON.stringify(manifest));
    for (const folder of ["assets", "fr/assets"]) {
      mkdirSync(path.join(client, folder), { recursive: true });
      for (const chunk of Object.values(manifest))
        writeFileSync(path.join(client, folder, path.basename(chunk.file)), "");
      writeFileSync(path.join(client, folder, "cv-builder-Q.css"), "");
    }

    const reachable = reachableAssets(
      client,
      ["/assets/cv-builder-A.js", "/fr/assets/cv-builder-A.js"],
      ON_DEMAND_CHUNKS,
    );
    expect([...reachable].toSorted()).toEqual([
      "/assets/cv-builder-A.js",
      "/assets/cv-builder-Q.css",
      "/assets/cv-resolver-D.js",
      "/assets/shared-B.js",
      "/assets/zod-E.js",
      "/fr/assets/cv-builder-A.js",
      "/fr/assets/cv-builder-Q.css",
      "/fr/assets/cv-resolver-D.js",
      "/fr/assets/shared-B.js",
      "/fr/assets/zod-E.js",
    ]);
  });
});

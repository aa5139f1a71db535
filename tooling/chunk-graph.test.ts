import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkReferences, ON_DEMAND_CHUNKS, reachableAssets } from "./chunk-graph.mjs";

describe("chunkReferences", () => {
  it("finds static imports, dynamic imports and preloaded stylesheets in a minified chunk", () => {
    const source =
      'import{a as e}from"./framework-Ab1.js";import"./side-effect-X.js";const l=()=>Q(()=>import(`./lazy-Z9.js`),__vite__mapDeps([0]));const m=["assets/route-Q.css"];';
    expect(chunkReferences(source).toSorted()).toEqual([
      "/assets/framework-Ab1.js",
      "/assets/lazy-Z9.js",
      "/assets/route-Q.css",
      "/assets/side-effect-X.js",
    ]);
  });
});

describe("reachableAssets", () => {
  it("follows imports from the pages but never into the PDF library", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "chunk-graph-"));
    mkdirSync(path.join(dir, "assets"));
    const chunk = (name: string, body: string) => writeFileSync(path.join(dir, "assets", name), body);
    chunk(
      "cv-builder-A.js",
      'import"./shared-B.js";const p=()=>import(`./render-cv-pdf-C1.js`);const r=()=>import(`./cv-resolver-D.js`);',
    );
    chunk("shared-B.js", "export const x=1;");
    chunk("cv-resolver-D.js", 'import"./zod-E.js";');
    chunk("zod-E.js", "");
    chunk("render-cv-pdf-C1.js", 'import"./pdf-only-F.js";');
    chunk("pdf-only-F.js", "");

    const reachable = reachableAssets(dir, ["/assets/cv-builder-A.js"], ON_DEMAND_CHUNKS);
    expect([...reachable].toSorted()).toEqual([
      "/assets/cv-builder-A.js",
      "/assets/cv-resolver-D.js",
      "/assets/shared-B.js",
      "/assets/zod-E.js",
    ]);
  });
});

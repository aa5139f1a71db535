#!/usr/bin/env node
// Times reading a two-page CV, once the reader's library is loaded: what the Job Matcher does in the
// browser when a file is chosen (it must be done well within the 2-second scan). Loads the real
// readers through Vite. pdf.js runs its legacy build here, on Node's "fake worker" (the same thread);
// in the browser the same parsing runs in pdf.js's worker. Fixtures: e2e/fixtures/cv/cv-two-pages.*
// Usage: node scripts/bench-reader.mjs [runs]
import { readFileSync } from "node:fs";
import { createServer } from "vite";

const runs = Number(process.argv[2]) || 15;
const TARGET_MS = 300;
const fixture = (name) => new Uint8Array(readFileSync(new URL(`../e2e/fixtures/cv/${name}`, import.meta.url)));

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { "@": new URL("../src", import.meta.url).pathname } },
});

async function time(label, bytes, read) {
  const first = await read(bytes); // loads and warms the library
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await read(bytes);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times[times.length - 1];
  console.log(
    `${label}, ${(bytes.length / 1024).toFixed(1)} KiB, ${first.length} characters: median ${median.toFixed(1)} ms, ` +
      `worst ${worst.toFixed(1)} ms over ${runs} runs (target <= ${TARGET_MS} ms)`,
  );
  return median;
}

try {
  const base = "/src/matching/read-cv";
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const { extractPdfText } = await vite.ssrLoadModule(`${base}/pdf-text.ts`);
  const { readDocxText } = await vite.ssrLoadModule(`${base}/cv-reader-docx.ts`);
  const { readDocText } = await vite.ssrLoadModule(`${base}/cv-reader-doc.ts`);

  const medians = [
    await time("2-page PDF ", fixture("cv-two-pages.pdf"), (bytes) => extractPdfText(pdfjs, bytes)),
    await time("2-page DOCX", fixture("cv-two-pages.docx"), readDocxText),
  ];
  await time("1-page DOC ", fixture("cv.doc"), readDocText);
  if (medians.some((median) => median > TARGET_MS)) process.exitCode = 1;
} finally {
  await vite.close();
}

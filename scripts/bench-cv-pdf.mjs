#!/usr/bin/env node
// Times making the CV Builder's PDF for a full two-page CV, once @react-pdf/renderer is loaded: the
// wait a visitor has after pressing 'Download as PDF' (the library itself is prefetched when the
// Preview shows). Loads the real document component through Vite, so it measures what ships.
// Usage: node scripts/bench-cv-pdf.mjs [runs]
import { createServer } from "vite";

const runs = Number(process.argv[2]) || 10;
const TARGET_MS = 1500;

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { "@": new URL("../src", import.meta.url).pathname } },
  oxc: { jsx: { runtime: "automatic" } },
});
try {
  const base = "/src/features/cv-builder/export/pdf";
  const { renderToBuffer } = await import("@react-pdf/renderer");
  const { createElement } = await import("react");
  const { CvPdfDocument } = await vite.ssrLoadModule(`${base}/cv-pdf-document.tsx`);
  const { sampleCv } = await vite.ssrLoadModule("/src/test/sample-cv.ts");
  const { pdfPageCount, fontFileOnDisk } = await vite.ssrLoadModule("/src/test/pdf-text.ts");
  const { registerPdfFonts } = await vite.ssrLoadModule(`${base}/cv-fonts.ts`);
  registerPdfFonts(fontFileOnDisk);

  // Four copies of the sample's entries fill two A4 pages.
  const cv = sampleCv(4);
  const render = () => renderToBuffer(createElement(CvPdfDocument, { cv }));

  const first = await render(); // warms the library's fonts and layout engine
  const pages = pdfPageCount(first);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times[times.length - 1];
  console.log(
    `CV PDF, ${pages} pages, ${(first.length / 1024).toFixed(1)} KiB: median ${median.toFixed(0)} ms, ` +
      `worst ${worst.toFixed(0)} ms over ${runs} runs (target < ${TARGET_MS} ms)`,
  );
  if (median > TARGET_MS) process.exitCode = 1;
} finally {
  await vite.close();
}

#!/usr/bin/env node
// npm run bench: builds the site, serves it as deployed (nginx with gzip when installed, else the
// preview server), and prints for each route the bytes it loads before it is interactive and the
// median of 5 Lighthouse runs (default mobile emulation, simulated throttling) on Debian's Chromium,
// and beside them the first and largest paint observed under real throttling (Lighthouse's
// --throttling-method=devtools: slow 4G with 562.5 ms round trips, 4x CPU), median of 3 runs.
// BENCH_PORT, BENCH_RUNS and BENCH_DEVTOOLS_RUNS change the port and the number of runs; with
// --no-build, build with SITE_ORIGIN=http://127.0.0.1:<port> first for absolute head links.
// The five English pages by default; --languages adds their French and Kreol pages (/fr/help, …),
// and BENCH_ROUTES="/help,/fr/help" measures just those.
import { execSync } from "node:child_process";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { paths } from "../src/config/paths.ts";
import { locales, localizePath } from "../src/i18n/locales.ts";
import { measurePages } from "../tooling/budgets.mjs";
import { startPreview, startServer } from "../tooling/local-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const DEVTOOLS_RUNS = Number(process.env.BENCH_DEVTOOLS_RUNS) || 3;
const port = Number(process.env.BENCH_PORT) || 4394;
const base = `http://127.0.0.1:${port}`;
// Every page of the list of pages (src/config/paths.ts), in English unless --languages.
const englishRoutes = Object.values(paths).map((page) => page.path);
const routes = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(",").map((route) => route.trim())
  : process.argv.includes("--languages")
    ? locales.flatMap((locale) => englishRoutes.map((route) => localizePath(route, locale)))
    : englishRoutes;

// Built as deployed at the address it is measured on, so the head's canonical and hreflang links
// are absolute, as a real deployment's are (SITE_ORIGIN, docs/languages.md).
if (!process.argv.includes("--no-build")) {
  execSync("npm run build", {
    stdio: "inherit",
    env: { ...process.env, SITE_ORIGIN: process.env.SITE_ORIGIN || base },
  });
}

const useNginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((file) => {
  try {
    execSync(`test -x ${file}`);
    return true;
  } catch {
    return false;
  }
});
const stopServer = useNginx
  ? await startServer(base, "node", ["scripts/serve-nginx.mjs", String(port)], "BENCH_PORT")
  : await startPreview(port, "BENCH_PORT");

// A run where Lighthouse could not measure a metric (NaN, under heavy load) is left out.
const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

try {
  const bytes = new Map(
    measurePages(path.resolve(process.env.BUILD_DIR || "build", "client")).map((p) => [p.route, p]),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${base}${route}`, { port: chrome.port, logLevel: "error", output: "json" });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits } = result.lhr;
        runs.push({
          performance: (categories.performance?.score ?? 0) * 100,
          accessibility: (categories.accessibility?.score ?? 0) * 100,
          bestPractices: (categories["best-practices"]?.score ?? 0) * 100,
          seo: (categories.seo?.score ?? 0) * 100,
          fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbt: audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          weight: (audits["total-byte-weight"]?.numericValue ?? NaN) / 1024,
        });
      }
      const observed = [];
      for (let run = 0; run < DEVTOOLS_RUNS; run++) {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance"],
          throttlingMethod: "devtools",
        });
        if (!result) throw new Error(`Lighthouse (devtools throttling) returned nothing for ${route}`);
        const { audits } = result.lhr;
        observed.push({
          fcp: audits["first-contentful-paint"]?.numericValue ?? NaN,
          lcp: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        });
      }
      /** @param {keyof (typeof runs)[number]} key */
      const m = (key) => median(runs.map((run) => run[key]));
      /** @param {"fcp" | "lcp"} key */
      const o = (key) => `${(median(observed.map((run) => run[key])) / 1000).toFixed(2)} s`;
      const page = bytes.get(route);
      rows.push({
        route,
        js: page ? `${page.jsRawKiB.toFixed(1)} / ${page.jsGzipKiB.toFixed(1)}` : "?",
        css: page ? `${page.cssRawKiB.toFixed(1)} / ${page.cssGzipKiB.toFixed(1)}` : "?",
        html: page ? page.htmlGzipKiB.toFixed(1) : "?",
        weight: m("weight").toFixed(1),
        scores: `${m("performance")} / ${m("accessibility")} / ${m("bestPractices")} / ${m("seo")}`,
        fcp: `${(m("fcp") / 1000).toFixed(2)} s`,
        lcp: `${(m("lcp") / 1000).toFixed(2)} s`,
        tbt: `${Math.round(m("tbt"))} ms`,
        cls: m("cls").toFixed(3),
        observed: `${o("fcp")} / ${o("lcp")}`,
      });
      console.error(`measured ${route}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(
    `\nServed by ${useNginx ? "nginx (deploy/nginx.conf, gzip)" : "vite preview (no compression)"}; Lighthouse ${RUNS} runs, median, mobile emulation; observed paints: ${DEVTOOLS_RUNS} runs with devtools throttling, median.`,
  );
  console.log(
    "| route | JS KiB raw / gzip | CSS KiB raw / gzip | HTML KiB gzip | page weight KiB (transfer) | Perf / A11y / BP / SEO | FCP | LCP | TBT | CLS | FCP / LCP observed (devtools) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${r.js} | ${r.css} | ${r.html} | ${r.weight} | ${r.scores} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.observed} |`,
    );
  }
} finally {
  stopServer();
}

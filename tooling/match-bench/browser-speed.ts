// The speed figure: a scorer's browser module, bundled, ranks listings for each CV in Debian's
// Chromium with the CPU slowed down (DevTools' CPU throttling, as Lighthouse's mobile runs do), and
// each rank() call is timed in the page. The page and its files come from a small server on the
// loopback address; nothing else is fetched.
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { BenchCv, BenchFile, BrowserScorer, Listing } from "./scorer";

export type SpeedOptions = {
  /** The bundled module (scorer.js, exporting `scorer`) and its chunks. */
  bundleDir: string;
  /** Served at /files/<name> and handed to prepare(). */
  files: readonly BenchFile[];
  listings: readonly Listing[];
  cvs: readonly BenchCv[];
  port: number;
  /** Timed passes over every CV (after one untimed pass), at the slowdown and again without it. */
  runs: number;
  /** DevTools' CPU throttling rate: 4 is a mid-range phone. */
  cpuSlowdown: number;
  chromiumPath: string;
};

export type SpeedResult = {
  /** Per timed pass at the slowdown: the pass's milliseconds divided by the number of CVs. */
  passes: number[];
  /** The same without the slowdown, to show it took effect. */
  unthrottled: number[];
  /** Milliseconds for prepare(), once, at the slowdown. */
  prepareMs: number;
};

type BenchWindow = {
  benchScorer?: BrowserScorer;
  benchPrepared?: unknown;
  benchCvs?: BenchCv[];
};

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Match bench</title>
<script type="module">import { scorer } from "/scorer/scorer.js"; window.benchScorer = scorer;</script>
</head><body><p>Match bench</p></body></html>`;

/** The bundle's files, as paths relative to its folder (chunks may sit in a subfolder). */
export async function bundleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

type Route = { type: string; body: string | Uint8Array };

async function routes(options: SpeedOptions): Promise<Map<string, Route>> {
  const table = new Map<string, Route>([
    ["/", { type: "text/html; charset=utf-8", body: PAGE }],
    ["/listings.json", { type: "application/json", body: JSON.stringify(options.listings) }],
    ["/cvs.json", { type: "application/json", body: JSON.stringify(options.cvs) }],
  ]);
  for (const name of await bundleFiles(options.bundleDir))
    table.set(`/scorer/${name}`, { type: "text/javascript", body: await readFile(path.join(options.bundleDir, name)) });
  for (const file of options.files)
    table.set(`/files/${encodeURIComponent(file.name)}`, { type: "application/octet-stream", body: file.bytes });
  return table;
}

export async function measureInBrowser(options: SpeedOptions): Promise<SpeedResult> {
  const table = await routes(options);
  const server = createServer((request, response) => {
    const route = table.get(new URL(request.url ?? "/", "http://localhost").pathname);
    if (route) response.writeHead(200, { "content-type": route.type }).end(route.body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (error) =>
      reject(new Error(`Port ${options.port} is taken: set BENCH_PORT to a free one`, { cause: error })),
    );
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const browser = await chromium.launch({ executablePath: options.chromiumPath });
  try {
    const page = await browser.newPage();
    const offOrigin: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(`http://127.0.0.1:${options.port}/`)) offOrigin.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${options.port}/`);
    await page.waitForFunction(() => (window as BenchWindow).benchScorer !== undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuSlowdown });

    const prepareMs = await page.evaluate(
      async (names) => {
        const bench = window as BenchWindow;
        const listings = (await (await fetch("/listings.json")).json()) as Listing[];
        bench.benchCvs = (await (await fetch("/cvs.json")).json()) as BenchCv[];
        const files: Record<string, Uint8Array> = {};
        for (const name of names)
          files[name] = new Uint8Array(await (await fetch(`/files/${encodeURIComponent(name)}`)).arrayBuffer());
        const start = performance.now();
        bench.benchPrepared = await bench.benchScorer?.prepare(listings, files);
        return performance.now() - start;
      },
      options.files.map((file) => file.name),
    );

    // DevTools' throttling pauses the page now and then rather than slowing every instruction, so a
    // single short call may miss every pause: a pass over all the CVs is timed as a whole.
    const timePasses = (warmUp: boolean) =>
      page.evaluate(
        ({ runs, warm }) => {
          const bench = window as BenchWindow;
          const scorer = bench.benchScorer as BrowserScorer;
          const cvs = bench.benchCvs ?? [];
          // One untimed pass first: the code is compiled and warm, as on a phone's second CV.
          const fewest = warm ? Math.min(...cvs.map((cv) => scorer.rank(bench.benchPrepared, cv).length)) : 0;
          const perCv: number[] = [];
          for (let run = 0; run < runs; run++) {
            const start = performance.now();
            for (const cv of cvs) scorer.rank(bench.benchPrepared, cv);
            perCv.push((performance.now() - start) / cvs.length);
          }
          return { perCv, fewest };
        },
        { runs: options.runs, warm: warmUp },
      );
    const throttled = await timePasses(true);
    const shortest = throttled.fewest;
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    const unthrottled = await timePasses(false);

    if (shortest !== options.listings.length)
      throw new Error(`rank() gave ${shortest} of the ${options.listings.length} listings for a CV`);
    if (offOrigin.length > 0) throw new Error(`The page fetched from another origin: ${offOrigin.join(", ")}`);
    return { passes: throttled.perCv, unthrottled: unthrottled.perCv, prepareMs };
  } finally {
    await browser.close();
    server.close();
  }
}

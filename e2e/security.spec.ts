import { readdirSync } from "node:fs";
import { join, resolve as resolvePath } from "node:path";
import { expect, expectNotFoundLogs, gotoHydrated, pages, test } from "./fixtures";

// This file's tests go offline, install or update the site, or read what its service worker answers.
test.use({ serviceWorkers: "allow" });

function directives(csp: string) {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test(
  "pages carry the security headers, with a strict script policy @one-width",
  { tag: "@smoke" },
  async ({ request }) => {
    for (const path of ["/", "/help", "/news/", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cache-control"]).toBe("no-cache");

      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // The inlined stylesheets are covered by style-src as it was: no hash is listed, since a hash
      // would make browsers ignore 'unsafe-inline', which run-time style attributes need.
      expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    }
  },
);

test(
  "a mistyped page address is redirected with the security headers @one-width",
  { tag: "@smoke" },
  async ({ request }) => {
    const response = await request.get("/Cv-Builder?from=sms", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toMatch(/^(http:\/\/[^/]+)?\/cv-builder\?from=sms$/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
  },
);

test(
  "hashed assets are cached for a year; the service worker is always revalidated @one-width",
  { tag: "@smoke" },
  async ({ page, request }) => {
    await page.goto("/");
    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");

    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-security-policy"]).toContain("default-src 'self'");
  },
);

test(
  "scripts, stylesheets and fonts carry nosniff but not the page-only headers; a worker script keeps its CSP @one-width",
  { tag: "@smoke" },
  async ({ page, request }) => {
    await page.goto("/fr/cv-builder");
    const scripts = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const stylesheet = await page.locator("link[data-full-stylesheet]").first().getAttribute("href");
    expect(scripts.length).toBeGreaterThan(5);
    expect(stylesheet).toMatch(/^\/fr\/assets\/.+\.css$/);
    const client = resolvePath(process.env.BUILD_DIR || "build", "client");
    const font = readdirSync(join(client, "assets")).find((name) => name.endsWith(".woff"));
    expect(font).toBeDefined();
    for (const path of [...scripts, stylesheet!, `/assets/${font}`]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
      // About 2 KB a file: they act only on a page or a worker.
      expect(headers["content-security-policy"], path).toBeUndefined();
      expect(headers["permissions-policy"], path).toBeUndefined();
      expect(headers["cross-origin-opener-policy"], path).toBeUndefined();
    }

    // pdf.js's worker, which reads a PDF CV in the Job Matcher: its CSP is the one it is served with.
    for (const dir of ["assets", "crs/assets"]) {
      const name = readdirSync(join(client, dir)).find((file) => /^pdf\.worker.*\.js$/.test(file));
      expect(name, dir).toBeDefined();
      const headers = (await request.get(`/${dir}/${name}`)).headers();
      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  },
);

for (const { path, h1 } of pages) {
  test(`${path} runs with no CSP violation @one-width`, { tag: "@smoke" }, async ({ page, watch }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    // Interact a little so scripts that run later (the menu, the service worker) run too.
    await page.keyboard.press("Tab");
    await page.evaluate(() => navigator.serviceWorker?.ready);
    expect(watch.consoleErrors).toEqual([]);
  });
}

test("the 404 page runs with no CSP violation @one-width", { tag: "@smoke" }, async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  const response = await gotoHydrated(page, "/a/b/c");
  expect(response?.status()).toBe(404);
  expect(watch.consoleErrors.filter((text) => text.startsWith("CSP violation"))).toEqual([]);
});

test("nginx compresses text with gzip", { tag: "@nginx" }, async ({ page, request }) => {
  await page.goto("/");
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  for (const path of ["/", "/news", script!]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  }
});

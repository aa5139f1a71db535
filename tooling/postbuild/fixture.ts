// A small build on disk for the steps' unit tests: a temporary build/ with the given files under client/.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseHtml, serializeHtml, type HtmlDocument } from "./html.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import type { Site } from "./site.ts";

/** A page as the prerender writes it, with `head` and `body` inside. */
export const fixturePage = (head = "", body = "<main><h1>Help</h1></main>") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

export function fixtureSite(files: Record<string, string>, builtLocales: Locale[] = ["en"]): Site {
  const buildDir = mkdtempSync(path.join(tmpdir(), "postbuild-"));
  const clientDir = path.join(buildDir, "client");
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(clientDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  mkdirSync(clientDir, { recursive: true });
  return { buildDir, clientDir, adminDir: path.join(clientDir, "admin"), builtLocales };
}

/** Runs a page step on `html` and gives the page back as text. */
export function transform(html: string, step: (document: HtmlDocument) => void): string {
  const document = parseHtml(html);
  step(document);
  return serializeHtml(document);
}

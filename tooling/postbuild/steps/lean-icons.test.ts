import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { leanIconsHtml } from "./lean-icons";

const check =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check size-4 text-primary" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>';

it("leaves out lucide's default attributes, and keeps the view box, classes, aria and drawing", () => {
  expect(leanIconsHtml(`<p>${check}Cash</p>`)).toBe(
    '<p><svg viewBox="0 0 24 24" class="lucide lucide-check size-4 text-primary" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>Cash</p>',
  );
});

it("leaves an icon with a size or stroke of its own, and any other SVG, as they are", () => {
  const big = check.replace('width="24" height="24"', 'width="32" height="32"');
  const thin = check.replace('stroke-width="2"', 'stroke-width="1.5"');
  const logo = check.replace('class="lucide lucide-check size-4 text-primary"', 'class="logo"');
  for (const svg of [big, thin, logo]) expect(leanIconsHtml(svg)).toContain('stroke="currentColor"');
});

it("has a rule in the site's CSS that draws such an icon as lucide would", () => {
  const css = readFileSync(path.resolve(import.meta.dirname, "../../../src/app/app.css"), "utf8");
  const rule = /svg\.lucide:not\(\[stroke\]\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  for (const declaration of [
    "width: 24px",
    "height: 24px",
    "fill: none",
    "stroke: currentColor",
    "stroke-width: 2",
    "stroke-linecap: round",
    "stroke-linejoin: round",
  ])
    expect(rule).toContain(declaration);
});

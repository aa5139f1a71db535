// The inlined critical CSS (critical-css.ts) keeps Tailwind's registrations of every custom property
// the whole stylesheet uses: an `@property --tw-… { … }` rule each, and the same list again as
// initial values for browsers without @property (the `@layer properties` block). Most of them
// (gradients, transforms, filters, rings) are read by no rule of the page's copy, so on every page
// they are some 500 bytes of gzip in the first round trip for nothing. This step removes from each
// inlined copy the registrations of the properties it never reads (`var(--name…)`); the full
// stylesheet, which the page switches on once it runs, carries every one of them again. A property
// a kept rule reads keeps its registration, so its initial value (`--tw-border-style: solid`) holds
// on the first paint. The CSS is parsed with PostCSS, not matched with patterns.
import { parse, type AtRule, type Declaration, type Node, type Root } from "postcss";
import { elementsNamed, type HtmlDocument } from "../html.ts";

/** The custom properties a stylesheet reads: every `var(--name` in a declaration's value, fallbacks included. */
function readProperties(root: Root): Set<string> {
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    for (const [, name] of declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name!);
  });
  return read;
}

/** Whether a declaration is one of the `@layer properties` block's initial values. */
function inPropertiesLayer(declaration: Declaration): boolean {
  let node: Node | undefined = declaration.parent as Node | undefined;
  for (; node; node = node.parent as Node | undefined) {
    if (node.type === "atrule" && (node as AtRule).name === "layer" && (node as AtRule).params === "properties")
      return true;
  }
  return false;
}

/** `css` without the @property rules, and the properties layer's initial values, of custom properties no rule reads. */
export function pruneUnreadProperties(css: string): string {
  const root = parse(css);
  const read = readProperties(root);
  let changed = false;
  root.walkAtRules("property", (rule) => {
    if (read.has(rule.params.trim())) return;
    rule.remove();
    changed = true;
  });
  root.walkDecls(/^--/, (declaration) => {
    if (read.has(declaration.prop) || !inPropertiesLayer(declaration)) return;
    declaration.remove();
    changed = true;
  });
  // Rules and blocks left empty go too (the layer itself, were every property unread).
  for (let emptied = changed; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return changed ? root.toString() : css;
}

/** Prunes each critical CSS copy (a <style data-inlined>, see deferFullStylesheets) of the page. */
export function pruneInlinedProperties(document: HtmlDocument): void {
  for (const style of elementsNamed(document, "style")) {
    if (style.attribs["data-inlined"] === undefined) continue;
    const [text, ...more] = style.children;
    if (!text || more.length > 0 || !("data" in text)) continue;
    text.data = pruneUnreadProperties(text.data);
  }
}

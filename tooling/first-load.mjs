// @ts-check
// Which files a prerendered page loads before it is interactive, read from its parsed HTML.
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * The same-site script and stylesheet URLs a page's HTML asks for up front: module scripts,
 * modulepreloads, stylesheets, and the imports inside its inline module script.
 * @param {string} html
 * @returns {{ scripts: string[]; styles: string[] }}
 */
export function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const elements = DomUtils.findAll(
    (element) => element.name === "link" || element.name === "script",
    parseDocument(html, { decodeEntities: false }).children,
  );
  for (const element of elements) {
    if (element.name === "link") {
      const href = element.attribs.href;
      const rel = (element.attribs.rel ?? "").toLowerCase().split(/\s+/);
      if (!href?.startsWith("/")) continue;
      if (rel.includes("modulepreload")) scripts.add(href);
      else if (rel.includes("stylesheet")) styles.add(href);
      continue;
    }
    const src = element.attribs.src;
    if (src?.startsWith("/")) scripts.add(src);
    // The code of an inline module script: its static and dynamic imports of the site's chunks.
    for (const imported of DomUtils.textContent(element).matchAll(/\bimport\s*\(?\s*"(\/[^"]+\.js)"/g)) {
      scripts.add(imported[1]);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

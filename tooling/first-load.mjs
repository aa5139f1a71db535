// @ts-check
// Which files a prerendered page loads before it is interactive, read from its HTML.

/**
 * The same-site script and stylesheet URLs a page's HTML asks for up front: module scripts,
 * modulepreloads, stylesheets, and the imports inside its inline module script.
 * @param {string} html
 * @returns {{ scripts: string[]; styles: string[] }}
 */
export function firstLoadAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (!href || !href.startsWith("/")) continue;
    if (/\brel="modulepreload"/i.test(tag)) scripts.add(href);
    else if (/\brel="stylesheet"/i.test(tag)) styles.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src?.startsWith("/")) scripts.add(src);
    for (const imported of body.matchAll(/\bimport\s*\(?\s*"(\/[^"]+\.js)"/g)) scripts.add(imported[1]);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

// @ts-check
// The prerendered pages are complete without JavaScript, so the first paint should not wait on it.

/**
 * Marks a page's module preloads `fetchpriority="low"`. The browser then fetches the stylesheet
 * and the hero image first and the app's scripts after them, instead of sharing a slow mobile
 * link between them all: the page paints sooner and hydrates a little later. Links that already
 * say what priority they want are left alone.
 * @param {string} html
 * @returns {string}
 */
export function lowerScriptPriority(html) {
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel="modulepreload"/i.test(tag) || /\bfetchpriority=/i.test(tag)) return tag;
    return tag.replace(/^<link\b/i, '<link fetchpriority="low"');
  });
}

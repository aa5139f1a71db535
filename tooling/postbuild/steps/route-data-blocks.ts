// React Router's prerender hands each page's loader data to the browser in an inline script,
// `window.__reactRouterContext.streamController.enqueue("…")`, whose text is that page's data. The
// site's policy (security-headers) allows inline scripts by their hash, so every news item and every
// listing added three hashes (one per language) to the one Content-Security-Policy header that every
// response carries: at 76 hashes nginx refused to start (a header over its 4 KiB parameter limit), and
// each new listing would have made every response heavier. Here each such script's data moves into a
// data block just before it (`<script type="application/json">`, which the browser never runs, so the
// policy need not allow it, as with a news page's JSON-LD), and the script itself becomes the same
// on every page: it reads the block before it. The policy's hashes no longer grow with the content.
import { DomUtils } from "htmlparser2";
import { attribute, elementsNamed, parseHtml, rawText, type HtmlDocument } from "../html.ts";

/** The one script every page runs for its data: it hands the block before it to the router. */
export const ENQUEUE_DATA_BLOCK =
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));";

/** The prerender's statement: the router's stream, given one chunk as a string literal. */
const ENQUEUE_LITERAL = /^\s*window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\\n]|\\.)*")\);?\s*$/;

/** The JSON string literal a prerendered data script hands the router, or undefined for any other script. */
export function enqueuedLiteral(code: string): string | undefined {
  const literal = ENQUEUE_LITERAL.exec(code)?.[1];
  if (literal === undefined) return undefined;
  try {
    // The prerender writes JSON.stringify's output with <, > and & escaped as \u003c…: valid JSON.
    // A literal JSON cannot read is left as it was (and hashed), never changed in meaning.
    return typeof JSON.parse(literal) === "string" ? literal : undefined;
  } catch {
    return undefined;
  }
}

/** Moves each inline data script's data into a data block before it; the script becomes ENQUEUE_DATA_BLOCK. */
export function moveRouteDataToBlocks(document: HtmlDocument): void {
  for (const script of elementsNamed(document, "script")) {
    if (attribute(script, "src") !== undefined || attribute(script, "type") !== undefined) continue;
    const literal = enqueuedLiteral(rawText(script));
    if (literal === undefined) continue;
    const [block, runner] = parseHtml(
      `<script type="application/json">${literal}</script><script>${ENQUEUE_DATA_BLOCK}</script>`,
    ).children;
    DomUtils.prepend(script, block!);
    DomUtils.replaceElement(script, runner!);
  }
}

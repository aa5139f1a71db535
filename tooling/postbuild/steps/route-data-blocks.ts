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

/** The one script every page runs for its data: it hands the text of the block before it to the router. */
export const ENQUEUE_DATA_BLOCK =
  "window.__reactRouterContext.streamController.enqueue(document.currentScript.previousSibling.text);";

/** The prerender's statement: the router's stream, given one chunk as a string literal. */
const ENQUEUE_LITERAL = /^\s*window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\\n]|\\.)*")\);?\s*$/;

/** What each line of JSON says, written one way, so two writings of the same lines compare equal. */
const readLines = (value: string) =>
  value
    .split("\n")
    .map((line) => (line ? JSON.stringify(JSON.parse(line)) : ""))
    .join("\n");

/**
 * The chunk a prerendered data script hands the router, as a data block's text, or undefined for any
 * other script. The chunk is lines of JSON (React Router's turbo-stream), where a "<" can only stand
 * inside a string: written "\u003c" there, it means the same to the router's JSON reader, and the
 * block can never be closed early by a "</script" in a listing's text. A chunk with any other line is
 * left as it was (and hashed), never changed in meaning.
 */
export function dataBlockText(code: string): string | undefined {
  const literal = ENQUEUE_LITERAL.exec(code)?.[1];
  if (literal === undefined) return undefined;
  try {
    // The prerender writes JSON.stringify's output with <, > and & escaped as \u003c…: valid JSON.
    const chunk: unknown = JSON.parse(literal);
    if (typeof chunk !== "string") return undefined;
    const text = chunk.replaceAll("<", "\\u003c");
    return readLines(text) === readLines(chunk) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Moves each inline data script's data into a data block before it; the script becomes ENQUEUE_DATA_BLOCK. */
export function moveRouteDataToBlocks(document: HtmlDocument): void {
  for (const script of elementsNamed(document, "script")) {
    if (attribute(script, "src") !== undefined || attribute(script, "type") !== undefined) continue;
    const text = dataBlockText(rawText(script));
    if (text === undefined) continue;
    const [block, runner] = parseHtml(
      `<script type="application/json">${text}</script><script>${ENQUEUE_DATA_BLOCK}</script>`,
    ).children;
    DomUtils.prepend(script, block!);
    DomUtils.replaceElement(script, runner!);
  }
}

// The page pass's HTML: parsed once into htmlparser2's DOM (the parser beasties itself uses), changed
// by the page steps, and written back. Entities are left as the prerender wrote them
// (decodeEntities: false), so text, attributes and inline scripts keep their bytes.
import { DomUtils, parseDocument } from "htmlparser2";

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlElement = NonNullable<ReturnType<typeof DomUtils.findOne>>;

const OPTIONS = { decodeEntities: false } as const;

export const parseHtml = (html: string): HtmlDocument => parseDocument(html, OPTIONS);

export const serializeHtml = (document: HtmlDocument): string => DomUtils.getOuterHTML(document, OPTIONS);

/** Every element of the page named `name` ("link", "script"), in document order. */
export const elementsNamed = (document: HtmlDocument, name: string): HtmlElement[] =>
  DomUtils.findAll((element) => element.name === name, document.children);

/** An element's attribute, whatever the case its name was written in. */
export const attribute = (element: HtmlElement, name: string): string | undefined => element.attribs[name];

/** The raw text of an element (an inline script's code, a style's rules). */
export const rawText = (element: HtmlElement): string => DomUtils.textContent(element);

/** Whether a link's rel lists `rel` ("stylesheet", "modulepreload"). */
export const hasRel = (element: HtmlElement, rel: string): boolean =>
  (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/).includes(rel);

/** Adds an inline script right after the page's <meta charset>, before anything else can run or paint. */
export function addScriptAfterCharset(document: HtmlDocument, code: string): void {
  const meta = DomUtils.findOne(
    (element) => element.name === "meta" && "charset" in element.attribs,
    document.children,
  );
  if (!meta) throw new Error("The page has no <meta charset> to put its script after.");
  const script = DomUtils.findOne(
    (element) => element.name === "script",
    parseHtml(`<script>${code}</script>`).children,
  );
  DomUtils.append(meta, script!);
}

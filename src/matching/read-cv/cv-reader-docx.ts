import { strFromU8, unzipSync } from "fflate";
import { UnreadableCvError } from "./unreadable-cv-error";

/*
 * The text of a Word .docx file: a zip whose word/document.xml holds the body as <w:p> paragraphs
 * of <w:r> runs with <w:t> text, <w:tab/> and <w:br/>. Loaded only when a .docx is chosen. fflate
 * (about 8 KB) unzips; the XML is read with a small scanner rather than DOMParser, so the same code
 * runs in a worker, in Node for the tests and the benchmark, and in the page.
 */

const DOCUMENT_PART = "word/document.xml";
/** A CV's document.xml is tens of KB; a file claiming more is damaged or a zip bomb. */
const MAX_DOCUMENT_BYTES = 32 * 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[name] ?? whole;
  });
}

/** The text of WordprocessingML: paragraphs on their own lines, tabs and breaks as white space. */
export function wordXmlText(xml: string): string {
  const out: string[] = [];
  // <w:t>…</w:t> text, or one of the tags that break the text: tab, line break, paragraph end.
  const tokens = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br|cr)\b[^>]*\/>|<\/w:p>/g;
  for (const [token, text, empty] of xml.matchAll(tokens)) {
    if (text !== undefined) out.push(decodeXml(text));
    else if (empty === "tab") out.push("\t");
    else if (empty) out.push("\n");
    else if (token === "</w:p>") out.push("\n");
  }
  return out.join("");
}

/** The body text of a .docx file. Throws UnreadableCvError when it is not a readable Word file. */
export function readDocxText(bytes: Uint8Array): string {
  let files;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === DOCUMENT_PART && file.originalSize <= MAX_DOCUMENT_BYTES,
    });
  } catch (error) {
    throw new UnreadableCvError("not a zip file", { cause: error });
  }
  const part = files[DOCUMENT_PART];
  if (!part) throw new UnreadableCvError("no word/document.xml");
  return wordXmlText(strFromU8(part));
}

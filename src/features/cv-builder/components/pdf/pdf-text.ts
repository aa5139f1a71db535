import { inflateSync } from "node:zlib";

/*
 * Reads the text back out of a PDF made by @react-pdf/renderer, for tests and the benchmark: it
 * inflates each compressed content stream and decodes the hex strings of its TJ operators, one
 * line per text object. Enough for our own files with the standard fonts (WinAnsi ≈ Latin-1); not
 * a general PDF reader.
 */
/* Windows-1252's 0x80–0x9F (Node's TextDecoder reads "windows-1252" as Latin-1, so map them here). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function winAnsi(bytes: Buffer): string {
  let out = "";
  for (const byte of bytes) out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}

export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = "";
      for (const hex of (block[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)) {
        line += winAnsi(Buffer.from(hex[1] ?? "", "hex"));
      }
      if (line) lines.push(line);
    }
  }
  return lines.join("\n");
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page\b/g)?.length ?? 0
  );
}

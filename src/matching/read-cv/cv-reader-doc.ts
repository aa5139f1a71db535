import { openCompoundFile } from "./compound-file";
import { UnreadableCvError } from "./unreadable-cv-error";

/*
 * The text of a Word 97–2003 .doc file (MS-DOC), as saved by Word or LibreOffice. The text lives
 * in the WordDocument stream in pieces; the piece table (in the Clx, inside the 0Table or 1Table
 * stream that the File Information Block names) says where each piece starts and whether it is
 * stored as 8-bit Windows-1252 ("compressed") or as UTF-16. Loaded only when a .doc is chosen.
 */

const WORD_IDENT = 0xa5ec;
const FLAG_ENCRYPTED = 0x0100;
const FLAG_TABLE_1 = 0x0200;
/** Word 97 and later: the FIB's fcClx/lcbClx pair, at a fixed place in FibRgFcLcb97. */
const FC_CLX = 0x1a2;
const LCB_CLX = 0x1a6;
const MIN_FIB_BYTES = 0x1aa;

const cp1252 = new TextDecoder("windows-1252");
const utf16 = new TextDecoder("utf-16le");

/**
 * Word's control characters made plain: paragraph, cell and line marks become line breaks, a
 * field keeps its shown result and drops its code ({ HYPERLINK "…" }), objects are dropped.
 */
export function cleanWordText(raw: string): string {
  let out = "";
  const fields: boolean[] = []; // per open field: are we still in its code part?
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code === 0x13) {
      fields.push(true);
      continue;
    }
    if (code === 0x14) {
      if (fields.length > 0) fields[fields.length - 1] = false;
      continue;
    }
    if (code === 0x15) {
      fields.pop();
      continue;
    }
    if (fields.some((inCode) => inCode)) continue;
    if (code === 0x0d || code === 0x0b || code === 0x0c || code === 0x07) out += "\n";
    else if (code === 0x09) out += "\t";
    else if (code === 0x1e) out += "-";
    else if (code === 0xa0) out += " ";
    else if (code >= 0x20) out += char;
  }
  return out;
}

export function readDocText(bytes: Uint8Array): string {
  const file = openCompoundFile(bytes);
  const word = file.stream("WordDocument");
  if (!word || word.length < MIN_FIB_BYTES) throw new UnreadableCvError("no WordDocument stream");
  const fib = new DataView(word.buffer, word.byteOffset, word.byteLength);
  if (fib.getUint16(0, true) !== WORD_IDENT) throw new UnreadableCvError("not a Word document");
  const flags = fib.getUint16(0x0a, true);
  if (flags & FLAG_ENCRYPTED) throw new UnreadableCvError("encrypted");

  const table = file.stream(flags & FLAG_TABLE_1 ? "1Table" : "0Table");
  if (!table) throw new UnreadableCvError("no table stream");
  const fcClx = fib.getUint32(FC_CLX, true);
  const lcbClx = fib.getUint32(LCB_CLX, true);
  if (lcbClx === 0 || fcClx + lcbClx > table.length) throw new UnreadableCvError("no piece table");
  const clx = new DataView(table.buffer, table.byteOffset + fcClx, lcbClx);

  // Skip the Prc blocks (clxt 1) to the Pcdt (clxt 2), which holds the piece table.
  let at = 0;
  while (at < lcbClx && clx.getUint8(at) === 0x01) at += 3 + clx.getInt16(at + 1, true);
  if (at + 5 > lcbClx || clx.getUint8(at) !== 0x02) throw new UnreadableCvError("no piece table");
  const lcb = clx.getUint32(at + 1, true);
  const plc = at + 5;
  if (plc + lcb > lcbClx || (lcb - 4) % 12 !== 0) throw new UnreadableCvError("bad piece table");
  const pieces = (lcb - 4) / 12;

  const parts: string[] = [];
  for (let i = 0; i < pieces; i++) {
    const cpStart = clx.getUint32(plc + i * 4, true);
    const cpEnd = clx.getUint32(plc + (i + 1) * 4, true);
    if (cpEnd < cpStart) throw new UnreadableCvError("bad piece");
    const pcd = plc + (pieces + 1) * 4 + i * 8;
    const fc = clx.getUint32(pcd + 2, true);
    const compressed = (fc & 0x40000000) !== 0;
    const count = cpEnd - cpStart;
    if (compressed) {
      const from = (fc & 0x3fffffff) / 2;
      if (from + count > word.length) throw new UnreadableCvError("piece out of range");
      parts.push(cp1252.decode(word.subarray(from, from + count)));
    } else {
      const from = fc & 0x3fffffff;
      if (from + count * 2 > word.length) throw new UnreadableCvError("piece out of range");
      parts.push(utf16.decode(word.subarray(from, from + count * 2)));
    }
  }
  return cleanWordText(parts.join(""));
}

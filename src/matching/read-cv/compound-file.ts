import { UnreadableCvError } from "./unreadable-cv-error";

/*
 * A reader for Microsoft's Compound File Binary format (MS-CFB), the container of Word 97–2003
 * .doc files: a little FAT file system of 512- or 4096-byte sectors holding named streams. Only
 * what reading a .doc needs: find a stream by name and return its bytes. Every chain is bounded,
 * so a damaged or hostile file ends in UnreadableCvError, never a hang.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECT = 0xffffffff;
const MAX_REGULAR_SECT = 0xfffffffa;
const HEADER_DIFAT_ENTRIES = 109;
const DIRECTORY_ENTRY_BYTES = 128;

export function isCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= 512 && SIGNATURE.every((byte, i) => bytes[i] === byte);
}

type Entry = { name: string; type: number; start: number; size: number };

export type CompoundFile = {
  /** The bytes of the stream with this name (any storage), or undefined if there is none. */
  stream(name: string): Uint8Array | undefined;
};

/** The sectors of a chain, in order; bounded by the table's size so a loop cannot hang. */
function chain(table: Uint32Array, start: number): number[] {
  const sectors: number[] = [];
  for (let sector = start; sector !== END_OF_CHAIN && sector !== FREE_SECT; sector = table[sector]!) {
    if (sector > MAX_REGULAR_SECT || sector >= table.length || sectors.length > table.length) {
      throw new UnreadableCvError("broken sector chain");
    }
    sectors.push(sector);
  }
  return sectors;
}

export function openCompoundFile(bytes: Uint8Array): CompoundFile {
  if (!isCompoundFile(bytes)) throw new UnreadableCvError("not a compound file");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (offset: number) => {
    if (offset + 4 > bytes.length) throw new UnreadableCvError("compound file cut short");
    return view.getUint32(offset, true);
  };

  const sectorShift = view.getUint16(0x1e, true);
  const miniShift = view.getUint16(0x20, true);
  if ((sectorShift !== 9 && sectorShift !== 12) || miniShift !== 6) throw new UnreadableCvError("bad sector size");
  const sectorSize = 1 << sectorShift;
  const miniSize = 1 << miniShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const perSector = sectorSize / 4;

  // The FAT's own sectors: 109 listed in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  const fatSectorCount = u32(0x2c);
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectors.length < fatSectorCount; i++) {
    fatSectors.push(u32(0x4c + i * 4));
  }
  let difat = u32(0x44);
  for (let hops = 0; fatSectors.length < fatSectorCount && difat <= MAX_REGULAR_SECT; hops++) {
    if (hops > sectorCount) throw new UnreadableCvError("DIFAT loops");
    const base = sectorOffset(difat);
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(u32(base + i * 4));
    difat = u32(base + (perSector - 1) * 4);
  }
  const fat = new Uint32Array(fatSectors.length * perSector);
  fatSectors.forEach((sector, i) => {
    const base = sectorOffset(sector);
    for (let j = 0; j < perSector; j++) fat[i * perSector + j] = u32(base + j * 4);
  });

  function readChain(start: number, size: number | undefined): Uint8Array {
    const sectors = chain(fat, start);
    const out = new Uint8Array(sectors.length * sectorSize);
    sectors.forEach((sector, i) => {
      const from = sectorOffset(sector);
      if (from + sectorSize > bytes.length) {
        // The last sector of a file may be cut short; take what is there.
        out.set(bytes.subarray(from, Math.min(bytes.length, from + sectorSize)), i * sectorSize);
      } else {
        out.set(bytes.subarray(from, from + sectorSize), i * sectorSize);
      }
    });
    if (size === undefined) return out;
    if (size > out.length) throw new UnreadableCvError("stream longer than its chain");
    return out.subarray(0, size);
  }

  const directory = readChain(u32(0x30), undefined);
  const dirView = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const entries: Entry[] = [];
  for (let offset = 0; offset + DIRECTORY_ENTRY_BYTES <= directory.length; offset += DIRECTORY_ENTRY_BYTES) {
    const nameBytes = Math.min(64, dirView.getUint16(offset + 0x40, true));
    let name = "";
    for (let i = 0; i + 1 < nameBytes - 1; i += 2) name += String.fromCharCode(dirView.getUint16(offset + i, true));
    entries.push({
      name,
      type: directory[offset + 0x42]!,
      start: dirView.getUint32(offset + 0x74, true),
      size: dirView.getUint32(offset + 0x78, true),
    });
  }
  const root = entries[0];
  if (!root || root.type !== 5) throw new UnreadableCvError("no root entry");

  const miniCutoff = u32(0x38);
  let mini: { table: Uint32Array; stream: Uint8Array } | undefined;
  function miniParts() {
    if (mini) return mini;
    const tableBytes = u32(0x3c) <= MAX_REGULAR_SECT ? readChain(u32(0x3c), undefined) : new Uint8Array(0);
    const table = new Uint32Array(tableBytes.length / 4);
    const tableView = new DataView(tableBytes.buffer, tableBytes.byteOffset, tableBytes.byteLength);
    for (let i = 0; i < table.length; i++) table[i] = tableView.getUint32(i * 4, true);
    mini = { table, stream: readChain(root!.start, root!.size) };
    return mini;
  }

  return {
    stream(name) {
      const entry = entries.find((e) => e.type === 2 && e.name === name);
      if (!entry) return undefined;
      if (entry.size >= miniCutoff) return readChain(entry.start, entry.size);
      const { table, stream } = miniParts();
      const sectors = chain(table, entry.start);
      const out = new Uint8Array(sectors.length * miniSize);
      sectors.forEach((sector, i) => {
        const from = sector * miniSize;
        if (from + miniSize > stream.length) throw new UnreadableCvError("mini sector out of range");
        out.set(stream.subarray(from, from + miniSize), i * miniSize);
      });
      if (entry.size > out.length) throw new UnreadableCvError("mini stream longer than its chain");
      return out.subarray(0, entry.size);
    },
  };
}

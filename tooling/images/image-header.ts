// What a picture file is and how big it shows, read from its first bytes, synchronously: the
// content checks (tooling/content/load-content.ts) run without waiting, so they cannot ask the
// encoder. The encoder (./responsive-image.ts) then decodes the whole file at build time, so a file
// whose header is fine but whose data is damaged still stops the build.

export type ImageFormat = "jpeg" | "png" | "webp";

/** The file's format and its size as shown, in pixels: a phone's sideways JPEG counts as turned. */
export type ImageHeader = { format: ImageFormat; width: number; height: number };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The format, width and height of a JPEG, PNG or WebP file; undefined for anything else. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 24 && ascii(bytes, 1, 3) === "PNG" && bytes[0] === 0x89 && ascii(bytes, 12, 4) === "IHDR") {
    return sized("png", view.getUint32(16), view.getUint32(20));
  }
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return webp(bytes, view);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpeg(bytes, view);
  return undefined;
}

function sized(format: ImageFormat, width: number, height: number): ImageHeader | undefined {
  return width > 0 && height > 0 ? { format, width, height } : undefined;
}

/** WebP's three kinds: lossy (VP8), lossless (VP8L), and extended (VP8X: alpha, animation, metadata). */
function webp(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X") {
    const width = 1 + (view.getUint16(24, true) | (view.getUint8(26) << 16));
    const height = 1 + (view.getUint16(27, true) | (view.getUint8(29) << 16));
    return sized("webp", width, height);
  }
  if (chunk === "VP8 " && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return sized("webp", view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === "VP8L" && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return sized("webp", 1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
  }
  return undefined;
}

/** Start-of-frame markers carry the size: C0–CF, except C4 (Huffman tables), C8 and CC. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(bytes: Uint8Array, view: DataView): ImageHeader | undefined {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or image data before any frame
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return undefined;
    if (marker === 0xe1) orientation = exifOrientation(bytes, offset + 4, length - 2) ?? orientation;
    if (isStartOfFrame(marker)) {
      if (length < 7) return undefined;
      const height = view.getUint16(offset + 5);
      const width = view.getUint16(offset + 7);
      // EXIF orientations 5 to 8 turn the picture a quarter: it shows height-wide.
      return orientation >= 5 && orientation <= 8 ? sized("jpeg", height, width) : sized("jpeg", width, height);
    }
    offset += 2 + length;
  }
  return undefined;
}

/** The EXIF Orientation tag (0x0112) of an APP1 segment, if it is EXIF and has one. */
function exifOrientation(bytes: Uint8Array, start: number, length: number): number | undefined {
  if (length < 14 || ascii(bytes, start, 6) !== "Exif\0\0") return undefined;
  const tiff = start + 6;
  const end = start + length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = ascii(bytes, tiff, 2);
  if (order !== "II" && order !== "MM") return undefined;
  const little = order === "II";
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return undefined;
    if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
  }
  return undefined;
}

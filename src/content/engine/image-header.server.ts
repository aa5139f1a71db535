// What a picture file is and how big it shows, read from its first bytes with image-size's
// synchronous buffer API: the content checks (../load-content.server.ts) run without waiting,
// so they cannot ask the encoder. The encoder (./responsive-image.ts) then decodes the whole file at
// build time, so a file whose header is fine but whose data is damaged still stops the build.
import { imageSize } from "image-size";

export type ImageFormat = "jpeg" | "png" | "webp";

/** The file's format and its size as shown, in pixels: a phone's sideways JPEG counts as turned. */
export type ImageHeader = { format: ImageFormat; width: number; height: number };

/** image-size's names for the formats the build encodes; it knows others (GIF, SVG, …) we do not. */
const FORMATS = new Map<string, ImageFormat>([
  ["jpg", "jpeg"],
  ["png", "png"],
  ["webp", "webp"],
]);

/** The format, width and height of a JPEG, PNG or WebP file; undefined for anything else. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  let size: ReturnType<typeof imageSize>;
  try {
    // image-size reads through the bytes' whole ArrayBuffer, past their end: a small file from
    // readFileSync sits in Node's shared buffer pool, so one cut off before its size would report
    // other bytes as its size. A copy with a buffer of its own ends where the file does.
    size = imageSize(bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes));
  } catch {
    return undefined; // not a picture image-size knows, or cut off or damaged before its size
  }
  const format = FORMATS.get(size.type ?? "");
  if (!format || !(size.width > 0 && size.height > 0)) return undefined;
  // EXIF orientations 5 to 8 turn the picture a quarter: it shows height-wide.
  const turned = size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8;
  return turned
    ? { format, width: size.height, height: size.width }
    : { format, width: size.width, height: size.height };
}

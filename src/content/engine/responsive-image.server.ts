// Makes the sizes of one photograph that the pages offer: AVIF and WebP at a few widths (never
// larger than the photo), and one JPEG for a browser that reads neither. Build time only: the pages
// get plain data (ResponsiveImage), never sharp. File names carry a hash of their bytes, so a
// changed photo gets new addresses and the old ones can be cached for good.
//
// Encoding AVIF is slow (about a second a size), and the site is built once per language, so the
// results are kept in a cache folder, keyed by the photo's bytes and these settings: the French and
// Kreol builds, and every build after, reuse the English build's files.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** What a page needs to show a photo: `<source srcset>` per format, `<img src width height>`. */
export type ResponsiveImage = {
  /** srcset lists: "/images/news/beach-400-1a2b3c4d5e.avif 400w, …-800-….avif 800w". */
  sources: { avif: string; webp: string };
  /** The largest JPEG, for a browser that reads neither AVIF nor WebP. */
  src: string;
  /** The size of `src`, so the page keeps the photo's place before it loads. */
  width: number;
  height: number;
};

export type EncodedFile = { fileName: string; source: Uint8Array };
export type EncodedImage = { image: ResponsiveImage; files: EncodedFile[] };

/** The widths offered: a phone's card (about 350 CSS px) at 1× and 2×; a wide screen's card (548 px) takes 800. */
export const IMAGE_WIDTHS = [400, 800] as const;

/** Each offered width the photo is wider than, and the photo's own width when it is narrower than the largest. */
export function imageWidths(photoWidth: number, wanted: readonly number[] = IMAGE_WIDTHS): number[] {
  const largest = Math.max(...wanted);
  const widths = wanted.filter((width) => width < photoWidth);
  if (photoWidth <= largest) widths.push(photoWidth);
  return [...new Set(widths)].toSorted((a, b) => a - b);
}

const FORMATS = {
  // AVIF effort 2: within 1% of effort 4's bytes, ten times faster (about 1 s instead of 14 for a 720 px photo here).
  avif: { options: { quality: 50, effort: 2 } },
  webp: { options: { quality: 75, effort: 4 } },
  jpg: { options: { quality: 75, mozjpeg: true } },
} as const;

/** Changes whenever an encoding choice does, so the cache never serves an old result. */
const SETTINGS = JSON.stringify({ version: 1, sharp: sharp.versions, widths: IMAGE_WIDTHS, formats: FORMATS });

/** A safe file name part from the photo's name: "Beach Cleanup (1).JPG" → "beach-cleanup-1". */
export function imageSlug(file: string): string {
  const slug = path
    .basename(file, path.extname(file))
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "photo";
}

const hashOf = (bytes: Uint8Array, length: number) => createHash("sha256").update(bytes).digest("hex").slice(0, length);

/**
 * Encodes `file` into `dir` ("images/news"), reusing `cacheDir` when given. Throws sharp's error
 * when the file cannot be decoded (damaged, cut short, not a picture).
 */
export async function encodeResponsiveImage(
  file: string,
  options: { dir: string; cacheDir?: string },
): Promise<EncodedImage> {
  const input = readFileSync(file);
  const key = createHash("sha256").update(input).update(SETTINGS).update(options.dir).digest("hex").slice(0, 32);
  const cached = options.cacheDir ? readCache(path.join(options.cacheDir, key)) : undefined;
  if (cached) return cached;

  const slug = imageSlug(file);
  // Decode everything once up front: a damaged or cut-off file fails here with sharp's reason.
  // .rotate() turns a phone's sideways photo upright (its EXIF orientation); metadata such as the
  // place it was taken is dropped, as sharp does unless asked to keep it.
  const upright = await sharp(input, { failOn: "warning" }).rotate().raw().toBuffer({ resolveWithObject: true });
  const { width: photoWidth, height: photoHeight, channels } = upright.info;
  const widths = imageWidths(photoWidth);
  const files: EncodedFile[] = [];
  const encode = async (width: number, format: keyof typeof FORMATS) => {
    const pipeline = sharp(upright.data, { raw: { width: photoWidth, height: photoHeight, channels } }).resize({
      width,
      withoutEnlargement: true,
    });
    const encoded =
      format === "avif"
        ? pipeline.avif(FORMATS.avif.options)
        : format === "webp"
          ? pipeline.webp(FORMATS.webp.options)
          : pipeline.flatten({ background: "#ffffff" }).jpeg(FORMATS.jpg.options);
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const fileName = `${options.dir}/${slug}-${info.width}-${hashOf(data, 10)}.${format}`;
    files.push({ fileName, source: data });
    return { url: `/${fileName}`, width: info.width, height: info.height };
  };
  const srcset = async (format: "avif" | "webp") => {
    const sizes = [];
    for (const width of widths) sizes.push(await encode(width, format));
    return sizes.map((size) => `${size.url} ${size.width}w`).join(", ");
  };
  const avif = await srcset("avif");
  const webp = await srcset("webp");
  const fallback = await encode(Math.max(...widths), "jpg");
  const result: EncodedImage = {
    image: { sources: { avif, webp }, src: fallback.url, width: fallback.width, height: fallback.height },
    files,
  };
  if (options.cacheDir) writeCache(path.join(options.cacheDir, key), result);
  return result;
}

type CacheManifest = { image: ResponsiveImage; files: string[] };

function readCache(dir: string): EncodedImage | undefined {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, "manifest.json"), "utf8")) as CacheManifest;
    const files = manifest.files.map((fileName) => ({
      fileName,
      source: readFileSync(path.join(dir, path.basename(fileName))),
    }));
    return { image: manifest.image, files };
  } catch {
    return undefined; // not cached yet, or a cache folder left half-written: encode again
  }
}

/** Written beside, then renamed into place, so a build stopped halfway never leaves half a result. */
function writeCache(dir: string, { image, files }: EncodedImage) {
  if (existsSync(dir)) return;
  const temporary = `${dir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  for (const file of files) writeFileSync(path.join(temporary, path.basename(file.fileName)), file.source);
  const manifest: CacheManifest = { image, files: files.map((file) => file.fileName) };
  writeFileSync(path.join(temporary, "manifest.json"), JSON.stringify(manifest));
  try {
    renameSync(temporary, dir);
  } catch {
    rmSync(temporary, { recursive: true, force: true }); // another build wrote it first
  }
}

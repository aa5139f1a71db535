// Real picture files for the tests, made with the encoder: a smooth colour field of any size.
import sharp from "sharp";

export type PictureFormat = "jpeg" | "png" | "webp";

/**
 * A `width` × `height` picture as `format`'s bytes. `orientation` writes an EXIF orientation (6: the
 * camera was turned, so the picture shows `height` wide); `alpha` makes a WebP with transparency
 * (stored as WebP's extended kind); `lossless` a lossless WebP.
 */
export async function picture(
  width: number,
  height: number,
  format: PictureFormat = "jpeg",
  options: { orientation?: number; alpha?: boolean; lossless?: boolean } = {},
): Promise<Buffer> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = Math.round((x / width) * 255);
      pixels[at + 1] = Math.round((y / height) * 255);
      pixels[at + 2] = 140;
      if (options.alpha) pixels[at + 3] = 200;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (format === "webp") return image.webp({ lossless: options.lossless ?? false }).toBuffer();
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeResponsiveImage, imageSlug, imageWidths } from "./responsive-image.server";
import { picture, type PictureFormat } from "./test-pictures";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "koudmen-images-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function photoFile(
  name: string,
  width: number,
  height: number,
  format: PictureFormat = "jpeg",
  orientation?: number,
) {
  const file = path.join(dir, name);
  writeFileSync(file, await picture(width, height, format, { orientation }));
  return file;
}

/** Each written file as the decoder reads it back: its real format and size. */
async function decoded(files: { fileName: string; source: Uint8Array }[]) {
  return Promise.all(
    files.map(async ({ fileName, source }) => {
      const { format, width, height, compression } = await sharp(source).metadata();
      return { fileName, format: format === "heif" ? `heif/${compression}` : format, width, height };
    }),
  );
}

describe("imageWidths", () => {
  it("offers 400 and 800 from a wide photo, and never a size wider than the photo", () => {
    expect(imageWidths(4032)).toEqual([400, 800]);
    expect(imageWidths(801)).toEqual([400, 800]);
    expect(imageWidths(800)).toEqual([400, 800]);
    expect(imageWidths(720)).toEqual([400, 720]);
    expect(imageWidths(400)).toEqual([400]);
    expect(imageWidths(300)).toEqual([300]);
  });
});

describe("encodeResponsiveImage", () => {
  it("makes real AVIF and WebP files at 400 and 800 pixels, and an 800-pixel JPEG", async () => {
    const file = await photoFile("Beach Cleanup.jpg", 1000, 600);
    const { image, files } = await encodeResponsiveImage(file, { dir: "images/news" });
    expect(await decoded(files)).toEqual([
      {
        fileName: expect.stringMatching(/^images\/news\/beach-cleanup-400-[0-9a-f]{10}\.avif$/),
        format: "heif/av1",
        width: 400,
        height: 240,
      },
      {
        fileName: expect.stringMatching(/^images\/news\/beach-cleanup-800-[0-9a-f]{10}\.avif$/),
        format: "heif/av1",
        width: 800,
        height: 480,
      },
      {
        fileName: expect.stringMatching(/^images\/news\/beach-cleanup-400-[0-9a-f]{10}\.webp$/),
        format: "webp",
        width: 400,
        height: 240,
      },
      {
        fileName: expect.stringMatching(/^images\/news\/beach-cleanup-800-[0-9a-f]{10}\.webp$/),
        format: "webp",
        width: 800,
        height: 480,
      },
      {
        fileName: expect.stringMatching(/^images\/news\/beach-cleanup-800-[0-9a-f]{10}\.jpg$/),
        format: "jpeg",
        width: 800,
        height: 480,
      },
    ]);
    const url = (index: number) => `/${files[index]!.fileName}`;
    expect(image).toEqual({
      sources: { avif: `${url(0)} 400w, ${url(1)} 800w`, webp: `${url(2)} 400w, ${url(3)} 800w` },
      src: url(4),
      width: 800,
      height: 480,
    });
  });

  it("names each file by a hash of its bytes, so a changed photo gets new addresses", async () => {
    const { files } = await encodeResponsiveImage(await photoFile("a.png", 500, 300, "png"), { dir: "images/news" });
    for (const { fileName, source } of files) {
      expect(fileName).toContain(`-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.`);
    }
    const other = await encodeResponsiveImage(await photoFile("a.png", 500, 320, "png"), { dir: "images/news" });
    expect(other.files.map((f) => f.fileName)).not.toContain(files[0]!.fileName);
  });

  it("never makes a size wider than the photo, and keeps its shape", async () => {
    const { image, files } = await encodeResponsiveImage(await photoFile("small.png", 600, 450, "png"), {
      dir: "images/news",
    });
    expect((await decoded(files)).map(({ format, width, height }) => [format, width, height])).toEqual([
      ["heif/av1", 400, 300],
      ["heif/av1", 600, 450],
      ["webp", 400, 300],
      ["webp", 600, 450],
      ["jpeg", 600, 450],
    ]);
    expect([image.width, image.height]).toEqual([600, 450]);
    expect(image.sources.avif).not.toContain("800w");

    const narrow = await encodeResponsiveImage(await photoFile("narrow.webp", 400, 260, "webp"), { dir: "x" });
    expect(narrow.image.sources.webp).toMatch(/^\/x\/narrow-400-[0-9a-f]{10}\.webp 400w$/);
  });

  it("turns a phone's sideways photo upright", async () => {
    const { image, files } = await encodeResponsiveImage(await photoFile("turned.jpg", 600, 400, "jpeg", 6), {
      dir: "images/news",
    });
    expect([image.width, image.height]).toEqual([400, 600]);
    expect((await decoded(files)).map(({ width, height }) => [width, height])).toEqual([
      [400, 600],
      [400, 600],
      [400, 600],
    ]);
  });

  it("refuses a file the decoder cannot read to the end", async () => {
    const file = path.join(dir, "cut.jpg");
    writeFileSync(file, (await picture(800, 600)).subarray(0, 2000));
    await expect(encodeResponsiveImage(file, { dir: "images/news" })).rejects.toThrow(/premature end of JPEG/);
  });

  it("keeps the results in the cache folder and reads them back instead of encoding again", async () => {
    const cacheDir = path.join(dir, "cache");
    const file = await photoFile("cached.jpg", 900, 500);
    const first = await encodeResponsiveImage(file, { dir: "images/news", cacheDir });
    const [entry] = readdirSync(cacheDir);
    expect(readdirSync(path.join(cacheDir, entry!)).toSorted()).toEqual(
      [...first.files.map((f) => path.basename(f.fileName)), "manifest.json"].toSorted(),
    );
    // Spoil one cached file: the second build gets the cache's bytes, so it did not encode again.
    writeFileSync(path.join(cacheDir, entry!, path.basename(first.files[0]!.fileName)), "from the cache");
    const second = await encodeResponsiveImage(file, { dir: "images/news", cacheDir });
    expect(second.image).toEqual(first.image);
    expect(Buffer.from(second.files[0]!.source).toString()).toBe("from the cache");
    // Another folder for the files is another result.
    await encodeResponsiveImage(file, { dir: "images/other", cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(existsSync(path.join(cacheDir, `${entry}.${process.pid}.tmp`))).toBe(false);
  });
});

describe("imageSlug", () => {
  it("makes a plain file name part from the photo's name", () => {
    expect(imageSlug("/x/Beach Cleanup (1).JPG")).toBe("beach-cleanup-1");
    expect(imageSlug("photos/Journée à l'école.webp")).toBe("journee-a-l-ecole");
    expect(imageSlug("photos/____.png")).toBe("photo");
  });
});

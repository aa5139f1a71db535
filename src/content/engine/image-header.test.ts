import { describe, expect, it } from "vitest";
import { readImageHeader } from "./image-header.server";
import { picture } from "./test-pictures";

describe("readImageHeader", () => {
  it("reads a JPEG's, a PNG's and a lossy WebP's size", async () => {
    expect(readImageHeader(await picture(640, 427, "jpeg"))).toEqual({ format: "jpeg", width: 640, height: 427 });
    expect(readImageHeader(await picture(513, 301, "png"))).toEqual({ format: "png", width: 513, height: 301 });
    expect(readImageHeader(await picture(401, 250, "webp"))).toEqual({ format: "webp", width: 401, height: 250 });
  });

  it("reads a lossless WebP and one with transparency (WebP's extended kind)", async () => {
    expect(readImageHeader(await picture(450, 333, "webp", { lossless: true }))).toEqual({
      format: "webp",
      width: 450,
      height: 333,
    });
    const withAlpha = await picture(420, 210, "webp", { alpha: true });
    expect(String.fromCharCode(...withAlpha.subarray(12, 16))).toBe("VP8X");
    expect(readImageHeader(withAlpha)).toEqual({ format: "webp", width: 420, height: 210 });
  });

  it("counts a phone's sideways JPEG as it shows, turned a quarter", async () => {
    expect(readImageHeader(await picture(600, 400, "jpeg", { orientation: 6 }))).toEqual({
      format: "jpeg",
      width: 400,
      height: 600,
    });
    expect(readImageHeader(await picture(600, 400, "jpeg", { orientation: 3 }))).toEqual({
      format: "jpeg",
      width: 600,
      height: 400,
    });
  });

  it("knows no other file, and no file cut off before its size", async () => {
    expect(readImageHeader(new TextEncoder().encode("These are not the pixels you are looking for."))).toBeUndefined();
    expect(readImageHeader(new TextEncoder().encode("GIF89a\x01\x00\x01\x00"))).toBeUndefined();
    expect(readImageHeader(new Uint8Array())).toBeUndefined();
    const jpeg = await picture(640, 427, "jpeg");
    expect(readImageHeader(jpeg.subarray(0, 20))).toBeUndefined();
    const png = await picture(640, 427, "png");
    expect(readImageHeader(png.subarray(0, 16))).toBeUndefined();
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { picture } from "../images/test-pictures";
import { site } from "@/config/site";
import {
  SHARE_SITE_NAME,
  shareCardPng,
  shareCardSvg,
  sharePhotoJpeg,
  textWidth,
  titleLayout,
  wrapText,
} from "./share-image";

describe("the share card (an item without a photo)", () => {
  it("names the foundation as the site does", () => {
    expect(SHARE_SITE_NAME).toBe(site.name);
  });

  it("is a 1200 × 630 PNG, small enough for a chat app's preview", async () => {
    const png = await shareCardPng({
      siteName: "Koudmen Seychelles Foundation",
      title: "Gala anyel pour ranmas larzan",
      date: "15 avril 2025",
    });
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100_000);
    if (process.env.SHARE_IMAGE_OUT) (await import("node:fs")).writeFileSync(process.env.SHARE_IMAGE_OUT, png);
  });

  it("draws the title: the card with a title differs from one without", async () => {
    const words = { siteName: "Koudmen Seychelles Foundation", date: "15 April 2025" };
    const dark = async (title: string) => {
      const { data } = await sharp(await shareCardPng({ ...words, title }))
        .extract({ left: 80, top: 200, width: 1040, height: 230 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data.filter((value) => value > 200).length;
    };
    expect(await dark("")).toBe(0);
    expect(await dark("Annual Fundraising Gala")).toBeGreaterThan(5_000);
  });

  it("wraps a long title into at most three lines, smaller if it must, cut with an ellipsis at last", () => {
    expect(titleLayout("Annual Fundraising Gala")).toEqual({ size: 72, lines: ["Annual Fundraising Gala"] });
    const long = titleLayout("word ".repeat(60));
    expect(long.size).toBe(44);
    expect(long.lines).toHaveLength(3);
    expect(long.lines[2]).toMatch(/…$/);
    expect(wrapText("one two three", 10_000, 72)).toEqual(["one two three"]);
    expect(wrapText("one two three", 1, 72)).toEqual(["one", "two", "three"]);
    expect(wrapText("Le 30\u00A0juin\u00A02026", 1, 72)).toEqual(["Le", "30\u00A0juin\u00A02026"]);
  });

  it("draws French's narrow no-break space (which Noto Sans lacks) as a no-break space, not a missing glyph", () => {
    expect(textWidth("Oups\u202F!", 72)).toBe(textWidth("Oups\u00A0!", 72));
    expect(shareCardSvg({ siteName: "K", title: "Oups\u202F!", date: "" })).toBe(
      shareCardSvg({ siteName: "K", title: "Oups\u00A0!", date: "" }),
    );
  });
});

describe("the share photo (an item with a photo)", () => {
  it("is the photo cropped to fill 1200 × 630, as a JPEG", async () => {
    const jpeg = await sharePhotoJpeg(await picture(1600, 1200));
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });
});

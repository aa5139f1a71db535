// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { pageCardPng } from "./share-image";
import { pageCardFiles } from "./page-cards";

const helpCard = (locale: Locale) =>
  pageCardFiles(locale).find((card) => /(^|\/)share\/help\.png$/.test(card.fileName));

const card = (title: string) =>
  pageCardPng({ siteName: "Koudmen Seychelles Foundation", title, text: "Trouvez de l'aide auprès des ministères." });

/** How many white pixels the heading's band holds. */
async function white(image: Buffer) {
  const { data } = await sharp(image)
    .extract({ left: 80, top: 160, width: 1040, height: 200 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data.filter((value) => value > 240).length;
}

describe("the pages' share cards", () => {
  it("are one per page and language, beside the language's pages", () => {
    expect(pageCardFiles("en").map((file) => file.fileName)).toEqual([
      "share/home.png",
      "share/news.png",
      "share/help.png",
      "share/cv-builder.png",
      "share/job-matcher.png",
      "share/jobs.png",
      "share/training.png",
      "share/my-jobs.png",
    ]);
    expect(pageCardFiles("crs").map((file) => file.fileName)).toContain("crs/share/help.png");
  });

  it("carry each page's heading and description, in its language", () => {
    expect(helpCard("en")).toMatchObject({
      title: "Help Directory",
      text: "Find help from Seychelles government ministries and private organisations: services, addresses, phone numbers and e-mail.",
    });
    expect(helpCard("fr")?.title).toBe("Répertoire d'aide");
    expect(helpCard("crs")?.title).toBe("Repertwar ed");
    expect(pageCardFiles("fr")[0]?.title).toBe("Bienvenue à la Koudmen Seychelles Foundation");
  });

  it("is a 1200 × 630 PNG with the heading drawn on it", async () => {
    const png = await card("Répertoire d'aide");
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1200, height: 630 });
    expect(png.length).toBeLessThan(100_000);
    expect(await white(await card(""))).toBeLessThan(await white(png));
  });
});

// What the news and job pages' tests share: the site origin their previews use, reading the head,
// the preview picture's size, and the share control with and without the phone's share sheet.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Where the previews point: the build's SITE_ORIGIN, or the documented default. */
export const ORIGIN = process.env.SITE_ORIGIN || "http://localhost:4173";

/** A meta tag's content, by property (og:…) or name. */
export const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute("content");

/** A PNG's or JPEG's width and height, read from its bytes. */
export function pictureSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG")
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error("not a PNG or JPEG");
}

/** Makes navigator.share missing, as in most desktop browsers. */
export const withoutWebShare = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }),
  );

/**
 * Gives the page a share sheet that records what it is handed (read with `sharedData`). From the
 * second time on, the visitor closes the sheet (an AbortError), which must bring no message.
 */
export const recordWebShare = (page: Page) =>
  page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
        if (shared.length > 1) throw new DOMException("Share canceled", "AbortError");
      },
    });
  });

export const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);

/** The words of the share control in one language. */
export interface ShareWords {
  share: string;
  whatsApp: string;
  facebook: string;
  copy: string;
  copied: string;
}

/**
 * Without a share sheet: WhatsApp's link carries `text` and the address, Facebook's the address, there
 * is no Share button, and 'Copy link' copies the address and says so. The page must be open, with
 * clipboard permissions granted.
 */
export async function expectShareLinks(page: Page, words: ShareWords, text: string, address: string) {
  const encoded = encodeURIComponent(address);
  await expect(page.getByRole("link", { name: words.whatsApp })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(text)}%20${encoded}`,
  );
  await expect(page.getByRole("link", { name: words.facebook })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
  );
  await expect(page.getByRole("button", { name: words.share, exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: words.copy }).click();
  // Said in the share section's status line, beside the button, where a screen reader hears it.
  await expect(page.getByRole("status").filter({ hasText: words.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
}

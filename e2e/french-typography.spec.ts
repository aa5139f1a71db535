import { resolve as resolvePath } from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * Issue 25: French puts a narrow no-break space before ; : ! ? and inside « », so a mark never
 * starts a line on its own. On a phone (375 px), on the French pages with the most text, no line
 * of text may start with one of these marks or with a closing ».
 */

// Measured once, on a phone's width: @narrow, so the desktop project leaves these out (playwright.config.ts).
test.use({ viewport: { width: 375, height: 800 } });

/**
 * Every ; : ! ? or » that starts a line of the page's visible text, with the words before it.
 * Each character's box comes from a Range over it: a mark starts a line when it is the first
 * visible character of its block, or sits below the character before it.
 */
function marksStartingLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- page.evaluate sends only this callback to the page
    const blockOf = (element: Element): Element => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const display = getComputedStyle(at).display;
        if (display !== "inline" && display !== "contents") return at;
      }
      return document.body;
    };
    let previous: { block: Element; bottom: number; text: string } | undefined;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const element = node.parentElement;
      // Text only screen readers hear is clipped to one pixel: it has no lines to measure.
      if (!element || element.closest("script, style, noscript, .sr-only")) continue;
      const block = blockOf(element);
      const range = document.createRange();
      for (let index = 0; index < node.data.length; index++) {
        const char = node.data[index]!;
        if (/\s/.test(char)) {
          if (previous) previous.text += " ";
          continue;
        }
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box || (box.width === 0 && box.height === 0)) continue;
        if (/[;:!?»]/.test(char)) {
          const startsLine = !previous || previous.block !== block || box.top >= previous.bottom - 1;
          if (startsLine) found.push(`"${char}" after "${(previous?.text ?? "").slice(-30)}"`);
        }
        const text = previous && previous.block === block ? previous.text + char : char;
        previous = { block, bottom: box.bottom, text: text.slice(-40) };
      }
    }
    return found;
  });
}

for (const path of ["/fr", "/fr/help", "/fr/news", "/fr/cv-builder", "/fr/job-matcher"]) {
  test(`no line of ${path} starts with ; : ! ? or a closing » at 375 px @narrow`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await marksStartingLines(page)).toEqual([]);
  });
}

test("no line of the French Job Matcher's results starts with ; : ! ? or a closing » at 375 px @narrow", async ({
  page,
}) => {
  await gotoHydrated(page, "/fr/job-matcher");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Parcourir les fichiers" }).click();
  await (await chooser).setFiles(resolvePath(import.meta.dirname, "fixtures/cv/cv.docx"));
  await page.getByRole("button", { name: "Trouver des emplois correspondants" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Emplois correspondants" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Ce que montre votre CV").first()).toBeVisible({ timeout: 15_000 });
  expect(await marksStartingLines(page)).toEqual([]);
});

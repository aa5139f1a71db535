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

/*
 * Issue 48: what staff type in content/ gets the catalogues' number rules at build
 * (src/i18n/french-typography.mjs): a listing's 'prime de 1 500 roupies', typed with ordinary
 * spaces, reads with a narrow no-break space between the thousands and a no-break space before the
 * money, so neither a number nor its roupies is cut at the end of a line. Checked in the text as
 * the page has it, which is the same at any width.
 */
test("a French listing's '1 500 roupies', typed with ordinary spaces, is set as French sets it", async ({ page }) => {
  await gotoHydrated(page, "/fr/jobs/it-support-technician-victoria");
  // The page's own characters (Playwright's text matchers take any space for any other).
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toContain("Le poste comprend une prime de transport de 1\u202F500\u00A0roupies par mois.");
  // And no number on the page keeps an ordinary space inside it or before its money.
  expect(text.match(/(?<![+\d])\d{1,3}(?: \d{3})+(?!\d)|\d (?:roupies?|SCR)\b/g) ?? []).toEqual([]);
});

import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolationsUnderClock, gotoHydrated, test } from "./fixtures";

// content/jobs: the five sample listings have no closing day and went up in April 2025, so on any
// day since mid-June 2025 (the build's day, and the clock here) each is over 2 months old: its page
// says so, keeps Apply Now and carries no JobPosting. Hotel Receptionist (job2) says how to apply;
// Accountant (job3) does not. A closed listing's page: e2e/dates/job-page-dates.spec.ts.

const RECEPTIONIST = "hotel-receptionist-praslin";

const languages = [
  {
    prefix: "",
    stale: "Posted over 2 months ago: check with the employer that it is still open",
    howTo: "How to apply",
    howText: "Bring your CV, a copy of your National ID card and a police clearance certificate",
    apply: "Apply Now",
  },
  {
    prefix: "/fr",
    stale: "Publiée il y a plus de 2 mois\u202f: vérifiez auprès de l'employeur que l'offre est toujours ouverte",
    howTo: "Comment postuler",
    howText: "Apportez votre CV, une copie de votre carte d'identité nationale",
    apply: "Postuler",
  },
  {
    prefix: "/crs",
    stale: "Pibliye plis ki 2 mwan pase: verifye avek anplwayer si sa anons travay i ankor ouver",
    howTo: "Ki mannyer pour fer aplikasyon",
    howText: "Anmenn ou CV, en kopi ou kart idantite nasyonal",
    apply: "Fer aplikasyon",
  },
] as const;

const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]');

async function openOn(page: Page, path: string) {
  await page.clock.install({ time: new Date("2026-06-01T08:00:00Z") });
  await gotoHydrated(page, path);
}

for (const language of languages) {
  test(`${language.prefix || "/"}: a listing over 2 months old says so, keeps Apply Now, says how to apply and carries no JobPosting`, async ({
    page,
  }) => {
    await openOn(page, `${language.prefix}/jobs/${RECEPTIONIST}`);
    await expect(page.getByText(language.stale, { exact: true })).toBeVisible();
    const apply = page.getByRole("link", { name: language.apply });
    await expect(apply).toHaveAttribute("href", "https://www.jobs.sc/listings/hotel-receptionist-praslin");
    const howTo = page.getByRole("heading", { level: 2, name: language.howTo });
    await expect(howTo).toBeVisible();
    await expect(page.getByText(language.howText)).toBeVisible();
    // 'How to apply' comes before 'Apply Now', as it is read.
    const howToFirst = await howTo.evaluate((heading, name) => {
      const link = [...document.querySelectorAll("a")].find((a) => a.textContent === name)!;
      return (link.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    }, language.apply);
    expect(howToFirst).toBe(true);
    await expect(jsonLd(page)).toHaveCount(0);
    await expectNoAxeViolationsUnderClock(page);
  });
}

test("a listing that gives no way to apply has no 'How to apply' @one-width", async ({ page }) => {
  await openOn(page, "/jobs/accountant-providence");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accountant");
  await expect(page.getByRole("link", { name: "Apply Now" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to apply" })).toHaveCount(0);
});

test(
  "on a phone, Apply Now stays at the bottom of the screen while the listing is read and never covers the focused element",
  { tag: "@narrow" },
  async ({ page }) => {
    await openOn(page, `/crs/jobs/${RECEPTIONIST}`);
    const height = page.viewportSize()!.height;
    const apply = page.getByRole("link", { name: "Fer aplikasyon" });
    // At the top of the page, well before the end of the listing, Apply Now is at the screen's foot.
    await expect(apply).toBeInViewport();
    const box = (await apply.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(height - 40);

    // Tab through the whole page: every focused element is clear of the bar (or in it), where Tab
    // brings it and where a reader may have left it, its foot at the foot of the screen.
    const seen: string[] = [];
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement) || element === document.body) return null;
        const bar = document.querySelector("[data-apply-bar]")!;
        const clear = () => {
          const own = element.getBoundingClientRect();
          const barBox = bar.getBoundingClientRect();
          return own.bottom <= barBox.top + 0.5 || own.top >= barBox.bottom - 0.5;
        };
        const own = element.getBoundingClientRect();
        const onScreen = own.top >= 0 && own.bottom <= window.innerHeight + 0.5;
        const clearAsTabbed = clear();
        // The page scrolled so the element's foot is at the screen's foot, then focused there again.
        window.scrollBy(0, own.bottom - window.innerHeight);
        element.blur();
        element.focus();
        return {
          name: (element.textContent ?? "").trim() || element.getAttribute("aria-label") || element.tagName,
          inBar: bar.contains(element),
          onScreen,
          clearAsTabbed,
          clearAtFoot: clear(),
        };
      });
      if (focus === null || seen.includes(focus.name)) break;
      seen.push(focus.name);
      expect(focus.onScreen, `${focus.name} is on the screen`).toBe(true);
      if (focus.inBar) continue;
      expect(focus.clearAsTabbed, `${focus.name} is clear of the Apply Now bar`).toBe(true);
      expect(focus.clearAtFoot, `${focus.name}, at the foot of the screen, is clear of the Apply Now bar`).toBe(true);
    }
    expect(seen).toContain("Fer aplikasyon");
    expect(seen).toContain("Konpar mon CV avek sa travay");

    // At the end of the listing the bar settles in its place, under the last words: it hides none.
    await page.getByRole("link", { name: "Konpar mon CV avek sa travay" }).scrollIntoViewIfNeeded();
    const words = (await page.getByText("Anmenn ou CV, en kopi ou kart idantite nasyonal").boundingBox())!;
    const bar = (await page.locator("[data-apply-bar]").boundingBox())!;
    expect(words.y + words.height).toBeLessThanOrEqual(bar.y);
  },
);

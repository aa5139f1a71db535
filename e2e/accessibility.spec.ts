import { content } from "./content";
import { expect, expectNotFoundLogs, gotoHydrated, isNarrow, pages, test, expectNoAxeViolations } from "./fixtures";

for (const { path } of pages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test("the 404 page has no axe violations", async ({ page, watch }) => {
  expectNotFoundLogs(watch);
  await gotoHydrated(page, "/a/b/c");
  await expectNoAxeViolations(page);
});

test("the directory's private tab and empty state have no axe violations", async ({ page }) => {
  await gotoHydrated(page, "/help?tab=private");
  const firstPrivate = content.help.find((entry) => entry.category === "private")!;
  await expect(page.getByRole("heading", { name: firstPrivate.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByPlaceholder("Search for resources...").fill("nothing matches this");
  await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the open menu has no axe violations", { tag: "@narrow" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  expect(isNarrow(page)).toBe(true);
  await page.getByRole("button", { name: "Menu" }).click();
  await expectNoAxeViolations(page);
});

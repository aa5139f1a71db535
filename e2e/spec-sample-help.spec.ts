// The Help Directory's search and contact card on the specification's sample entries (content/help
// as the spec gives it): the words a visitor types and the entries they find. help.spec.ts holds
// what works on any valid content.
import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { government, privateOrgs, search, cardTitles, emptyMessage } from "./help-page";

test("searches the name, description and services, ignoring case, on the active tab only @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/help");
  await search(page).fill("MINISTRY OF HEALTH");
  await expect(cardTitles(page)).toHaveText(["Ministry of Health"]);
  await search(page).fill("free care");
  await expect(cardTitles(page)).toHaveText(["Ministry of Health"]);
  await search(page).fill("vaccination");
  await expect(cardTitles(page)).toHaveText(["Ministry of Health"]);

  // "first aid" is a Red Cross service: nothing on the government tab, one entry on the private tab.
  await search(page).fill("first aid");
  await expect(emptyMessage(page)).toBeVisible();
  await page.getByRole("tab", { name: "Private Organizations" }).click();
  await expect(cardTitles(page)).toHaveText(["Red Cross Society of Seychelles"]);
  await expect(search(page)).toHaveValue("first aid");
});

test("when the other tab has matches, a button says how many and switches to it", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await expect(page.getByRole("button", { name: /results? in/ })).toHaveCount(0);

  // "first aid" is only on the private tab: the government tab is empty and points there.
  await search(page).fill("first aid");
  await expect(emptyMessage(page)).toBeVisible();
  const toPrivate = page.getByRole("button", { name: "1 result in Private Organizations" });
  await expect(toPrivate).toBeVisible();
  await expectNoAxeViolations(page);

  await toPrivate.click();
  const privateTab = page.getByRole("tab", { name: "Private Organizations" });
  await expect(privateTab).toHaveAttribute("aria-selected", "true");
  await expect(privateTab).toBeFocused();
  await expect(cardTitles(page)).toHaveText(["Red Cross Society of Seychelles"]);
  await expect(search(page)).toHaveValue("first aid");
  await expect(page).toHaveURL(/\/help\?q=first\+aid&tab=private$/);
  // Nothing matches on the government tab, so no button points back.
  await expect(page.getByRole("button", { name: /results? in/ })).toHaveCount(0);

  // It shows beside this tab's own results too, counting in the plural.
  await search(page).fill("ministry");
  await expect(page.getByRole("button", { name: "3 results in Government Resources" })).toBeVisible();
});

test("the search and the tab survive a reload and follow back and forward @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  // Typing and switching tabs write the address; they fetch nothing (the entries came with the page).
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await search(page).pressSequentially("support");
  await expect(page).toHaveURL(/\/help\?q=support$/);
  await expect(cardTitles(page)).toHaveText(["Ministry of Education"]);
  await page.getByRole("tab", { name: "Private Organizations" }).click();
  await expect(page).toHaveURL(/\/help\?q=support&tab=private$/);
  await expect(cardTitles(page)).toHaveText(privateOrgs);
  expect(requests).toEqual([]);

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(search(page)).toHaveValue("support");
  await expect(page.getByRole("tab", { name: "Private Organizations" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(privateOrgs);

  await page.goBack();
  await expect(page).toHaveURL(/\/help\?q=support$/);
  await expect(page.getByRole("tab", { name: "Government Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(search(page)).toHaveValue("support");
  await expect(cardTitles(page)).toHaveText(["Ministry of Education"]);

  await page.goForward();
  await expect(page.getByRole("tab", { name: "Private Organizations" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(privateOrgs);
});

test("a shared link opens on its search and tab; an unknown tab falls back to government @one-width", async ({
  page,
}) => {
  await gotoHydrated(page, "/help?q=cancer&tab=private");
  await expect(search(page)).toHaveValue("cancer");
  await expect(cardTitles(page)).toHaveText(["Cancer Concern Association"]);

  await gotoHydrated(page, "/help?tab=somewhere-else");
  await expect(page.getByRole("tab", { name: "Government Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(government);
});

test("spaces around the search do not count @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await search(page).fill("   health   ");
  await expect(cardTitles(page)).toHaveText(["Ministry of Health"]);
  await expect(search(page)).toHaveValue("   health   ");
});

test("'Save contact' downloads the entry's vCard @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const card = page.getByRole("article", { name: "Ministry of Health" });
  const save = card.getByRole("link", { name: "Save contact" });
  await expect(save).toHaveAccessibleDescription("Ministry of Health");
  const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(download.suggestedFilename()).toBe("ministry-of-health.vcf");
  const text = await readFile((await download.path())!, "utf8");
  expect(text.split("\r\n")).toEqual([
    "BEGIN:VCARD",
    "VERSION:3.0",
    "FN:Ministry of Health",
    "N:Ministry of Health;;;;",
    "ORG:Ministry of Health",
    "TEL;TYPE=WORK,VOICE:+2484388000",
    "EMAIL;TYPE=INTERNET:info@health.gov.sc",
    "URL:https://www.health.gov.sc",
    "ADR;TYPE=WORK:;;Seychelles Hospital\\, Mont Fleuri\\, Mahé;;;;Seychelles",
    "END:VCARD",
    "",
  ]);
});

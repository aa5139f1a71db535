import { content } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";
import { government, privateOrgs, search, cardTitles, emptyMessage } from "./help-page";

// Each tab's entries, from content/help: these tests work on any valid content. The searches that
// find the spec's sample entries by their words are in spec-sample-help.spec.ts.

test("starts on 'Government Resources' with its three entries @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await expect(search(page)).toHaveValue("");
  await expect(search(page)).toHaveAccessibleName("Search for resources");
  await expect(page.getByRole("tab", { name: "Government Resources" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Private Organizations" })).toHaveAttribute("aria-selected", "false");
  await expect(cardTitles(page)).toHaveText(government);
});

test("each card shows services and contact details with working links @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const entry = content.help.find((item) => item.category === "government")!;
  const card = page.getByRole("article", { name: entry.name });
  await expect(card.getByRole("heading", { name: "Services Provided" })).toBeVisible();
  await expect(card.getByRole("heading", { name: "Contact Information" })).toBeVisible();
  await expect(card.getByRole("listitem").first()).toBeVisible();
  await expect(card).toContainText(entry.contact.address);
  const phone = card.getByRole("link", { name: /^\+248/ });
  await expect(phone).toHaveAttribute("href", /^tel:\+248\d{7}$/);
  const email = card.getByRole("link", { name: /@/ });
  await expect(email).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.sc$/);
  const website = card.getByRole("link", { name: "Visit Website" });
  await expect(website).toHaveAttribute("href", /^https:\/\//);
  await expect(website).toHaveAttribute("target", "_blank");
  await expect(website).toHaveAttribute("rel", "noopener noreferrer");
});

test("the tabs work with the arrow keys @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  const governmentTab = page.getByRole("tab", { name: "Government Resources" });
  const privateTab = page.getByRole("tab", { name: "Private Organizations" });
  await governmentTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(privateTab).toBeFocused();
  await expect(privateTab).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(privateOrgs);
  await expect(page).toHaveURL(/\/help\?tab=private$/);

  await page.keyboard.press("ArrowLeft");
  await expect(governmentTab).toBeFocused();
  await expect(governmentTab).toHaveAttribute("aria-selected", "true");
  await expect(cardTitles(page)).toHaveText(government);
  await expect(page).toHaveURL(/\/help$/);
});

test("with no match it says so, and 'Clear search' brings everything back @one-width", async ({ page }) => {
  await gotoHydrated(page, "/help");
  await search(page).fill("zzz no such thing");
  await expect(emptyMessage(page)).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
  await expect(page.getByRole("status")).toContainText("0 resources");

  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search(page)).toHaveValue("");
  await expect(search(page)).toBeFocused();
  await expect(emptyMessage(page)).toBeHidden();
  await expect(cardTitles(page)).toHaveText(government);
  await expect(page).toHaveURL(/\/help$/);
});

test.describe("bad input @one-width", () => {
  test("a 10,000-character search works and finds nothing", async ({ page }) => {
    await gotoHydrated(page, "/help");
    const long = "health ".repeat(1430).slice(0, 10_000);
    await search(page).fill(long);
    await expect(search(page)).toHaveValue(long);
    await expect(emptyMessage(page)).toBeVisible();
  });

  test("regex characters are plain text", async ({ page }) => {
    await gotoHydrated(page, "/help");
    for (const text of ["(", "*", "\\", "[", "?", ".*", "(health"]) {
      await search(page).fill(text);
      await expect(emptyMessage(page)).toBeVisible();
      await expect(search(page)).toHaveValue(text);
    }
  });

  test("markup in the URL is shown as text, never run", async ({ page }) => {
    const payload = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    await gotoHydrated(page, `/help?q=${encodeURIComponent(payload)}&tab=${encodeURIComponent("<b>x</b>")}`);
    await expect(search(page)).toHaveValue(payload);
    await expect(emptyMessage(page)).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(page.getByRole("tab", { name: "Government Resources" })).toHaveAttribute("aria-selected", "true");
  });
});

test("the page's HTML holds each entry once: the cards, not a second copy for the code @one-width", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/help")).text();
  for (const entry of content.help) {
    const description = entry.description.replaceAll("'", "&#x27;");
    expect(html.split(description).length - 1, entry.id).toBe(1);
  }
  // The code reads the entries from their own file, and searches them.
  await gotoHydrated(page, "/help");
  const entry = content.help.find((item) => item.category === "government")!;
  await search(page).fill(entry.name);
  await expect(cardTitles(page)).toHaveText([entry.name]);
});

test("coming from another page, the directory searches and switches tabs @one-width", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Help Directory" }).first().click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(cardTitles(page)).toHaveText(government);
  await page.getByRole("tab", { name: "Private Organizations" }).click();
  await expect(cardTitles(page)).toHaveText(privateOrgs);
  await search(page).fill(privateOrgs[0]!);
  await expect(cardTitles(page)).toHaveText([privateOrgs[0]!]);
});

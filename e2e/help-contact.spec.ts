import { readFile } from "node:fs/promises";
import { content } from "./content";
import { expect, gotoHydrated, test } from "./fixtures";

test("'Save contact' downloads the entry's vCard", async ({ page }) => {
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

test("every entry's contact card is served as text/vcard", { tag: "@smoke" }, async ({ request }) => {
  for (const entry of content.help) {
    const response = await request.get(`/contacts/${entry.id}.vcf`);
    expect(response.status(), entry.id).toBe(200);
    expect(response.headers()["content-type"], entry.id).toBe("text/vcard; charset=utf-8");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text).toContain(`\r\nFN:${entry.name}\r\n`);
    expect(text).toContain(`\r\nEMAIL;TYPE=INTERNET:${entry.contact.email}\r\n`);
  }
});

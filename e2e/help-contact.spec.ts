import { content } from "./content";
import { expect, test } from "./fixtures";

test("every entry's contact card is served as text/vcard @one-width", { tag: "@smoke" }, async ({ request }) => {
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

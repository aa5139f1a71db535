import { describe, expect, it } from "vitest";
import { contactCardFileName, contactCardPath, toVCard } from "./contact-card";

const entry = {
  name: "Ministry of Health",
  contact: {
    address: "Seychelles Hospital, Mont Fleuri, Mahé",
    phone: "+248 438 8000",
    email: "info@health.gov.sc",
    website: "https://www.health.gov.sc",
  },
};

describe("toVCard", () => {
  it("writes a plain vCard 3.0 with name, phone, e-mail, website and address, CRLF line ends", () => {
    expect(toVCard(entry)).toBe(
      [
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
      ].join("\r\n"),
    );
  });

  it("escapes semicolons, backslashes and line breaks in text", () => {
    const card = toVCard({ ...entry, name: "A; B \\ C\nD" });
    expect(card).toContain("FN:A\\; B \\\\ C\\nD\r\n");
  });

  it("folds lines over 75 octets without splitting a character", () => {
    const card = toVCard({ ...entry, contact: { ...entry.contact, address: `${"é".repeat(60)} Victoria` } });
    const lines = card.split("\r\n");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(0);
    // Unfolding gives the address back whole.
    expect(card.replace(/\r\n /g, "")).toContain(`ADR;TYPE=WORK:;;${"é".repeat(60)} Victoria;;;;Seychelles`);
  });
});

describe("contact card names", () => {
  it("serves each entry's card by its id and downloads it under its name", () => {
    expect(contactCardPath("g2")).toBe("/contacts/g2.vcf");
    expect(contactCardFileName("Ministry of Health")).toBe("ministry-of-health.vcf");
    expect(contactCardFileName("Croix-Rouge: Société d'entraide")).toBe("croix-rouge-societe-d-entraide.vcf");
  });
});

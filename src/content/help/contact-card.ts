/*
 * The Help Directory's contact cards (contacts/<id>.vcf): what the help collection
 * (./collection.server.ts) writes for each entry at build, and where a page links to it. Plain
 * TypeScript, no Node: the pages import it too.
 */

/** The folder of the contact cards, at the site's root (every language's pages link to the same cards). */
export const CONTACT_CARDS_DIR = "contacts";

/**
 * How every server sends a card: the preview server (tooling/preview-fallback.ts), nginx
 * (deploy/nginx.conf) and _headers (tooling/postbuild/steps/security-headers.ts). Without the type,
 * a phone shows the card as text instead of offering to add the contact.
 */
export const VCARD_CONTENT_TYPE = "text/vcard; charset=utf-8";

/** What a contact card needs of a help entry. */
export type ContactCardEntry = {
  name: string;
  contact: { address: string; phone: string; email: string; website: string };
};

/** Where the build writes an entry's contact card. */
export function contactCardPath(id: string): string {
  return `/${CONTACT_CARDS_DIR}/${id}.vcf`;
}

/** "Ministry of Health" → "ministry-of-health.vcf", the name the downloaded file gets. */
export function contactCardFileName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "contact"}.vcf`;
}

/** A text value as vCard 3.0 wants it (RFC 2426 §4): backslash, comma, semicolon and newlines escaped. */
function escape(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/;/g, "\\;").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (RFC 2425 §5.8.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * A plain vCard 3.0 for a help entry: the organisation's name, work phone, e-mail, website and
 * address, so a visitor can keep the contact on their phone and call it later without data.
 */
export function toVCard(entry: ContactCardEntry): string {
  const { name, contact } = entry;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escape(name)}`,
    `N:${escape(name)};;;;`,
    `ORG:${escape(name)}`,
    `TEL;TYPE=WORK,VOICE:${contact.phone.replace(/[^\d+]/g, "")}`,
    `EMAIL;TYPE=INTERNET:${contact.email}`,
    `URL:${contact.website}`,
    `ADR;TYPE=WORK:;;${escape(contact.address)};;;;Seychelles`,
    "END:VCARD",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

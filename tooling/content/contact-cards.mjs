// @ts-check
// The Help Directory's contact cards (build/client/contacts/*.vcf), as every server must send them:
// the preview server (tooling/preview-fallback.ts), nginx (deploy/nginx.conf) and _headers
// (tooling/postbuild/steps/security-headers.ts). Without the type, a phone shows the card as text instead of offering
// to add the contact.
export const CONTACT_CARDS_DIR = "contacts";
export const VCARD_CONTENT_TYPE = "text/vcard; charset=utf-8";

/**
 * The address the site is served from, from SITE_ORIGIN at build time (e.g. "https://example.org"),
 * for the canonical and hreflang links, which search engines want absolute. Unset, the links are
 * root-relative ("/fr/help"): correct wherever the site is deployed, but search engines and
 * Lighthouse's SEO audit ask for absolute ones (docs/languages.md).
 */
export const siteOrigin: string = readSiteOrigin(process.env.SITE_ORIGIN);

export function readSiteOrigin(value: string | undefined): string {
  if (value === undefined || value === "") return "";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN must be an address such as https://example.org, not "${value}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`SITE_ORIGIN must be only a scheme and host, such as https://example.org, not "${value}".`);
  }
  return url.origin;
}

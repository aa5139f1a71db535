/**
 * The address the site is served from, from SITE_ORIGIN at build time (e.g. "https://example.org"):
 * every canonical and hreflang link, og:url and og:image, JSON-LD address, feed and sitemap is built
 * on it, absolute, as search engines and chat apps want them.
 *
 * A public build (PUBLIC_BUILD=1: the deploy workflow and the Docker image) must be told an https
 * address and stops otherwise: a build without one would share links to a computer's own localhost.
 * A local build (npm start, the tests) uses the address `npm start` serves it at, and says so.
 */
export const LOCAL_SITE_ORIGIN = "http://localhost:4173";

export const siteOrigin: string = readSiteOrigin(process.env.SITE_ORIGIN, {
  publicBuild: process.env.PUBLIC_BUILD === "1",
});

export function readSiteOrigin(value: string | undefined, { publicBuild = false } = {}): string {
  if (value === undefined || value === "") {
    if (publicBuild) {
      throw new Error(
        "SITE_ORIGIN is empty. A public build needs the address the site is served from, such as " +
          "https://example.org (the deploy workflow's repository variable SITE_ORIGIN, or docker build " +
          "--build-arg SITE_ORIGIN=…): without it every share link, preview picture, feed and sitemap " +
          `would point at ${LOCAL_SITE_ORIGIN}.`,
      );
    }
    return LOCAL_SITE_ORIGIN;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_ORIGIN must be an address such as https://example.org, not "${value}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, "")) {
    throw new Error(`SITE_ORIGIN must be only a scheme and host, such as https://example.org, not "${value}".`);
  }
  if (publicBuild && url.protocol !== "https:") {
    throw new Error(
      `SITE_ORIGIN must be an https address for a public build, not "${value}": chat apps and search engines ` +
        "expect the site's secure address.",
    );
  }
  return url.origin;
}

/** The line the build prints about the address its links point at. */
export const siteOriginNote = (origin: string): string =>
  origin === LOCAL_SITE_ORIGIN
    ? `build: SITE_ORIGIN is not set, so links and previews point at ${origin} (a local build; a public build must set it)`
    : `build: links and previews point at ${origin} (SITE_ORIGIN)`;

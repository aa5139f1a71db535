import * as m from "@/i18n/messages";

/** Site-wide constants: the foundation's name and where it lives online. The name stays in every language. */
export const site = {
  name: "Koudmen Seychelles Foundation",
  shortName: "Koudmen",
  socialGroupUrl: "https://www.facebook.com/groups/koudmenseychelles",
  socialGroupName: m.shell_social_group_name(),
} as const;

/**
 * The address the site is served from ("https://example.org"): SITE_ORIGIN, or on a local build where
 * `npm start` serves it (tooling/site-origin.ts). Every head link, preview, feed and sitemap is built on it.
 */
export const siteOrigin: string = __SITE_ORIGIN__;

/** "Home | Koudmen Seychelles Foundation": every page's <title> is built the same way. */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

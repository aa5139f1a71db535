/** Site-wide constants: the foundation's name and where it lives online. */
export const site = {
  name: "Koudmen Seychelles Foundation",
  shortName: "Koudmen",
  description:
    "A community foundation for the people of Seychelles: news, a directory of help from government and private organisations, a CV Builder and a Job Matcher.",
  socialGroupUrl: "https://www.facebook.com/groups/koudmenseychelles",
  socialGroupName: "our Facebook group",
} as const;

/** "Home Page | Koudmen Seychelles Foundation": every page's <title> is built the same way. */
export function pageTitle(page: string): string {
  return `${page} | ${site.name}`;
}

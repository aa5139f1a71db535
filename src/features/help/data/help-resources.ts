import help, { type HelpCategory, type HelpEntry } from "virtual:content/help";

export type { HelpCategory, HelpEntry, Schedule, Weekday } from "virtual:content/help";

/** What the search needs of an entry. */
export type HelpResource = {
  /** Unique across both tabs, such as "g1" or "p1". */
  id: string;
  category: HelpCategory;
  name: string;
  description: string;
  services: readonly string[];
  contact: {
    address: string;
    /** As it is shown: +248 and seven digits. */
    phone: string;
    email: string;
    website: string;
  };
};

/** The entries from content/help/, checked at build time, in the order of their file names. */
export const helpResources: readonly HelpEntry[] = help;

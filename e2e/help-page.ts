// The Help Directory as a visitor uses it: its search box, the cards of the open tab, the empty message.
import type { Page } from "@playwright/test";
import { content } from "./content";

/** Each tab's entries, from content/help. */
export const government = content.help.filter((entry) => entry.category === "government").map((entry) => entry.name);
export const privateOrgs = content.help.filter((entry) => entry.category === "private").map((entry) => entry.name);

export const search = (page: Page) => page.getByPlaceholder("Search for resources...");
export const cardTitles = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 3 });
export const emptyMessage = (page: Page) => page.getByText("No resources found matching your search.");

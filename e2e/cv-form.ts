// Filling the CV Builder's form as a visitor does, for the specs that need a whole valid CV.
import type { Page } from "@playwright/test";

export const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });

/**
 * An item of the 'CV file' menu at the top ('Save CV file', 'Open CV file', 'Start over'), opened
 * first. `menu` is the menu button's name in the page's language.
 */
export async function fileMenuItem(page: Page, name: string, menu = "CV file") {
  const button = page.getByRole("button", { name: menu, exact: true });
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  return page.getByRole("button", { name, exact: true });
}
export const group = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

export type Cv = { first: string; last: string; address: string; summary: string; skill: string };
export const marie: Cv = {
  first: "Marie-Claire",
  last: "Hoareau",
  address: "Anse Étoile, Mahé",
  summary: "Friendly hospitality professional with eight years in hotels, fluent in Créole and French.",
  skill: "Customer service",
};

/**
 * Fills every field of a valid CV, leaving the person on the Experience and Skills tab. `more`
 * adds the experience's end date and a second skill.
 */
export async function fillCv(page: Page, cv: Cv = marie, more: { endDate?: string; secondSkill?: string } = {}) {
  await page.getByLabel("First name").fill(cv.first);
  await page.getByLabel("Last name").fill(cv.last);
  await page.getByLabel("Email").fill("marie-claire@example.sc");
  await page.getByLabel("Phone").fill("+248 2 512 345");
  await page.getByLabel("Address").fill(cv.address);
  await page.getByLabel("Professional summary").fill(cv.summary);
  await page.getByRole("button", { name: "Next: Education" }).click();
  const education = group(page, "Education #1");
  await education.getByLabel("Institution").fill("Université des Seychelles");
  await education.getByLabel("Degree/qualification").fill("BA in Tourism");
  await education.getByLabel("Start date").fill("2015");
  await page.getByRole("button", { name: "Next: Experience" }).click();
  const experience = group(page, "Experience #1");
  await experience.getByLabel("Employer").fill("Hôtel Côte d'Or");
  await experience.getByLabel("Position").fill("Front Office Supervisor");
  await experience.getByLabel("Start date").fill("2019");
  if (more.endDate) await experience.getByLabel("End date").fill(more.endDate);
  await experience.getByLabel("Description of responsibilities").fill("Led the reception team of six.");
  await page.getByRole("textbox", { name: "Skill #1", exact: true }).fill(cv.skill);
  if (more.secondSkill) {
    await page.getByRole("button", { name: "Add Another Skill" }).click();
    await page.getByRole("textbox", { name: "Skill #2", exact: true }).fill(more.secondSkill);
  }
}

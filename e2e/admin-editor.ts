// Driving the editor at /admin (Sveltia CMS) offline, as staff use it: its backend swapped for
// Sveltia's `test-repo`, which keeps the repository in the browser's private storage (OPFS, folder
// sveltia-cms-test/), seeded with this repository's real content/ files; and finding its forms'
// fields as staff read them. Shared by the editor's browser test (spec-sample-admin.spec.ts) and
// the staff guides' pictures (scripts/guide-pictures.ts), which runs outside the test runner.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse, stringify } from "yaml";

export const REPO = path.resolve(import.meta.dirname, "..");
/** Where the test-repo backend keeps the repository (Sveltia CMS's src/lib/services/backends/fs/test.js). */
export const TEST_REPO_DIR = "sveltia-cms-test";

/** Every file of content/ by its path in the repository ("content/news/….md"), as text, or bytes for photos. */
export function contentFiles(): Record<string, string | number[]> {
  const files: Record<string, string | number[]> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const relative = path.relative(REPO, file).split(path.sep).join("/");
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(?:jpe?g|png|webp)$/i.test(name)) files[relative] = [...readFileSync(file)];
      else files[relative] = readFileSync(file, "utf8");
    }
  };
  walk(path.join(REPO, "content"));
  return files;
}

/** Sveltia's own words for signing in, in the language of the browser (English unless told). */
export type SignInWords = { testRepository: string; collectionList: string };
export const ENGLISH_SIGN_IN: SignInWords = {
  testRepository: "Work with Test Repository",
  collectionList: "Collection List",
};
export const FRENCH_SIGN_IN: SignInWords = {
  testRepository: "Travailler avec un dépôt de test",
  collectionList: "Liste des collections",
};

/** Opens /admin with the built config.yml, its backend swapped for test-repo, and content/ seeded. */
export async function openEditor(page: Page, words: SignInWords = ENGLISH_SIGN_IN) {
  await page.route("**/admin/config.yml*", async (route) => {
    const config = parse(await (await route.fetch()).text());
    expect(config.backend.name, "the production backend").toBe("github");
    config.backend = { name: "test-repo" };
    await route.fulfill({ contentType: "application/yaml", body: stringify(config) });
  });
  await page.goto("/admin/");
  await page.evaluate(
    async ({ rootName, entries }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(rootName, { create: true });
      for (const [file, content] of entries) {
        const parts = file.split("/");
        const name = parts.pop()!;
        let dir = root;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(name, { create: true })).createWritable();
        await writable.write(typeof content === "string" ? content : new Uint8Array(content));
        await writable.close();
      }
    },
    { rootName: TEST_REPO_DIR, entries: Object.entries(contentFiles()) },
  );
  await page.getByRole("button", { name: words.testRepository }).click();
  // Signed in: the list of collections shows (beside the items on a wide screen, alone on a phone).
  await expect(page.getByRole("tree", { name: words.collectionList })).toBeVisible();
}

/**
 * Opens an entry in the editor and waits until its form holds the entry's own words (its first text
 * box filled) before anything is typed: on a busy machine a form drawn before the entry was read
 * was drawn again when it was, and what had been typed or added by then was gone.
 */
export async function openEntry(page: Page, address: string) {
  await page.goto(address);
  // In whichever language the collection was last edited: the form opens on that tab (named in
  // Sveltia's English, or its French when the browser is French).
  const form = page.getByRole("group", { name: /^(?:Edit .+ Content|Modifier le contenu en .+)$/ });
  await expect(form.getByRole("textbox").first()).not.toHaveValue("", { timeout: 30_000 });
}

/**
 * The editing pane for a language, by its tab's name ("English", "French", or the Kreol tab's name;
 * "Anglais", "Français" when the browser, and so Sveltia's own words, are French).
 */
export const pane = (page: Page, language: string) =>
  page.getByRole("group", {
    name: new RegExp(`^(?:Edit \\W*${language}\\W* Content|Modifier le contenu en \\W*${language}\\W*)$`, "i"),
  });

/**
 * A field's label as the editor shows it: English, then French and Kreol ("Title · Titre · Tit", or
 * "Photo · Foto" where two say the same). The tests name a field by its English, the label's start.
 */
export const labelled = (english: string) =>
  new RegExp(`^${english.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: · .+)?$`);

export const textbox = (page: Page, language: string, name: string) =>
  pane(page, language).getByRole("textbox", { name: labelled(name) });

/**
 * Switches the editing pane to another language's tab: a row of tabs on a wide screen, a list to
 * choose from on a phone.
 */
export async function switchTo(page: Page, from: string, to: string) {
  const tabs = pane(page, from).getByRole("radiogroup", { name: /^(?:Switch Locale|Changer de langue du contenu)$/ });
  if (await tabs.isVisible()) await tabs.getByRole("radio", { name: to }).click();
  else {
    await pane(page, from).getByRole("combobox").first().click();
    // An option may carry a warning sign before its name.
    await page
      .getByRole("option")
      .filter({ hasText: new RegExp(`^\\W*${to}\\W*$`) })
      .click();
  }
  await expect(pane(page, to)).toBeVisible();
}

/** A field's group in a language's pane, by its label (Sveltia names it “Label” Field, or Champ « Label »). */
export const fieldGroup = (page: Page, language: string, label: string) =>
  pane(page, language).getByRole("group", {
    name: new RegExp(`^(?:“\\W*${label}(?: · [^”]+)?\\W*” Field|Champ « \\W*${label}(?: · [^»]+)?\\W* »)$`),
  });

/** The build's checks at the top of a language's form, where Save's refusals show in the build's words. */
export const checks = (page: Page, language: string) => fieldGroup(page, language, "Checked before saving");

/**
 * Scrolls to a field further down the form. The editor draws fields only as they come near the
 * screen, and a hint in three languages makes the form long: the form is scrolled on from the last
 * field drawn until this one is drawn.
 */
export async function reach(page: Page, language: string, label: string) {
  const group = fieldGroup(page, language, label);
  await expect(async () => {
    if ((await group.count()) === 0) {
      await pane(page, language)
        .getByRole("group", { name: /(?:” Field| »)$/ })
        .last()
        .hover();
      await page.mouse.wheel(0, 400);
    }
    await expect(group).toBeAttached({ timeout: 1000 });
  }).toPass();
  await group.scrollIntoViewIfNeeded();
}

/** Scrolls on until the form has drawn `count` boxes named `name` (a list's items are drawn as they come near the screen). */
export async function drawn(page: Page, language: string, name: string, count: number) {
  const boxes = textbox(page, language, name);
  await pane(page, language).hover({ position: { x: 100, y: 300 } });
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(boxes).toHaveCount(count, { timeout: 1000 });
  }).toPass();
}

/** A field further down the form, by its group's label and its own. */
export async function field(page: Page, language: string, group: string, name: string) {
  await reach(page, language, group);
  return textbox(page, language, name);
}

/**
 * The Kreol tab's name. The CMS names each language with the browser's Intl.DisplayNames, which in
 * Chromium has no name for "crs" (the tab read "crs"): admin/main.ts names it as staff say it.
 */
export const KREOL_TAB = "Kreol Seselwa";

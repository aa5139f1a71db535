#!/usr/bin/env node
// The pictures of the staff guides (content/README.md, README.fr.md, README.crs.md): each step of
// 'Post a job', 'Add a help entry' and 'Add a news item', in the editor at /admin, at 375 px and
// 1280 px, with Sveltia's own words in English and in French (the editor has no Kreol of its own:
// the Kreol guide shows the English pictures). Offline, as the editor's browser test opens it
// (e2e/admin-editor.ts: Sveltia's test repository seeded with content/, nothing from the network).
// Each picture is cropped to what its step is about and written as a PNG of few colours, into
// docs/images/guide/<en|fr>/. Run `npm run build` first. Usage: npm run guide:pictures
import { chromium, type Locator, type Page } from "@playwright/test";
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  checks,
  drawn,
  ENGLISH_SIGN_IN,
  field,
  fieldGroup,
  FRENCH_SIGN_IN,
  KREOL_TAB,
  openEditor,
  openEntry,
  pane,
  reach,
  type SignInWords,
  switchTo,
  textbox,
} from "../e2e/admin-editor.ts";
import { startServer } from "../tooling/local-server.mjs";

const port = Number(process.env.SCREENSHOT_PORT) || 4392;
const base = `http://127.0.0.1:${port}`;
const OUT = path.resolve(import.meta.dirname, "../docs/images/guide");
const WIDTHS = [375, 1280] as const;
/** A phone's screen, and a laptop's. */
const HEIGHT = { 375: 800, 1280: 900 } as const;

/** Sveltia's own words in each language the editor has for them, and its tabs' names. */
type Ui = {
  folder: "en" | "fr";
  locale: string;
  signIn: SignInWords;
  save: string;
  saved: string;
  english: string;
  french: string;
  dialog: string;
  upload: string;
  insert: string;
  browse: string;
};
const UIS: Ui[] = [
  {
    folder: "en",
    locale: "en-GB",
    signIn: ENGLISH_SIGN_IN,
    save: "Save",
    saved: "Entry saved.",
    english: "English",
    french: "French",
    dialog: "Select Image",
    upload: "Upload",
    insert: "Insert",
    browse: "Browse",
  },
  {
    folder: "fr",
    locale: "fr-FR",
    signIn: FRENCH_SIGN_IN,
    save: "Enregistrer",
    saved: "Entrée enregistrée.",
    english: "Anglais",
    french: "Français",
    dialog: "Sélectionner une image",
    upload: "Téléverser",
    insert: "Insérer",
    browse: "Parcourir",
  },
];

/**
 * A picture of the part of the screen the step is about: the parts given, with a margin, the first
 * one scrolled to the top of the screen (or left where it is), cut to the screen.
 */
/**
 * The pictures that show none of Sveltia's own words (only the fields, whose names and grey lines
 * are in the three languages whatever the browser's language): made once, in English, and shown
 * in the French guide too.
 */
const SAME_IN_FRENCH = new Set([
  "job-2-id",
  "job-3-type",
  "job-4-salary",
  "help-2-id",
  "help-4-phone-refused",
  "news-5-text",
  "news-6-kreol",
]);

async function picture(
  page: Page,
  name: string,
  parts: Locator[],
  options: { top?: boolean; screen?: "top" | "whole" } = {},
) {
  const [folder, step] = name.split("/") as [string, string];
  if (folder === "fr" && SAME_IN_FRENCH.has(step)) return;
  const { width, height } = page.viewportSize()!;
  if (options.top !== false) await parts[0]!.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(300);
  const boxes = (await Promise.all(parts.map((part) => part.boundingBox({ timeout: 5000 }).catch(() => null)))).filter(
    (box) => box !== null,
  );
  if (boxes.length === 0) throw new Error(`${name}: nothing to show`);
  const pad = 6;
  // "top": the screen from its top edge down to the parts; "whole": the whole screen.
  const screen = options.screen;
  const left = screen ? 0 : Math.max(0, Math.min(...boxes.map((box) => box.x)) - pad);
  const top = screen ? 0 : Math.max(0, Math.min(...boxes.map((box) => box.y)) - pad);
  const right = screen ? width : Math.min(width, Math.max(...boxes.map((box) => box.x + box.width)) + pad);
  const bottom =
    screen === "whole" ? height : Math.min(height, Math.max(...boxes.map((box) => box.y + box.height)) + pad);
  const shot = await page.screenshot({
    clip: { x: left, y: top, width: right - left, height: bottom - top },
    animations: "disabled",
    caret: "hide",
  });
  const file = path.join(OUT, `${name}-${width}.png`);
  writeFileSync(
    file,
    await sharp(shot).png({ palette: true, colours: 32, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer(),
  );
}

/**
 * A collection's list, as its picture shows it: the screen from its top down to the last item (on
 * a phone, the whole screen, with its round New button at the bottom).
 */
async function collectionList(page: Page, name: string, collection: string, lastItem: RegExp) {
  await page.goto(`${base}/admin/#/collections/${collection}`);
  const last = page.getByText(lastItem).first();
  await last.waitFor();
  await page.waitForTimeout(500);
  const { width } = page.viewportSize()!;
  await picture(page, name, [last], { top: false, screen: width < 768 ? "whole" : "top" });
}

const saveButton = (page: Page, ui: Ui) => page.getByRole("button", { name: ui.save, exact: true });

async function postAJob(page: Page, ui: Ui, dir: string) {
  const en = ui.english;
  await collectionList(page, `${dir}/job-1-list`, "jobs", /^job5 · /);
  await page.goto(`${base}/admin/#/collections/jobs/new`);
  await textbox(page, en, "Slug").waitFor();
  await textbox(page, en, "Slug").fill("chef-de-partie-beau-vallon");
  await textbox(page, en, "Title").fill("Chef de Partie");
  await textbox(page, en, "Company").fill("Beau Vallon Bay Resort");
  await textbox(page, en, "Location").fill("Beau Vallon, Mahé");
  await picture(page, `${dir}/job-2-id`, [fieldGroup(page, en, "ID"), fieldGroup(page, en, "Slug")]);
  await pane(page, en)
    .getByRole("radio", { name: /^Full-time/ })
    .check();
  await picture(page, `${dir}/job-3-type`, [fieldGroup(page, en, "Type")]);
  await reach(page, en, "Salary");
  await pane(page, en).getByRole("spinbutton", { name: /^Min/ }).fill("11000");
  await pane(page, en).getByRole("spinbutton", { name: /^Max/ }).fill("14000");
  await picture(page, `${dir}/job-4-salary`, [fieldGroup(page, en, "Salary")]);
  await (await field(page, en, "Posted", "Posted")).fill("2025-04-16");
  await (await field(page, en, "Closes", "Closes")).fill("2025-05-16");
  await picture(page, `${dir}/job-5-dates`, [fieldGroup(page, en, "Posted"), fieldGroup(page, en, "Closes")]);
  await (await field(page, en, "Source", "Source")).fill("Seychelles Jobs Board (jobs.sc)");
  await (
    await field(page, en, "Web address", "Web address")
  ).fill("https://www.jobs.sc/listings/chef-de-partie-beau-vallon");
  await (await field(page, en, "Description", "Description")).fill("Run the grill section of a resort kitchen.");
  await (
    await field(page, en, "How to apply", "How to apply")
  ).fill("Walk in with your CV and National ID card, Monday to Friday, 9:00 to 14:00.");
  await reach(page, en, "Requirements");
  await fieldGroup(page, en, "Requirements")
    .getByRole("button", { name: /Requirement/ })
    .click();
  await textbox(page, en, "Text").last().fill("Two years as a cook in a hotel or restaurant");
  await picture(page, `${dir}/job-6-requirements`, [fieldGroup(page, en, "Requirements")]);
  await switchTo(page, en, ui.french);
  await textbox(page, ui.french, "Title").fill("Chef de partie");
  await textbox(page, ui.french, "Description").fill("Tenir le poste grill de la cuisine d'un hôtel.");
  await (
    await field(page, ui.french, "How to apply", "How to apply")
  ).fill("Présentez-vous avec votre CV et votre carte d'identité, du lundi au vendredi.");
  await reach(page, ui.french, "Requirements");
  await textbox(page, ui.french, "Text").last().fill("Deux ans comme cuisinier dans un hôtel ou un restaurant");
  await fieldGroup(page, ui.french, "Title").evaluate((element) => element.scrollIntoView({ block: "end" }));
  await picture(page, `${dir}/job-7-french`, [fieldGroup(page, ui.french, "Title")], { top: false, screen: "top" });
  await switchTo(page, ui.french, KREOL_TAB);
  await textbox(page, KREOL_TAB, "Title").fill("Sef de parti");
  await textbox(page, KREOL_TAB, "Description").fill("Okip seksyon gril dan lakwizin en lotel.");
  await (
    await field(page, KREOL_TAB, "How to apply", "How to apply")
  ).fill("Vin avek ou CV ek ou kart idantite, Lendi ziska Vandredi.");
  await reach(page, KREOL_TAB, "Requirements");
  await textbox(page, KREOL_TAB, "Text").last().fill("De an konman kwizinye dan en lotel oubyen restoran");
  await saveButton(page, ui).click();
  const saved = page.getByText(ui.saved);
  await saved.waitFor({ timeout: 90_000 });
  await picture(page, `${dir}/job-8-saved`, [saved], { top: false });
  // Later: the closing day moved before the posted day by mistake, and Save pressed on the Kreol
  // tab. Refused at the top of the form, in the build's words, naming the English tab.
  await openEntry(page, `${base}/admin/#/collections/jobs/entries/job6-chef-de-partie`);
  // It opens on the tab last used (Kreol), or on English.
  if (await pane(page, KREOL_TAB).isVisible()) await switchTo(page, KREOL_TAB, en);
  await (await field(page, en, "Closes", "Closes")).fill("2025-04-01");
  await switchTo(page, en, KREOL_TAB);
  await saveButton(page, ui).click();
  await checks(page, KREOL_TAB)
    .getByText(/before the day the listing went up/)
    .first()
    .waitFor();
  await picture(page, `${dir}/job-9-refused`, [checks(page, KREOL_TAB), saveButton(page, ui)]);
}

async function addAHelpEntry(page: Page, ui: Ui, dir: string) {
  const en = ui.english;
  await collectionList(page, `${dir}/help-1-list`, "help-government", /^g2 · /);
  await page.goto(`${base}/admin/#/collections/help-government/new`);
  await textbox(page, en, "Name").waitFor();
  await textbox(page, en, "Name").fill("Seychelles Pension Fund");
  await textbox(page, en, "Description").fill("Keeps the pensions of workers in Seychelles.");
  await picture(page, `${dir}/help-2-id`, [fieldGroup(page, en, "ID"), fieldGroup(page, en, "Name")]);
  const services = fieldGroup(page, en, "Services");
  for (const [index, service] of ["Pension accounts", "Retirement benefits"].entries()) {
    await services.getByRole("button", { name: /Service · Servis/ }).click();
    await services.getByRole("textbox").nth(index).fill(service);
  }
  await picture(page, `${dir}/help-3-services`, [services]);
  await (await field(page, en, "Contact", "Address")).fill("Caravelle House, Victoria, Mahé");
  await textbox(page, en, "Phone").fill("+248 429 4000");
  await reach(page, en, "Schedules");
  await fieldGroup(page, en, "Schedules")
    .getByRole("button", { name: /Opening/ })
    .click();
  for (const [name, value] of [
    ["Days", "MO,TU,WE,TH,FR"],
    ["Opens at", "08:00"],
    ["Closes at", "16:00"],
    ["Notes", "Closed on public holidays"],
  ] as const) {
    await drawn(page, en, name, 1);
    await textbox(page, en, name).first().fill(value);
  }
  await picture(page, `${dir}/help-5-hours`, [fieldGroup(page, en, "Schedules")]);
  await switchTo(page, en, KREOL_TAB);
  await textbox(page, KREOL_TAB, "Description").fill("I okip pansyon bann travayer Sesel.");
  await reach(page, KREOL_TAB, "Services");
  const kreolServices = fieldGroup(page, KREOL_TAB, "Services");
  await kreolServices.getByRole("textbox").nth(0).fill("Kont pansyon");
  await kreolServices.getByRole("textbox").nth(1).fill("Benefis retret");
  await picture(page, `${dir}/help-6-kreol`, [kreolServices]);
  await reach(page, KREOL_TAB, "Schedules");
  await drawn(page, KREOL_TAB, "Notes", 1);
  await textbox(page, KREOL_TAB, "Notes").first().fill("Ferm lo bann zour ferye");
  await picture(page, `${dir}/help-7-kreol-hours`, [fieldGroup(page, KREOL_TAB, "Schedules")]);
  // A phone number typed without +248: refused at Save, under its box, with what to write.
  await switchTo(page, KREOL_TAB, en);
  await (await field(page, en, "Contact", "Phone")).fill("4294000");
  await saveButton(page, ui).click();
  await pane(page, en)
    .getByText(/Phone is not a phone number/)
    .first()
    .waitFor();
  await picture(page, `${dir}/help-4-phone-refused`, [fieldGroup(page, en, "Phone")]);
}

async function addANewsItem(page: Page, ui: Ui, dir: string) {
  const en = ui.english;
  await collectionList(page, `${dir}/news-1-list`, "news", /^4 · /);
  await page.goto(`${base}/admin/#/collections/news/new`);
  await textbox(page, en, "Title").waitFor();
  await textbox(page, en, "Title").fill("School Garden Opens in Baie Lazare");
  await textbox(page, en, "Date").fill("2025-05-02");
  await textbox(page, en, "Description").fill("Pupils at Baie Lazare School plant their first beds.");
  await textbox(page, en, "Image").fill("Children planting seedlings in a school garden");
  await picture(page, `${dir}/news-2-id`, [fieldGroup(page, en, "ID"), fieldGroup(page, en, "Date")]);
  await reach(page, en, "Photo");
  await fieldGroup(page, en, "Photo").getByRole("button", { name: ui.browse }).click();
  const dialog = page.getByRole("dialog", { name: ui.dialog });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: ui.upload }).click();
  // A green garden under a blue sky: a photo as the step shows it, made here.
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 70, g: 140, b: 60 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 1200, height: 320, channels: 3, background: { r: 120, g: 180, b: 230 } },
        })
          .png()
          .toBuffer(),
        top: 0,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  await (await chooser).setFiles({ name: "IMG_2041 School Garden.JPG", mimeType: "image/jpeg", buffer: photo });
  await dialog.getByRole("option", { name: "img_2041-school-garden.jpg", selected: true }).waitFor();
  await page.waitForTimeout(1500); // its thumbnail
  await picture(page, `${dir}/news-3-upload`, [dialog], { top: false });
  await dialog.getByRole("button", { name: ui.insert }).click();
  await fieldGroup(page, en, "Photo").getByText("photos/img_2041-school-garden.webp").waitFor({ timeout: 60_000 });
  await textbox(page, en, "Photo description").fill("Two pupils water a bed of young lettuces");
  await picture(page, `${dir}/news-4-photo`, [
    fieldGroup(page, en, "Photo"),
    fieldGroup(page, en, "Photo description"),
  ]);
  await textbox(page, en, "Text").fill(
    "Pupils opened the school's first vegetable garden on Friday.\n\nParents and teachers built the beds together.",
  );
  await picture(page, `${dir}/news-5-text`, [fieldGroup(page, en, "Text")]);
  await switchTo(page, en, KREOL_TAB);
  await textbox(page, KREOL_TAB, "Title").fill("En zarden lekol Baie Lazare");
  await textbox(page, KREOL_TAB, "Description").fill("Bann zelev Baie Lazare i plant zot premye kare legim.");
  await picture(page, `${dir}/news-6-kreol`, [
    fieldGroup(page, KREOL_TAB, "Title"),
    fieldGroup(page, KREOL_TAB, "Description"),
  ]);
}

/** Some pictures only: `npm run guide:pictures -- job fr 375` (a guide, a language, a width, in any order). */
const only = process.argv.slice(2);
const wanted = (choices: readonly string[], value: string) =>
  !only.some((word) => choices.includes(word)) || only.includes(value);
const stopServer = await startServer(
  base,
  "npx",
  [
    "vite",
    "preview",
    "--config",
    "vite.preview.config.ts",
    "--port",
    String(port),
    "--strictPort",
    "--host",
    "127.0.0.1",
  ],
  "SCREENSHOT_PORT",
);
const failed: string[] = [];
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  for (const ui of UIS.filter((each) => wanted(["en", "fr"], each.folder))) {
    mkdirSync(path.join(OUT, ui.folder), { recursive: true });
    for (const width of WIDTHS.filter((each) => wanted(["375", "1280"], String(each)))) {
      for (const [guide, walk] of [
        ["job", postAJob],
        ["help", addAHelpEntry],
        ["news", addANewsItem],
      ] as const) {
        if (!wanted(["job", "help", "news"], guide)) continue;
        // A fresh editor for each guide: nothing saved by one shows in another's pictures.
        const context = await browser.newContext({
          baseURL: base,
          viewport: { width, height: HEIGHT[width] },
          locale: ui.locale,
          serviceWorkers: "block",
        });
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        try {
          await openEditor(page, ui.signIn);
          await walk(page, ui, ui.folder);
        } catch (error) {
          failed.push(`${ui.folder} ${width} ${guide}: ${String(error).split("\n")[0]}`);
          await page.screenshot({ path: `test-results/guide-pictures-${ui.folder}-${width}-${guide}.png` });
        }
        await context.close();
      }
    }
  }
  await browser.close();
} finally {
  stopServer();
}
const sizes = readdirSync(OUT).flatMap((folder) =>
  readdirSync(path.join(OUT, folder)).map((file) => statSync(path.join(OUT, folder, file)).size),
);
console.log(
  `${sizes.length} pictures in docs/images/guide/, ${(sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(0)} KiB in all`,
);
if (failed.length > 0) {
  console.error(`Not made:\n${failed.join("\n")}`);
  process.exitCode = 1;
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  hideTranslateButtons,
  markTranslateButtons,
  markListRemoveButtons,
  newItemAddress,
  noticeSpace,
  removeListItemsInBaseLocaleOnly,
  staffValidationMessages,
  translateValidationMessages,
  translateValidationNotice,
  withLanguageNames,
  wrapMenuNames,
} from "./editor-ui";

describe("the language names the editor shows", () => {
  const DisplayNames = withLanguageNames(Intl.DisplayNames);

  // Chromium has no name for "crs" (the tab read "crs"); Node's ICU says "Seselwa Creole French". Staff say "Kreol Seselwa".
  it("names Kreol Seselwa as staff say it, in English and in French", () => {
    expect(new DisplayNames(["en"], { type: "language", fallback: "none" }).of("crs")).toBe("Kreol Seselwa");
    expect(new DisplayNames(["fr"], { type: "language", fallback: "none" }).of("crs")).toBe("Kreol Seselwa");
    expect(new DisplayNames(["en"], { type: "language", fallback: "none" }).of("CRS")).toBe("Kreol Seselwa");
  });

  it("leaves every other language, and other kinds of names, to the browser", () => {
    expect(new DisplayNames(["en"], { type: "language" }).of("fr")).toBe("French");
    expect(new DisplayNames(["fr"], { type: "language" }).of("en")).toBe("anglais");
    expect(new DisplayNames(["en"], { type: "region" }).of("SC")).toBe("Seychelles");
  });
});

describe("the side menu's names", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("wrap whole instead of being cut short, so the French and the Kreol show", () => {
    // A collection in the menu as Sveltia draws it, its name cut with an ellipsis by its own style.
    document.head.innerHTML = `<style>.label{white-space:nowrap;text-overflow:ellipsis}</style>`;
    document.body.innerHTML = `<div role="treeitem"><div role="none" class="row"><span role="none" class="label">Job listings · Offres d'emploi · Anons travay</span></div></div><span class="label">Elsewhere</span>`;
    wrapMenuNames(document);
    const [menu, other] = [...document.querySelectorAll(".label")].map((label) => getComputedStyle(label));
    expect([menu?.whiteSpace, menu?.textOverflow]).toEqual(["normal", "clip"]);
    expect(other?.whiteSpace).toBe("nowrap");
  });

  it("and a list's heading may shrink to the screen's width and wrap, where Sveltia's own style keeps it whole on one line", () => {
    // (Sveltia puts its rule in the page after ours, as it draws the list; jsdom weighs rules by their
    // order only, so that ours says more than Sveltia's is seen in a browser: the editor's browser test.)
    document.head.innerHTML = `<style>h2.svelte-83jnuc{flex:0 0 auto !important}</style>`;
    document.body.innerHTML = `<div role="toolbar" aria-orientation="horizontal"><div role="none" class="inner"><h2 role="none" class="svelte-83jnuc"><bdi>Job listings · Offres d'emploi · Anons travay</bdi></h2></div></div><h2 class="svelte-83jnuc">Elsewhere</h2>`;
    wrapMenuNames(document);
    const [list, other] = [...document.querySelectorAll("h2")].map((heading) => getComputedStyle(heading));
    expect([list?.flexShrink, list?.minWidth, list?.overflowWrap]).toEqual(["1", "0px", "anywhere"]);
    expect(other?.flexShrink).toBe("0");
  });
});

/** A button as Sveltia draws it: its icon is a Material Symbols ligature. */
const button = (icon: string, label: string) =>
  `<button aria-label="${label}" class="sui button"><span class="sui icon material-symbols-outlined" aria-hidden="true">${icon}</span></button>`;

describe("the Translate buttons", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("are marked and hidden, whatever the editor's language; other icon buttons stay", () => {
    document.body.innerHTML = `${button("translate", "Translate")}${button("translate", "Traduire")}${button("more_vert", "Show Field Options")}`;
    expect(markTranslateButtons(document)).toBe(2);
    expect(markTranslateButtons(document)).toBe(0);
    hideTranslateButtons(document);
    const shown = [...document.querySelectorAll("button")].filter(
      (element) => getComputedStyle(element).display !== "none",
    );
    expect(shown.map((element) => element.getAttribute("aria-label"))).toEqual(["Show Field Options"]);
  });

  it("drawn later, as the editor opens an item, are hidden too", async () => {
    const observer = hideTranslateButtons(document);
    document.body.insertAdjacentHTML("beforeend", `<div>${button("translate", "Translate")}</div>`);
    await Promise.resolve();
    expect(getComputedStyle(document.querySelector("button")!).display).toBe("none");
    observer.disconnect();
  });
});

/** A list item as Sveltia draws it: a header with its options menu and its Remove button, then its fields. */
const listItem = (removeLabel: string) =>
  `<div class="item-list"><div class="item-wrapper"><div role="group" class="item">` +
  `<div class="header"><div class="start">${button("expand_more", "Collapse")}</div>` +
  `<div class="end">${button("more_vert", "Item Options")}${button("close", removeLabel)}</div></div>` +
  `<div class="item-body"><input aria-label="Service">${button("close", "Clear")}</div></div></div></div>`;

/** An editing pane of one language, as Sveltia marks it, with a list of one item. */
const editPane = (locale: string, removeLabel = "Remove") =>
  `<div role="group" class="pane" data-locale="${locale}" data-mode="edit">${listItem(removeLabel)}</div>`;

/** Each pane's language, and the buttons it shows. */
const shownRemoves = () =>
  [...document.querySelectorAll(".pane")].map((pane) => [
    pane.getAttribute("data-locale"),
    [...pane.querySelectorAll("button")]
      .filter((element) => getComputedStyle(element).display !== "none")
      .map((element) => element.getAttribute("aria-label")),
  ]);

describe("a list item's Remove button", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("stays in the English pane and is hidden in French and Kreol Seselwa, whatever the editor's language; other buttons stay", () => {
    document.body.innerHTML = editPane("en") + editPane("fr", "Supprimer") + editPane("crs");
    expect(markListRemoveButtons(document)).toBe(3);
    removeListItemsInBaseLocaleOnly(document, "en").disconnect();
    expect(shownRemoves()).toEqual([
      ["en", ["Collapse", "Item Options", "Remove", "Clear"]],
      ["fr", ["Collapse", "Item Options", "Clear"]],
      ["crs", ["Collapse", "Item Options", "Clear"]],
    ]);
  });

  it("drawn later, as an item is added or the pane switches language, is hidden too", async () => {
    const observer = removeListItemsInBaseLocaleOnly(document, "en");
    document.body.innerHTML = editPane("en");
    await Promise.resolve();
    expect(shownRemoves()[0]?.[1]).toContain("Remove");
    document.querySelector(".pane")!.setAttribute("data-locale", "fr");
    expect(shownRemoves()[0]?.[1]).not.toContain("Remove");
    observer.disconnect();
  });
});

/** A field as Sveltia draws it, with its message, and the same field in the editor's list of errors. */
const field = (label: string, message: string) => `
  <section role="group" class="field" data-key-path="title">
    <header role="none"><h4 role="none">${label}</h4><span class="required">*</span></header>
    <div role="alert" class="validation"><div role="none"><span class="icon">error</span>${message}</div></div>
  </section>
  <button class="ref"><span class="summary">${label}</span>
    <div role="alert" class="validation"><div role="none"><span class="icon">error</span>${message}</div></div>
  </button>`;

describe("Sveltia's own messages under a field", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("name their field and say what to do in English, French and Kreol Seselwa, in the browser's English or French", () => {
    document.body.innerHTML =
      field("Title · Titre · Tit", "This field is required.") + field("Email", "Ce champ est obligatoire.");
    expect(translateValidationMessages(document)).toBe(4);
    const shown = [...document.querySelectorAll('[role="alert"]')].map((alert) =>
      alert.textContent?.replace("error", ""),
    );
    expect(shown[0]).toBe("Title · Titre · Tit\nis missing\nmanque\u202F: remplissez-le\ni manke: ranpli li");
    expect(shown[1]).toBe(shown[0]);
    expect(shown[2]).toBe("Email\nis missing\nmanque\u202F: remplissez-le\ni manke: ranpli li");
  });

  it("leave the site's own messages as they are, and are put in again when Sveltia writes them anew", async () => {
    const phone = "Phone is not a phone number: write +248 and seven digits, like +248 429 8600";
    document.body.innerHTML = field("Phone · Téléphone · Telefonn", phone);
    const observer = staffValidationMessages(document);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(phone);
    const text = document.querySelector('[role="alert"] [role="none"]')!.lastChild!;
    text.textContent = "This field is required.";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain("Phone · Téléphone · Telefonn\nis missing");
    observer.disconnect();
    expect(document.head.textContent).toContain("white-space:pre-line");
  });
});

/** Sveltia's notice when Save is refused, as it draws it at the foot of the screen, in its own words. */
const notice = (words: string, hidden = false) => `
  <div role="none" class="sui toast-base enabled" popover="manual">
    <div class="sui toast bottom-center" aria-hidden="${hidden}">
      <div role="alert" class="sui alert error" aria-live="assertive"><span class="sui icon">error</span>
        <span class="status-label">Error</span> ${words} <button type="button"><span class="label">Show Errors</span></button>
      </div>
    </div>
  </div>`;

/** The notice's words as the build gives them to the editor (cms-config.ts; editor-words.test.ts holds them to these). */
const NOTICE_WORDS = {
  one: {
    en: "Not saved yet: 1 field to correct. {button} shows which one and what to write.",
    fr: "Pas encore enregistré\u202F: 1 champ à corriger. {button} montre lequel et quoi écrire.",
    crs: "Pa'n ganny sove ankor: 1 kaz pou koriz. {button} i montre lekel e ki pou ekrir.",
  },
  other: {
    en: "Not saved yet: {count} fields to correct. {button} shows which ones and what to write.",
    fr: "Pas encore enregistré\u202F: {count} champs à corriger. {button} montre lesquels et quoi écrire.",
    crs: "Pa'n ganny sove ankor: {count} kaz pou koriz. {button} i montre lekel e ki pou ekrir.",
  },
};
const noticeWords = () => NOTICE_WORDS;

/** The notice's words, without its icon, its hidden "Error" and its button. */
const shown = () =>
  [...document.querySelector('[role="alert"]')!.childNodes]
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent)
    .join("")
    .trim();

describe("Sveltia's notice when Save is refused", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    document.documentElement.removeAttribute("style");
  });

  it("says in English, French and Kreol Seselwa that nothing is saved yet and what its button shows, in the browser's English or French", () => {
    document.body.innerHTML = notice("One field has an error. Please correct it to save the entry.");
    expect(translateValidationNotice(document, noticeWords())).toBe(1);
    expect(shown()).toBe(
      "Not saved yet: 1 field to correct. Show Errors shows which one and what to write.\n" +
        "Pas encore enregistré\u202F: 1 champ à corriger. Show Errors montre lequel et quoi écrire.\n" +
        "Pa'n ganny sove ankor: 1 kaz pou koriz. Show Errors i montre lekel e ki pou ekrir.",
    );
    document.body.innerHTML = notice(
      "3 champs comportent des erreurs. Veuillez les corriger pour enregistrer l’entrée.",
    );
    expect(translateValidationNotice(document, noticeWords())).toBe(1);
    expect(shown()).toBe(
      "Not saved yet: 3 fields to correct. Show Errors shows which ones and what to write.\n" +
        "Pas encore enregistré\u202F: 3 champs à corriger. Show Errors montre lesquels et quoi écrire.\n" +
        "Pa'n ganny sove ankor: 3 kaz pou koriz. Show Errors i montre lekel e ki pou ekrir.",
    );
  });

  it("leaves every other notice as it is", () => {
    document.body.innerHTML = notice("Entry saved.");
    expect(translateValidationNotice(document, noticeWords())).toBe(0);
    expect(shown()).toContain("Entry saved.");
  });

  it("is put in again when Sveltia counts anew, and its lines and the room at the form's foot are styled", async () => {
    document.body.innerHTML = notice("One field has an error. Please correct it to save the entry.");
    const observer = staffValidationMessages(document, noticeWords());
    expect(shown()).toContain("Not saved yet: 1 field to correct.");
    const alert = document.querySelector('[role="alert"]')!;
    const text = [...alert.childNodes].find((node) => node.textContent?.includes("Not saved yet"))!;
    text.textContent = "2 fields have errors. Please correct them to save the entry. ";
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toContain("Not saved yet: 2 fields to correct. Show Errors shows which ones and what to write.");
    observer.disconnect();
    expect(document.head.textContent).toContain('[role="alert"][data-koudmen-notice]{display:grid');
    expect(document.head.textContent).toContain("padding-bottom:var(--koudmen-notice-space,0px)");
    // No room is kept while no notice shows (jsdom draws nothing: the notice has no height).
    expect(document.documentElement.style.getPropertyValue("--koudmen-notice-space")).toBe("0px");
  });

  it("keeps room at the foot of the form from the notice's top to the screen's foot, and none once it is hidden", () => {
    document.body.innerHTML = notice("One field has an error. Please correct it to save the entry.");
    translateValidationNotice(document, noticeWords());
    const alert = document.querySelector('[role="alert"]')!;
    alert.getBoundingClientRect = () => ({ top: 560, height: 224, bottom: 784 }) as DOMRect;
    // jsdom's window is 768 px high: the notice's top is 208 px above its foot, and a gap of 16 px.
    expect(window.innerHeight).toBe(768);
    expect(noticeSpace(document)).toBe(224);
    alert.closest(".toast")!.setAttribute("aria-hidden", "true");
    expect(noticeSpace(document)).toBe(0);
  });
});

describe("a new item", () => {
  it("opens on the English tab: its address names the language, unless it names one already", () => {
    expect(newItemAddress("#/collections/jobs/new", "en")).toBe("#/collections/jobs/new?_locale=en");
    expect(newItemAddress("#/collections/help-private/new?id=p9", "en")).toBe(
      "#/collections/help-private/new?id=p9&_locale=en",
    );
    expect(newItemAddress("#/collections/jobs/new?_locale=fr", "en")).toBeUndefined();
    expect(newItemAddress("#/collections/jobs/entries/job3-accountant", "en")).toBeUndefined();
    expect(newItemAddress("#/collections/jobs", "en")).toBeUndefined();
  });
});

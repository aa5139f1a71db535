// What the editor at /admin shows that Sveltia CMS has no setting for (admin/main.ts applies it
// before the editor starts):
// - Kreol Seselwa's name. Sveltia names each language with the browser's Intl.DisplayNames, which
//   has no name for "crs", so its tab read "crs". The browser's DisplayNames is wrapped so "crs" is
//   "Kreol Seselwa" wherever the editor names it (the tabs, the menus, "Copy from …").
// - No Translate buttons. Sveltia offers machine translation on every translated field, through
//   Google's or an AI company's service with a key of your own: the editor's Content-Security-Policy
//   allows no such host, so the button could only fail. Sveltia has no setting to turn it off; each
//   button showing its "translate" icon is marked, and a style hides what is marked.
// - No Remove on a list item outside English (below).
// - The collections' names whole in the side menu and the lists' headings (below).
// - Sveltia's own messages in the staff's three languages, naming their field (below), and its
//   notice when Save is refused, which no longer covers the foot of the form on a phone (below).
// - A new item opened on the English tab (below).
import { CHECK_STYLE } from "./build-check.ts";
import { FIX_WORDS } from "./fix-words.ts";
import { LANGUAGE_LINES, staffMessage, type ThreeLanguages } from "./staff-messages.ts";

/** The languages the browser cannot name, by code, with the name staff know them by. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { crs: "Kreol Seselwa" };

/**
 * Intl.DisplayNames that names the languages in `names` itself (in every display language: a
 * language's own name), and leaves every other code to the browser.
 */
export function withLanguageNames(
  Base: typeof Intl.DisplayNames,
  names: Readonly<Record<string, string>> = LANGUAGE_NAMES,
): typeof Intl.DisplayNames {
  return class DisplayNames extends Base {
    readonly #languages: boolean;
    constructor(locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
      super(locales, options);
      this.#languages = options?.type === "language";
    }
    override of(code: string): string | undefined {
      const own = this.#languages ? names[code.toLowerCase()] : undefined;
      return own ?? super.of(code);
    }
  };
}

/** The attribute that marks a Translate button; the style hides it. */
export const NO_TRANSLATE = "data-koudmen-no-translate";
export const NO_TRANSLATE_STYLE = `button[${NO_TRANSLATE}]{display:none !important}`;

/** The icon Sveltia draws on each Translate button (a Material Symbols ligature, the same in every UI language). */
const TRANSLATE_ICON = "translate";

/** Marks every Translate button under `root`; returns how many it marked. */
export function markTranslateButtons(root: ParentNode): number {
  let marked = 0;
  for (const icon of root.querySelectorAll("button .material-symbols-outlined")) {
    if (icon.textContent?.trim() !== TRANSLATE_ICON) continue;
    const button = icon.closest("button");
    if (button && !button.hasAttribute(NO_TRANSLATE)) {
      button.setAttribute(NO_TRANSLATE, "");
      marked++;
    }
  }
  return marked;
}

/** Puts `css` in a style at the end of the document's head, after Sveltia's own. */
function appendStyle(document: Document, css: string): void {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
}

/**
 * Hides the Translate buttons of `document`, now and as the editor draws more: the style goes in
 * the head, and every change to the page is looked over for new ones.
 */
export function hideTranslateButtons(document: Document): MutationObserver {
  appendStyle(document, NO_TRANSLATE_STYLE);
  markTranslateButtons(document);
  const observer = new MutationObserver(() => markTranslateButtons(document));
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  return observer;
}

// The collections' names read in three languages, "Job listings · Offres d'emploi · Anons travay"
// (src/content/engine/editor-words.server.ts). Sveltia's side menu cuts a name at its width with an
// ellipsis ("Job listings · Offres…"), which hid the French and the Kreol at every width: the names
// in a menu's tree items wrap instead.

/**
 * The style that lets a tree item's name (the side menu's collections) wrap instead of being cut,
 * and a list's heading above its items too: Sveltia keeps that heading on one line whatever its
 * length, so at 375 px "Job listings · Offres d'emploi · Anons travay" ran off both sides of the
 * screen ("Anons trav"). It may now shrink and wrap, a size smaller on a phone, on two lines within
 * the bar's height. Sveltia's own rule for that heading (`h2.svelte-…{flex:0 0 auto !important}`)
 * is put in the page after this style, so this one says more (the toolbar's and the heading's
 * roles) to win over it.
 */
const LIST_HEADING = '[role="toolbar"][aria-orientation] h2[role="none"]';
export const WRAP_MENU_NAMES_STYLE = `[role="treeitem"] .label{white-space:normal !important;text-overflow:clip !important}
${LIST_HEADING}{flex:0 1 auto !important;min-width:0;overflow-wrap:anywhere}
@media (width < 768px){${LIST_HEADING}{font-size:var(--sui-font-size-large) !important;line-height:1.2}}`;

/** Lets the side menu's names and the lists' headings wrap. */
export function wrapMenuNames(document: Document): void {
  appendStyle(document, WRAP_MENU_NAMES_STYLE);
}

// A list's items are added, removed and put in order in English only; each translation follows
// (i18n: "duplicate"). Sveltia greys out Add and Reorder in a translation's tab but keeps each item's
// Remove button there, and a Remove in the French tab removes the item in all three languages. Each
// list item's Remove button (its "close" icon, in the item's header) is marked, and a style hides the
// marked ones in every editing pane but the English one (the pane says its language: data-locale).

/** The attribute that marks a list item's Remove button. */
export const LIST_REMOVE = "data-koudmen-list-remove";

/** Hides the marked Remove buttons in the editing panes of every language but `baseLocale`. */
export const listRemoveStyle = (baseLocale: string) =>
  `.pane[data-mode="edit"][data-locale]:not([data-locale="${baseLocale}"]) button[${LIST_REMOVE}]{display:none !important}`;

/** The icon Sveltia draws on a list item's Remove button (a Material Symbols ligature). */
const REMOVE_ICON = "close";

/** Marks every list item's Remove button under `root`: the "close" button in an item's header. */
export function markListRemoveButtons(root: ParentNode): number {
  let marked = 0;
  for (const icon of root.querySelectorAll(".item > .header button .material-symbols-outlined")) {
    if (icon.textContent?.trim() !== REMOVE_ICON) continue;
    const button = icon.closest("button");
    if (button && !button.hasAttribute(LIST_REMOVE)) {
      button.setAttribute(LIST_REMOVE, "");
      marked++;
    }
  }
  return marked;
}

/**
 * Lets a list item be removed in the `baseLocale` tab only: the style goes in the head, and every
 * change to the page is looked over for new items.
 */
export function removeListItemsInBaseLocaleOnly(document: Document, baseLocale: string): MutationObserver {
  appendStyle(document, listRemoveStyle(baseLocale));
  markListRemoveButtons(document);
  const observer = new MutationObserver(() => markListRemoveButtons(document));
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  return observer;
}

// Sveltia's own messages under a field ("This field is required.") are in the browser's language
// and name no field. Each is put in the staff's three languages with the build's words for the same
// mistake, under the field's name as the form shows it ("Title · Titre · Tit"). Every message under a
// field (these, the fields' patterns, the build's checks) shows one language per line.

/** Sveltia's messages (English, and French for a browser set to French), each with the build's words for the same mistake. */
export const SVELTIA_MESSAGES: readonly { sveltia: readonly string[]; fix: string }[] = [
  { sveltia: ["This field is required.", "Ce champ est obligatoire."], fix: "is missing" },
  {
    sveltia: ["The value must be greater than or equal to 1.", "La valeur doit être supérieure ou égale à 1."],
    fix: "must be more than 0",
  },
  {
    sveltia: ["You must add at least 1 item.", "Vous devez ajouter au moins 1 élément."],
    fix: "needs at least one item",
  },
  {
    sveltia: ["Please enter a valid email.", "Veuillez saisir une adresse e-mail valide."],
    fix: "is not an e-mail address",
  },
];

const normalized = (text: string) => text.replaceAll(/\s+/g, " ").trim();

/** A field's name as the form shows it, for a message under it or in the list of errors. */
function fieldLabelOf(message: Element): string | undefined {
  const group = message.closest("section[data-key-path]");
  const label = group?.querySelector(":scope > header h4") ?? message.closest("button")?.querySelector(".summary");
  return label?.textContent?.trim() || undefined;
}

/** Puts Sveltia's messages under `root` in the three languages; returns how many it changed. */
export function translateValidationMessages(root: ParentNode): number {
  let changed = 0;
  for (const alert of root.querySelectorAll('[role="alert"]')) {
    const walker = alert.ownerDocument.createTreeWalker(alert, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = normalized(node.textContent ?? "");
      const known = SVELTIA_MESSAGES.find(({ sveltia }) => sveltia.some((message) => normalized(message) === text));
      if (!known) continue;
      const label = fieldLabelOf(alert);
      const message = staffMessage(FIX_WORDS, known.fix);
      node.textContent = label ? `${label}${LANGUAGE_LINES}${message}` : message;
      changed++;
    }
  }
  return changed;
}

/** Each message under a field on lines of its own: English, French, Kreol Seselwa. */
export const MESSAGE_LINES_STYLE = `[role="alert"].validation{white-space:pre-line}`;

// When Save is refused, Sveltia shows a notice at the foot of the screen, "One field has an error.
// Please correct it to save the entry." with its Show Errors button, in its own language: English,
// or French when the browser or its Settings → Language say French (it has no Kreol Seselwa, and
// config.yml no setting for it). Its words are put in the staff's three languages, each on its own
// line, naming the button as Sveltia shows it. At 375 px the notice covered the foot of the form:
// the last field could not be read or reached. While it shows, the form can be scrolled past it.

/** The notice's words in the three languages: for one field, and for `{count}`, each naming `{button}`. */
export type NoticeWords = Record<"one" | "other", ThreeLanguages>;

/** Sveltia's notice (its English, and its French), with the number of fields when more than one. */
const SVELTIA_NOTICE = [
  /^(?:One field has an error|(?<count>\d+) fields have errors)\. Please correct (?:it|them) to save the entry\.$/,
  /^(?:Un champ comporte une erreur|(?<count>\d+) champs comportent des erreurs)\. Veuillez (?:la|les) corriger pour enregistrer l’entrée\.$/,
];

/** The attribute that marks the notice once its words are the staff's. */
export const NOTICE = "data-koudmen-notice";

/** The notice's words, for `count` fields, naming its button `button`: English, French, Kreol, one per line. */
export function noticeText(words: NoticeWords, count: number, button: string): string {
  const said = count === 1 ? words.one : words.other;
  return (["en", "fr", "crs"] as const)
    .map((language) => said[language].replaceAll("{count}", String(count)).replaceAll("{button}", button))
    .join(LANGUAGE_LINES);
}

/** Puts Sveltia's notice under `root` in the three languages; returns how many it changed. */
export function translateValidationNotice(root: ParentNode, words: NoticeWords): number {
  let changed = 0;
  for (const alert of root.querySelectorAll('[role="alert"]')) {
    const button = alert.querySelector("button")?.textContent?.trim();
    if (!button) continue;
    for (const node of alert.childNodes) {
      if (node.nodeType !== node.TEXT_NODE) continue;
      const text = normalized(node.textContent ?? "");
      const match = SVELTIA_NOTICE.map((notice) => notice.exec(text)).find(Boolean);
      if (!match) continue;
      node.textContent = noticeText(words, Number(match.groups?.count ?? 1), button);
      alert.setAttribute(NOTICE, "");
      changed++;
    }
  }
  return changed;
}

/** The custom property that holds how much of the screen's foot the notice covers. */
export const NOTICE_SPACE = "--koudmen-notice-space";

/**
 * The notice's style: its lines, as wide as the screen allows (Sveltia keeps a notice within 300
 * px, beside its button), the button under the words; and room at the foot of each form for it.
 */
export const NOTICE_STYLE = `.sui.toast:has(> [${NOTICE}]){max-width:min(100%,40rem) !important}
[role="alert"][${NOTICE}]{display:grid !important;grid-template-columns:auto 1fr;white-space:pre-line;text-align:start}
[role="alert"][${NOTICE}] > button{grid-column:2;justify-self:start}
.pane[data-mode="edit"] .content:has(> section.field){padding-bottom:var(${NOTICE_SPACE},0px) !important}`;

/** How far from the foot of the screen the notice's top is, with a gap; 0 when it is not shown. */
export function noticeSpace(document: Document, gap = 16): number {
  const view = document.defaultView;
  if (!view) return 0;
  let space = 0;
  for (const notice of document.querySelectorAll(`[role="alert"][${NOTICE}]`)) {
    const toast = notice.closest('[aria-hidden="true"]') ? undefined : notice.getBoundingClientRect();
    if (toast && toast.height > 0) space = Math.max(space, Math.ceil(view.innerHeight - toast.top + gap));
  }
  return space;
}

/** Sets the room at the foot of the forms to what the notice covers now. */
function keepRoomForNotice(document: Document): void {
  const space = `${noticeSpace(document)}px`;
  const root = document.documentElement;
  if (root.style.getPropertyValue(NOTICE_SPACE) !== space) root.style.setProperty(NOTICE_SPACE, space);
}

/**
 * Sveltia's messages in the staff's three languages, now and as the editor shows more; the messages'
 * lines, and the style of the build's checks at the top of a form (./build-check.ts). Its notice
 * when Save is refused too, with `notice`'s words, and room at the foot of the form while it shows
 * (measured again as it moves in or out, and when the screen turns).
 */
export function staffValidationMessages(document: Document, notice?: NoticeWords): MutationObserver {
  appendStyle(document, `${MESSAGE_LINES_STYLE}\n${CHECK_STYLE}${notice ? `\n${NOTICE_STYLE}` : ""}`);
  const update = () => {
    translateValidationMessages(document);
    if (!notice) return;
    translateValidationNotice(document, notice);
    keepRoomForNotice(document);
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  if (notice) {
    // Shown and hidden by its aria-hidden, moved in and out with a transition.
    const room = () => keepRoomForNotice(document);
    new MutationObserver(room).observe(document.documentElement, { subtree: true, attributeFilter: ["aria-hidden"] });
    document.defaultView?.addEventListener("resize", room);
    for (const event of ["transitionend", "animationend"]) document.addEventListener(event, room, true);
  }
  return observer;
}

// A new item opens on the English tab: it is written in English first, then translated. Sveltia
// opens an item on the language last used for its collection, unless the address names one
// (`?_locale=en`): the address of a new item is given it before Sveltia reads it.

/** The address of a new item of a collection, without a language: "#/collections/jobs/new". */
const NEW_ITEM = /^#\/collections\/[^/?]+\/new(?:\?(?<query>.*))?$/;

/** The address `hash` with the language `locale` when it is a new item's without one; otherwise undefined. */
export function newItemAddress(hash: string, locale: string): string | undefined {
  const match = NEW_ITEM.exec(hash);
  if (!match) return undefined;
  const params = new URLSearchParams(match.groups?.query ?? "");
  if (params.has("_locale")) return undefined;
  params.set("_locale", locale);
  return `${hash.split("?")[0]}?${params.toString()}`;
}

/** Opens every new item on the `baseLocale` tab: now, and at each change of address, before Sveltia's own listener. */
export function newItemsInBaseLocale(window: Window, baseLocale: string): void {
  const fix = () => {
    const address = newItemAddress(window.location.hash, baseLocale);
    if (address) window.history.replaceState(window.history.state, "", address);
  };
  fix();
  window.addEventListener("hashchange", fix);
}

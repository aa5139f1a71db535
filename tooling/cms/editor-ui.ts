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
// - The collections' names whole in the side menu (below).

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

/** The style that lets a tree item's name (the side menu's collections) wrap instead of being cut. */
export const WRAP_MENU_NAMES_STYLE = `[role="treeitem"] .label{white-space:normal !important;text-overflow:clip !important}`;

/** Lets the side menu's names wrap. */
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

// Two fields that must agree, checked as staff type (Sveltia has no setting for a rule between
// fields): a custom field type draws the built-in control and refuses the value against another
// field of the entry, with the build's words under the field, so Save is refused. The collection's
// config names the other field (`compare_to`, a dotted path in the entry) and the message
// (`compare_message`, with {value} and {other}). It runs only for fields drawn on screen, and sees
// only the fields of its own language (a French pane has no photo: it stays in the English file),
// so the build's check stays the backstop.

/** The custom field types: the built-in type whose control each draws, and its rule. */
export const COMPARED_FIELD_TYPES = {
  "date-not-before": { control: "datetime", rule: notBelow },
  "number-not-below": { control: "number", rule: notBelow },
  "string-required-with": { control: "string", rule: requiredWith },
} as const satisfies Record<
  string,
  { control: string; rule: (value: unknown, other: unknown, message: string) => Validity }
>;
export type ComparedFieldType = keyof typeof COMPARED_FIELD_TYPES;

/** What a custom field's isValid answers: true, or the message shown under the field. */
export type Validity = true | { error: { message: string } };

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/**
 * A value held against the other field's: it may not be below it (ISO dates compare as text, numbers
 * as numbers). Either one left empty is not this rule's business (the required flags see to that).
 */
export function notBelow(value: unknown, other: unknown, message: string): Validity {
  if (isBlank(value) || isBlank(other)) return true;
  const below =
    typeof value === "number" || typeof other === "number"
      ? Number(value) < Number(other)
      : String(value) < String(other);
  if (!below) return true;
  return { error: { message: message.replaceAll("{value}", String(value)).replaceAll("{other}", String(other)) } };
}

/**
 * A text needed once the other field is filled in (a photo's description, once there is a photo):
 * empty or blank while the other is set, it is refused with `message`.
 */
export function requiredWith(value: unknown, other: unknown, message: string): Validity {
  if (isBlank(other) || !isBlank(typeof value === "string" ? value.trim() : value)) return true;
  return { error: { message: message.replaceAll("{other}", String(other)) } };
}

/** The part of Sveltia's API the custom field types need (the CMS object, and its window globals). */
type FieldProps = {
  field: { get(key: string): unknown };
  entry?: { getIn(path: string[]): unknown };
};
export type EditorApi = {
  registerFieldType(name: string, control: unknown): void;
  getFieldType(name: string): { control?: unknown } | undefined;
  createClass(spec: Record<string, unknown>): unknown;
  h(type: unknown, props: unknown): unknown;
};

/** Registers the custom field types of COMPARED_FIELD_TYPES with the editor. */
export function registerComparedFields({ registerFieldType, getFieldType, createClass, h }: EditorApi): void {
  for (const [name, { control, rule }] of Object.entries(COMPARED_FIELD_TYPES)) {
    registerFieldType(
      name,
      createClass({
        // Sveltia passes the value as typed (this.props.value may lag behind); the entry is current.
        isValid(this: { props: FieldProps }, value: unknown): Validity {
          const { field, entry } = this.props;
          const other = entry?.getIn(["data", ...String(field.get("compare_to")).split(".")]);
          return rule(value, other, String(field.get("compare_message")));
        },
        render(this: { props: FieldProps }) {
          return h(getFieldType(control)?.control, this.props);
        },
      }),
    );
  }
}

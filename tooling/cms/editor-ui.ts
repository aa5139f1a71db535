// What the editor at /admin shows that Sveltia CMS has no setting for (admin/main.ts applies it
// before the editor starts):
// - Kreol Seselwa's name. Sveltia names each language with the browser's Intl.DisplayNames, which
//   has no name for "crs", so its tab read "crs". The browser's DisplayNames is wrapped so "crs" is
//   "Kreol Seselwa" wherever the editor names it (the tabs, the menus, "Copy from …").
// - No Translate buttons. Sveltia offers machine translation on every translated field, through
//   Google's or an AI company's service with a key of your own: the editor's Content-Security-Policy
//   allows no such host, so the button could only fail. Sveltia has no setting to turn it off; each
//   button showing its "translate" icon is marked, and a style hides what is marked.

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

/**
 * Hides the Translate buttons of `document`, now and as the editor draws more: the style goes in
 * the head, and every change to the page is looked over for new ones.
 */
export function hideTranslateButtons(document: Document): MutationObserver {
  const style = document.createElement("style");
  style.textContent = NO_TRANSLATE_STYLE;
  document.head.append(style);
  markTranslateButtons(document);
  const observer = new MutationObserver(() => markTranslateButtons(document));
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  return observer;
}

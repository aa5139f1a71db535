// The editor at /admin: Sveltia CMS, bundled from its npm package by our own build (admin/vite.config.ts),
// so it loads nothing from another host. It reads /admin/config.yml, which the build writes from the
// content schemas (tooling/cms/cms-config.ts). Before it starts, what Sveltia has no setting for
// (tooling/cms/editor-ui.ts): Kreol Seselwa's name on its tabs, no Translate buttons, no Remove on a
// list item outside English, the side menu's and the lists' names whole in their three languages,
// Sveltia's own messages in the staff's three languages, naming their field (and its notice when
// Save is refused, which leaves room to reach the foot of the form), and a new item opened
// on the English tab; and the build's own checks on whichever tab Save is pressed, with each
// translation written as its file must be (tooling/cms/build-check.ts).
import "./zod-without-eval.ts";
import { init, registerEventListener, registerFieldType } from "@sveltia/cms";
import { baseLocale } from "../src/i18n/locales.ts";
import { registerBuildCheck, type EditorApi } from "../tooling/cms/build-check.ts";
import {
  hideTranslateButtons,
  type NoticeWords,
  newItemsInBaseLocale,
  removeListItemsInBaseLocaleOnly,
  staffValidationMessages,
  withLanguageNames,
  wrapMenuNames,
} from "../tooling/cms/editor-ui.ts";

Object.assign(Intl, { DisplayNames: withLanguageNames(Intl.DisplayNames) });
hideTranslateButtons(document);
removeListItemsInBaseLocaleOnly(document, baseLocale);
wrapMenuNames(document);
// The notice when Save is refused, in the editor's words (tooling/cms/cms-config.ts), put in by the build.
declare const __KOUDMEN_NOTICE_WORDS__: NoticeWords;
staffValidationMessages(document, __KOUDMEN_NOTICE_WORDS__);
newItemsInBaseLocale(window, baseLocale);
// React's createClass and createElement, as Sveltia puts them on the window for custom field types.
const { createClass, h } = window as unknown as Pick<EditorApi, "createClass" | "h">;
registerBuildCheck({
  registerFieldType: (name, control) => registerFieldType(name, control as never),
  registerEventListener: (listener) => registerEventListener(listener as never),
  createClass,
  h,
});

void init();

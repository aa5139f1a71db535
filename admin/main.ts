// The editor at /admin: Sveltia CMS, bundled from its npm package by our own build (admin/vite.config.ts),
// so it loads nothing from another host. It reads /admin/config.yml, which the build writes from the
// content schemas (tooling/cms/cms-config.ts). Before it starts, what Sveltia has no setting for
// (tooling/cms/editor-ui.ts): Kreol Seselwa's name on its tabs, no Translate buttons, no Remove on a
// list item outside English, the fields checked against another (a closing day before the posted
// day is refused as staff type), and the side menu's names whole in their three languages.
import { getFieldType, init, registerFieldType } from "@sveltia/cms";
import { baseLocale } from "../src/i18n/locales.ts";
import {
  hideTranslateButtons,
  registerComparedFields,
  removeListItemsInBaseLocaleOnly,
  withLanguageNames,
  wrapMenuNames,
  type EditorApi,
} from "../tooling/cms/editor-ui.ts";

Object.assign(Intl, { DisplayNames: withLanguageNames(Intl.DisplayNames) });
hideTranslateButtons(document);
removeListItemsInBaseLocaleOnly(document, baseLocale);
wrapMenuNames(document);
// React's createClass and createElement, as Sveltia puts them on the window for custom field types.
const { createClass, h } = window as unknown as Pick<EditorApi, "createClass" | "h">;
registerComparedFields({
  registerFieldType: (name, control) => registerFieldType(name, control as never),
  getFieldType,
  createClass,
  h,
});

void init();

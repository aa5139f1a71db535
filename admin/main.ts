// The editor at /admin: Sveltia CMS, bundled from its npm package by our own build (admin/vite.config.ts),
// so it loads nothing from another host. It reads /admin/config.yml, which the build writes from the
// content schemas (tooling/cms/cms-config.ts). Before it starts, what Sveltia has no setting for
// (tooling/cms/editor-ui.ts): Kreol Seselwa's name on its tabs, and no Translate buttons.
import { init } from "@sveltia/cms";
import { hideTranslateButtons, withLanguageNames } from "../tooling/cms/editor-ui.ts";

Object.assign(Intl, { DisplayNames: withLanguageNames(Intl.DisplayNames) });
hideTranslateButtons(document);

void init();

// Builds the editor at /admin (Sveltia CMS from its npm package) into build/client/admin/, apart from
// the site's own build: nothing of it reaches a public page, its service workers or their budgets.
// The plugin below writes /admin/config.yml from the content schemas (tooling/cms/cms-config.ts).
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { cmsConfigYaml, noticeWords } from "../tooling/cms/cms-config.ts";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR || "build");

function cmsConfigFile(): Plugin {
  return {
    name: "koudmen:cms-config",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "config.yml", source: cmsConfigYaml() });
    },
  };
}

const GITHUB_STATUS = "https://www.githubstatus.com/api/v2/status.json";

/**
 * Keeps the editor on our origin. Sveltia CMS adds its three fonts (Source Sans 3, Noto Mono,
 * Material Symbols) from the files in its package with the FontFace API, but one of its components'
 * styles still declares the same fonts at cdn.jsdelivr.net, which the browser then fetches too:
 * those @font-face rules are dropped. Its GitHub sign-in page also asks www.githubstatus.com whether
 * GitHub is up, a host the editor's CSP does not allow: an empty data: URL instead reads as "status
 * unknown", which shows nothing. A browser test records every request; a new version of the package
 * that changes either fails the build here.
 */
function ourOriginOnly(): Plugin {
  const cdnFontFace = /@font-face\s*\{[^{}]*?https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;
  return {
    name: "koudmen:cms-our-origin-only",
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const dropped = code.match(cdnFontFace)?.length ?? 0;
      if (dropped !== 3)
        this.error(`Expected Sveltia CMS's 3 @font-face rules at jsDelivr, found ${dropped}: check the upgrade.`);
      if (!code.includes(GITHUB_STATUS)) this.error(`Sveltia CMS no longer reads ${GITHUB_STATUS}: check the upgrade.`);
      return { code: code.replace(cdnFontFace, "").replace(GITHUB_STATUS, "data:,"), map: null };
    },
  };
}

/**
 * Keeps the "N fields have errors… Show Errors" notice on screen until it is dealt with. Sveltia
 * shows it for five seconds, too short for a volunteer to read it in three languages and find the
 * button, and has no setting for it: its notice is given `duration: 0` (shown until Show Errors is
 * pressed, or the next save). The build fails when a new version of the package draws it otherwise.
 */
function keepValidationNotice(): Plugin {
  const notice =
    /(\{get show\(\)\{return [\w$]+\([\w$]+\)\},set show\([\w$]+\)\{[^{}]*\},)(children:\([\w$]+,[\w$]+\)=>\{[\w$]+\([\w$]+,\{status:`error`,children:\([\w$]+,[\w$]+\)=>\{[^{}]{0,80}\{let [\w$]+=[\w$]+\(\(\)=>[\w$]+\(`show_errors`\)\))/g;
  return {
    name: "koudmen:cms-keep-validation-notice",
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const found = code.match(notice)?.length ?? 0;
      if (found !== 1)
        this.error(`Expected Sveltia CMS's one "Show Errors" notice, found ${found}: check the upgrade.`);
      return { code: code.replace(notice, "$1duration:0,$2"), map: null };
    },
  };
}

/** A minified name ("$e") as it is written inside a regular expression. */
const escape = (name = "") => name.replaceAll("$", "\\$");

/**
 * Keeps a custom field's check with the language its tab shows. Sveltia registers a custom field's
 * control for checking under the language of the tab it was first drawn in, and a tab switched to
 * another language draws the same control again rather than a new one: its check then ran for the
 * old language only, and Save in the new tab did not run it (the build's checks at the top of each
 * form, tooling/cms/build-check.ts, were skipped). Each time the control is checked, it is first
 * registered under the tab's current language and removed from the one before. The build fails
 * when a new version of the package draws custom fields otherwise.
 */
function customFieldsFollowTheirTab(): Plugin {
  const handleRef =
    /([\w$]+)=>\{[\w$]+\(([\w$]+),\1,!0\),\1\?([\w$]+)\(\{locale:([\w$]+)\.locale,keyPath:\4\.keyPath,instance:\1\}\):([\w$]+)\(\{locale:\4\.locale,keyPath:\4\.keyPath\}\)\}/g;
  return {
    name: "koudmen:cms-custom-fields-follow-their-tab",
    enforce: "pre",
    transform(code, id) {
      if (!/@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/.test(id)) return null;
      const refs = [...code.matchAll(handleRef)];
      if (refs.length !== 1)
        this.error(`Expected Sveltia CMS's one custom field registration, found ${refs.length}: check the upgrade.`);
      const [, , instance, register, props, unregister] = refs[0]!;
      const check = new RegExp(
        `typeof ([\\w$]+)\\(${escape(instance)}\\)\\?\\.isValid==\`function\`&&([\\w$]+)\\(\\{locale:${escape(props)}\\.locale,`,
        "g",
      );
      const checks = code.match(check)?.length ?? 0;
      if (checks !== 1)
        this.error(`Expected Sveltia CMS's one custom field check, found ${checks}: check the upgrade.`);
      return {
        code: code.replace(check, (whole, read: string, trigger: string) => {
          const control = `${read}(${instance})`;
          const keyPath = `${props}.keyPath`;
          const follow =
            `((tabs)=>{const was=tabs.get(${control});` +
            `if(was!==${props}.locale){was!==void 0&&${unregister}({locale:was,keyPath:${keyPath}});` +
            `${register}({locale:${props}.locale,keyPath:${keyPath},instance:${control}});tabs.set(${control},${props}.locale)}})` +
            `(globalThis.__koudmenCustomFieldTabs??=new WeakMap)`;
          return whole.replace(`&&${trigger}(`, `&&(${follow},${trigger})(`);
        }),
        map: null,
      };
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  publicDir: false,
  logLevel: "warn",
  plugins: [ourOriginOnly(), keepValidationNotice(), customFieldsFollowTheirTab(), cmsConfigFile()],
  // The words of the notice when Save is refused, from the editor's words (admin/main.ts).
  define: { __KOUDMEN_NOTICE_WORDS__: JSON.stringify(noticeWords()) },
  build: {
    outDir: path.join(buildDir, "client", "admin"),
    emptyOutDir: true,
    // The CMS is one large script by design; what /admin weighs is measured and documented instead.
    chunkSizeWarningLimit: 4000,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { checks: { pluginTimings: false } },
  },
});

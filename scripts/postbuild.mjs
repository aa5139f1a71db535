#!/usr/bin/env node
// Runs after `react-router build`, once every page is prerendered:
// - answers unknown paths: 404.html beside the pages, for static hosts;
// - fetches the pages' scripts at low priority, so the stylesheet and images come first;
// - inlines each page's stylesheets, so the first paint needs no request after the HTML
//   (tooling/inline-css.mjs), keeping the utility rules each page can use at startup; the CSP's
//   existing style-src 'unsafe-inline' covers them;
// - writes the security headers, with a hash for each inline script the prerender emitted, for the
//   preview server (build/headers.json), nginx (build/nginx/security-headers.conf) and a static
//   host (build/client/_headers, Cloudflare Pages format);
// - writes each language's web app manifest (tooling/web-manifest.mjs);
// - builds each language's service worker from src/sw/ with Workbox injectManifest
//   (tooling/service-worker/build-service-workers.ts), once the pages it precaches exist.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { localePrefix, locales, rootRedirectScript } from "../tooling/locales.mjs";
import { clientRedirectScript, staticHostRedirects } from "../tooling/canonical-path.mjs";
import { CONTACT_CARDS_DIR, VCARD_CONTENT_TYPE } from "../tooling/content/contact-cards.mjs";
import { inlineStylesheets } from "../tooling/inline-css.mjs";
import { lowerScriptPriority } from "../tooling/script-priority.mjs";
import { buildServiceWorkers } from "../tooling/service-worker/build-service-workers.ts";
import { CMS_AUTH_URL, GITHUB_API } from "../tooling/cms/backend.mjs";
import {
  ADMIN_PREFIX,
  adminContentSecurityPolicy,
  adminHeaders,
  cacheControlFor,
  contentSecurityPolicy,
  IMMUTABLE,
  inlineScriptHashes,
  NO_CACHE,
  securityHeaders,
} from "../tooling/security-headers.mjs";
import { appDescription, baseManifest, localizedManifest, manifestPath } from "../tooling/web-manifest.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
if (!existsSync(clientDir)) throw new Error(`No build at ${clientDir}: run react-router build first.`);

/** The languages this build holds: English at the root, the others where scripts/build.mjs put them. */
const builtLocales = locales.filter((locale) => existsSync(path.join(clientDir, localePrefix(locale).slice(1), "404")));

// The framework's SPA fallback is not used: unknown paths get the prerendered 404 page instead,
// in the language of the path (/fr/… gets /fr/404.html; a static host serves the nearest one).
rmSync(path.join(clientDir, "__spa-fallback.html"), { force: true });
for (const locale of builtLocales) {
  const dir = path.join(clientDir, localePrefix(locale).slice(1));
  copyFileSync(path.join(dir, "404", "index.html"), path.join(dir, "404.html"));
}

/** The editor's folder (admin/vite.config.ts): not a public page, never in a worker's precache. */
const adminDir = path.join(clientDir, ADMIN_PREFIX.slice(1, -1));

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === adminDir ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** @param {string} href */
const readStylesheet = (href) => {
  const file = path.join(clientDir, href);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

/** @param {string} href */
const readScript = (href) => {
  const file = path.join(clientDir, href);
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

const pages = htmlFiles(clientDir)
  .map((file) => {
    const relative = path.relative(clientDir, file).split(path.sep).join("/");
    // "news/index.html" is served as /news; "404.html" is the static hosts' copy of /404.
    const url = relative === "index.html" ? "/" : `/${relative.replace(/\/index\.html$/, "")}`;
    return { file, relative, url, html: "" };
  })
  .map((page, _, all) => {
    let html = inlineStylesheets(lowerScriptPriority(readFileSync(page.file, "utf8")), readStylesheet, readScript).html;
    if (page.url === "/") {
      // A visitor who chose French or Kreol with the switcher goes to that home page (see the module).
      html = html.replace(/<meta charSet="utf-8"\/>/i, (meta) => `${meta}<script>${rootRedirectScript()}</script>`);
    }
    if (/(?:^|\/)404(?:\.html)?$/.test(page.url)) {
      // /HELP on a host that sent the 404 page: go to /help before React starts (see the module).
      const known = all.filter((other) => other.relative.endsWith("index.html")).map((other) => other.url);
      html = html.replace(
        /<meta charSet="utf-8"\/>/i,
        (meta) => `${meta}<script>${clientRedirectScript(known)}</script>`,
      );
    }
    writeFileSync(page.file, html);
    return { relative: page.relative, url: page.url, html };
  });

const csp = contentSecurityPolicy(pages.flatMap((page) => inlineScriptHashes(page.html)));
const headers = securityHeaders(csp);
writeFileSync(path.join(buildDir, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`);

mkdirSync(path.join(buildDir, "nginx"), { recursive: true });
writeFileSync(
  path.join(buildDir, "nginx", "security-headers.conf"),
  `# Generated by scripts/postbuild.mjs for this build: the CSP lists its inline scripts' hashes.\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")}\n`,
);

// The editor at /admin has its own, stricter headers (tooling/security-headers.mjs).
const admin = adminHeaders(
  adminContentSecurityPolicy({ githubApi: GITHUB_API, authOrigin: CMS_AUTH_URL ? new URL(CMS_AUTH_URL).origin : "" }),
);
writeFileSync(path.join(buildDir, "admin-headers.json"), `${JSON.stringify(admin, null, 2)}\n`);
writeFileSync(
  path.join(buildDir, "nginx", "admin-headers.conf"),
  `# Generated by scripts/postbuild.mjs: the editor's headers (/admin/).\n${Object.entries(admin)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join("\n")}\n`,
);

const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
/** The editor's rule for Cloudflare Pages: the site's headers detached, then the editor's own. */
const adminHeaderRules = (/** @type {string} */ pattern) => [
  pattern,
  ...Object.keys(headers).map((name) => `  ! ${name}`),
  ...Object.entries(admin).map(([name, value]) => `  ${name}: ${value}`),
  "",
];
writeFileSync(
  path.join(clientDir, "_headers"),
  [
    "# Cloudflare Pages headers, generated by scripts/postbuild.mjs.",
    "/*",
    ...headerLines,
    `  Cache-Control: ${NO_CACHE}`,
    "",
    ...builtLocales.flatMap((locale) => [
      `${localePrefix(locale)}/assets/*`,
      "  ! Cache-Control",
      `  Cache-Control: ${IMMUTABLE}`,
      "",
    ]),
    "/images/*",
    "  ! Cache-Control",
    `  Cache-Control: ${cacheControlFor("/images/x.svg")}`,
    "",
    // i13: the Help Directory's contact cards.
    `/${CONTACT_CARDS_DIR}/*`,
    `  Content-Type: ${VCARD_CONTENT_TYPE}`,
    "",
    ...(existsSync(adminDir)
      ? [
          ...adminHeaderRules(ADMIN_PREFIX.slice(0, -1)),
          ...adminHeaderRules(`${ADMIN_PREFIX}*`),
          `${ADMIN_PREFIX}assets/*`,
          "  ! Cache-Control",
          `  Cache-Control: ${IMMUTABLE}`,
          "",
        ]
      : []),
  ].join("\n"),
);

// A page's file name (/index.html, /news/index.html) is redirected to the page on the static host
// too; see tooling/canonical-path.mjs for why case variants are not listed there.
writeFileSync(
  path.join(clientDir, "_redirects"),
  [
    "# Cloudflare Pages redirects, generated by scripts/postbuild.mjs.",
    ...staticHostRedirects(pages.filter((page) => page.relative.endsWith("index.html")).map((page) => page.url)),
    "",
  ].join("\n"),
);

// Each language's manifest, which its pages link to (src/app/root.tsx): installed from /crs, the app
// opens /crs and the install dialog describes it in Kreol. English's replaces the copy of public/.
for (const locale of builtLocales) {
  const manifest = localizedManifest(baseManifest(), locale, appDescription(locale));
  writeFileSync(path.join(clientDir, manifestPath(locale)), `${JSON.stringify(manifest, null, 2)}\n`);
}

// One service worker per language, built from src/sw/ (see tooling/service-worker/).
const workerStats = await buildServiceWorkers({ clientDir, pages, builtLocales });
console.log(
  `postbuild: ${pages.length} pages in ${builtLocales.join(", ")}, CSP with ${new Set(pages.flatMap((p) => inlineScriptHashes(p.html))).size} script hashes, service workers: ${workerStats.join("; ")}`,
);

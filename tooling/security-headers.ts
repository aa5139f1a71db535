// The site's security and caching headers, in one place: the preview server, the nginx config and
// the static-host headers file are all written from these.
import { localePrefix, locales } from "../src/i18n/locales.ts";

/** The public pages' policy, `scriptHashes` being the inline scripts' (tooling/postbuild/steps/security-headers.ts). */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].toSorted();
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the PDF library's layout engine compile its WebAssembly; it does
    // not allow eval() or inline scripts.
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
    // Toasts and the UI primitives set style attributes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The public pages' headers, with their policy. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * What a hashed script, stylesheet or font needs of those headers: nosniff, which browsers check on
 * scripts and styles. The CSP, Permissions-Policy and Cross-Origin-Opener-Policy act only on a
 * document or a worker, and the CSP alone is about 1.9 KB: over HTTP/1.1, as nginx serves the site,
 * it went out again with each of the 50 or so files a first visit and its service worker fetch.
 */
export const ASSET_HEADERS: Record<string, string> = { "X-Content-Type-Options": "nosniff" };

/**
 * A hashed script, stylesheet or font that is not a worker, so ASSET_HEADERS are all it needs. A
 * worker script (pdf.js's) keeps the full set: a worker's CSP is the one its own response carries.
 */
export function isSubresourceAsset(pathname: string): boolean {
  const match = /^(\/[a-z]+)?\/assets\/([^/]+\.(?:js|css|woff2?))$/.exec(pathname);
  if (!match || /worker/i.test(match[2] ?? "")) return false;
  return match[1] === undefined || locales.some((locale) => localePrefix(locale) === match[1]);
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";
export const SHORT_CACHE = "public, max-age=3600";

/**
 * Hashed build assets never change, so they are cached for a year; pages, their data (React
 * Router's .data files) and the service worker are revalidated on every load so a new version is
 * seen at once; the rest for an hour.
 */
export function cacheControlFor(pathname: string): string {
  if (/^(?:\/[a-z]+)?\/assets\//.test(pathname)) return IMMUTABLE;
  // The editor's page and its configuration change with every build.
  if (isAdminPath(pathname)) return NO_CACHE;
  if (
    /^\/sw(?:-[a-z]+)?\.js$/.test(pathname) ||
    pathname.endsWith(".html") ||
    pathname.endsWith(".data") ||
    pathname.endsWith("/") ||
    !/\.[a-z0-9]+$/i.test(pathname)
  ) {
    return NO_CACHE;
  }
  if (pathname.endsWith(".webmanifest")) return NO_CACHE;
  return SHORT_CACHE;
}

/** Where the editor is served (build/client/admin/): it has headers of its own, below. */
export const ADMIN_PREFIX = "/admin/";

/** Whether a path is the editor's (/admin, /admin/, /admin/config.yml, /admin/assets/…). */
export const isAdminPath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith(ADMIN_PREFIX);

/**
 * The editor's policy: our origin, the GitHub API it reads and writes the repository through, and
 * the sign-in service when one is configured; nothing else. Sveltia CMS sets styles at run time
 * ('unsafe-inline' styles), shows uploaded and repository images as blob: and data: URLs, encodes
 * WebP and reads iPhone photos in WebAssembly ('wasm-unsafe-eval', a blob: worker), and signs in
 * through a pop-up window on the sign-in service, which posts the token back.
 */
export function adminContentSecurityPolicy({
  authOrigin = "",
  githubApi = "https://api.github.com",
}: { authOrigin?: string; githubApi?: string } = {}): string {
  const remote = [githubApi, authOrigin].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' blob: data: ${remote}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The editor's headers: its own CSP, never indexed, never framed. Its pop-up sign-in needs the
 * window it opens to post back, so the opener policy allows pop-ups (the public pages keep same-origin).
 */
export function adminHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "X-Robots-Tag": "noindex, nofollow",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { AppError, APP_ERROR_TITLE, ShellIfItRenders } from "@/components/layout/app-error";
import { LanguageLinks } from "@/components/layout/language-links";
import { PageShareTags } from "@/components/layout/page-share-tags";
import { MAIN_CONTENT_ID, PrerenderedOnly, SiteShell } from "@/components/layout/site-shell";
import { pageTitle } from "@/config/site";
import { localePrefix } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import type { Route } from "./+types/root";
import "./app.css";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={siteLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first paint waits until the header has been parsed: HTML arriving in pieces on a
            slow link would otherwise paint a half-parsed header whose right-hand group then grows
            (a layout shift). The main content starts right after it, so the wait is a few hundred
            bytes. Browsers without rel=expect ignore it. */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <meta name="theme-color" content="#0a5c8a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-180.png" />
        {/* Each language's own manifest (tooling/web-manifest.mjs): installed from /crs, the app opens /crs. */}
        <link rel="manifest" href={`${localePrefix(siteLocale)}/manifest.webmanifest`} />
        <Meta />
        {/* Written into each page's HTML at build, for search engines and link previews; the
            browser never needs them, so its bundle goes without (React's hydration leaves head
            tags it does not render alone), and the home page's first load is 0.1 KiB lighter. */}
        {import.meta.env.SSR ? (
          <>
            <LanguageLinks />
            <PageShareTags />
          </>
        ) : null}
        <Links />
      </head>
      <body>
        {children}
        {import.meta.env.SSR ? <PrerenderedOnly /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

// The error page's title. No description: it is not a page to find or share, and the words would
// weigh on every page's first load.
export const meta: Route.MetaFunction = ({ error }) => (error ? [{ title: pageTitle(APP_ERROR_TITLE) }] : []);

export function ErrorBoundary() {
  return (
    <ShellIfItRenders>
      <AppError />
    </ShellIfItRenders>
  );
}

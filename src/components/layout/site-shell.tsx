import { useEffect, type ReactNode } from "react";
import { NEW_TAB_HINT_ID } from "@/components/ui/external-link";
import * as m from "@/i18n/messages";
import { applyFullStylesheets } from "@/lib/full-stylesheet";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { PageLoadingNotice, ShellNotices } from "./shell-notices";

export const MAIN_CONTENT_ID = "main-content";

export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the page as running: styles and browser tests can tell prerendered HTML from a live page.
    document.documentElement.dataset.hydrated = "true";
    applyFullStylesheets();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {m.shell_skip_to_content()}
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <ShellNotices />
    </div>
  );
}

/**
 * What the prerendered HTML carries after the site, as children of <body> the browser's script
 * never renders (React's hydration leaves such tags alone), so they cost the pages' scripts
 * nothing: the sentence every new-tab link is described by, and the 'Loading…' line.
 */
export function PrerenderedOnly() {
  return (
    <>
      <span id={NEW_TAB_HINT_ID} hidden>
        {m.shell_new_tab_hint()}
      </span>
      <PageLoadingNotice />
    </>
  );
}

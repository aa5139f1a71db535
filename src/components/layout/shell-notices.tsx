import * as m from "@/i18n/messages";
import { PAGE_LOADING_ID } from "@/components/ui/not-ready";
import { OfflineNotice } from "./offline-notice";
import { UpdatePrompt } from "./update-prompt";

const corner = "fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-3 print:hidden";

/**
 * The corner of the screen where the site speaks about itself, above the page and never moving
 * it: 'You are offline' when a tapped page could not be opened, and a new version ready to reload
 * into.
 */
export function ShellNotices() {
  return (
    <div className={corner}>
      <OfflineNotice />
      <UpdatePrompt />
    </div>
  );
}

/**
 * 'Loading…', in the same corner, from the moment the page is on screen until its code has run:
 * the buttons that wait for it name it (src/components/ui/not-ready.ts). Only the prerendered HTML
 * has it (PrerenderedOnly), and the stylesheet hides it once the page runs (app.css).
 */
export function PageLoadingNotice() {
  return (
    <p id={PAGE_LOADING_ID} className={`${corner} page-loading pointer-events-none`}>
      <span className="self-center rounded-full border border-border bg-background px-4 py-2 text-sm shadow-lg">
        {m.shell_loading()}
      </span>
    </p>
  );
}

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

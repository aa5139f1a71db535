import { useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import * as m from "@/i18n/messages";
import { missingPageCode } from "@/lib/page-code";
import { NoticeBar } from "./notice-bar";

/**
 * 'You are offline': a page the visitor tapped could not be opened, as its code is not on this
 * device yet and there is no connection (src/lib/page-code.ts). The visitor stays where they were;
 * 'Try again' asks for that page again; the close button sets the notice aside.
 */
export function OfflineNotice() {
  const missing = useSyncExternalStore(missingPageCode.subscribe, missingPageCode.get, () => null);
  const navigate = useNavigate();
  if (!missing) return null;
  return (
    <NoticeBar
      role="alert"
      action={m.shell_offline_retry()}
      onAction={() => void navigate(missing)}
      close={m.shell_offline_close()}
      onClose={() => {
        missingPageCode.set(null);
        // The button goes with the notice: a keyboard goes on from the page's main content.
        document.querySelector("main")?.focus();
      }}
    >
      {m.shell_offline_page()}
    </NoticeBar>
  );
}

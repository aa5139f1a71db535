import { useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import * as m from "@/i18n/messages";
import { missingPageCode } from "@/lib/page-code";
import { NoticeBar } from "./notice-bar";

/**
 * 'You are offline': a page the visitor tapped could not be opened, as its code is not on this
 * device yet and there is no connection (src/lib/page-code.ts). The visitor stays where they were;
 * 'Try again' asks for that page again.
 */
export function OfflineNotice() {
  const missing = useSyncExternalStore(missingPageCode.subscribe, missingPageCode.get, () => null);
  const navigate = useNavigate();
  if (!missing) return null;
  return (
    <NoticeBar role="alert" action={m.shell_offline_retry()} onAction={() => void navigate(missing)}>
      {m.shell_offline_page()}
    </NoticeBar>
  );
}

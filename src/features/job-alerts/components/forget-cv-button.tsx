import { useState } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";
import { forgetScanFindings, sessionStore } from "@/lib/scan-findings";
import { browserStorage } from "@/lib/stored-cv";
import { forgetCv } from "../logic/kept-cv-store";

/**
 * 'Forget my CV': clears every trace of the kept CV on this phone (../logic/kept-cv-store.ts), and
 * what the last scan found, which the job pages show during this visit.
 */
export function ForgetCvButton({ onForgotten }: { onForgotten?: () => void }) {
  const [busy, setBusy] = useState(false);
  const forget = async () => {
    setBusy(true);
    forgetScanFindings(sessionStore());
    await forgetCv(
      "caches" in window ? window.caches : undefined,
      browserStorage(),
      "serviceWorker" in navigator ? navigator.serviceWorker : undefined,
    );
    setBusy(false);
    onForgotten?.();
  };
  return (
    <Button variant="outline" disabled={busy} onClick={() => void forget()}>
      {m.alerts_forget()}
    </Button>
  );
}

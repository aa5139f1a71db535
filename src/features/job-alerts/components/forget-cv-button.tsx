import { useState } from "react";
import { Button } from "@/components/ui/button";
import * as m from "@/i18n/messages";
import { browserStorage } from "@/lib/stored-cv";
import { forgetCv } from "../logic/kept-cv-store";

/** 'Forget my CV': clears every trace of the kept CV on this phone (../logic/kept-cv-store.ts). */
export function ForgetCvButton({ onForgotten }: { onForgotten?: () => void }) {
  const [busy, setBusy] = useState(false);
  const forget = async () => {
    setBusy(true);
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

import { Smartphone } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { KeptSource } from "@/alerts/kept-cv";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { useSeychellesToday } from "@/lib/seychelles-date-today";
import { browserStorage } from "@/lib/stored-cv";
import { useKeptFlag } from "../hooks/use-kept-flag";
import { dayWords } from "../logic/day-words";
import { keepCv } from "../logic/kept-cv-store";
import { DailyCheckControl } from "./daily-check-control";
import { ForgetCvButton } from "./forget-cv-button";

/** A CV the Job Matcher has just read, as it can be kept. */
export type KeepableCv = {
  source: KeptSource;
  /** Its name as the page showed it: the file's, or the CV Builder's. */
  name: string;
  /** The listings it was checked against: the next visit counts what is new from them. */
  knownIds: readonly string[];
};

/**
 * The Job Matcher's one control for the kept CV. After a scan: 'Keep my CV on this phone' (a
 * choice, never a default), said in a sentence first. With a CV kept: since when, 'Forget my CV'
 * beside it, and the daily check. Before any scan it shows only a CV already kept.
 */
export function KeptCvControl({ scanned }: { scanned: KeepableCv | null }) {
  const flag = useKeptFlag();
  const [keptFor, setKeptFor] = useState<KeepableCv | null>(null);
  const [failed, setFailed] = useState(false);
  const [forgotten, setForgotten] = useState(false);
  const today = useSeychellesToday();
  if (flag === null || today === null) return null;
  const forgottenNote = forgotten && !flag && (
    <p role="status" className="text-sm">
      {m.alerts_forgotten()}
    </p>
  );
  if (!scanned && !flag) return forgottenNote || null;

  const keep = async () => {
    if (!scanned) return;
    const kept = { version: 1 as const, keptOn: today, name: scanned.name, source: scanned.source };
    const ok = await keepCv("caches" in window ? window.caches : undefined, browserStorage(), kept, scanned.knownIds);
    setFailed(!ok);
    if (!ok) return;
    setKeptFor(scanned);
    setForgotten(false);
    // The note's code, so this page shows new jobs too from now on (./new-jobs-entry.tsx).
    void import("../new-jobs-entry").catch(() => undefined);
  };
  const showKept = flag && (!scanned || keptFor === scanned);

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4">
      {showKept ? (
        <>
          <p className="flex gap-2">
            <Smartphone aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>{m.alerts_kept_status({ name: flag.name, date: dayWords(flag.keptOn, today, siteLocale) })}</span>
          </p>
          <div>
            <ForgetCvButton onForgotten={() => setForgotten(true)} />
          </div>
          <DailyCheckControl />
        </>
      ) : (
        <>
          <p>
            {m.alerts_keep_explain()}
            {flag ? ` ${m.alerts_keep_replaces({ date: dayWords(flag.keptOn, today, siteLocale) })}` : ""}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button size="lgWrap" onClick={() => void keep()}>
              <Smartphone aria-hidden="true" />
              <span className="whitespace-normal">{m.alerts_keep_button()}</span>
            </Button>
            {flag && <ForgetCvButton onForgotten={() => setForgotten(true)} />}
          </div>
          {failed && (
            <p role="alert" className="text-sm text-destructive">
              {m.alerts_keep_failed()}
            </p>
          )}
        </>
      )}
      {forgottenNote}
    </div>
  );
}

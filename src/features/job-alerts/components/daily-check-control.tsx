import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { textLinkVariants } from "@/components/ui/text-link";
import { jobsFeedPath } from "@/content/jobs/pages";
import * as m from "@/i18n/messages";
import { localePrefix, localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { dailyCheckState, turnOffDailyCheck, turnOnDailyCheck } from "../logic/daily-check";

type State = "unknown" | "unsupported" | "off" | "on" | "asking" | "denied" | "failed";

/** This language's worker's scope: the daily check is registered there, and answered in its language. */
const scope = localePrefix(siteLocale) || "/";

/**
 * 'Tell me when a new job fits my CV': the daily check where the browser can run it, said in one
 * sentence before the tap, which is the only time notifications are asked for; off in one tap.
 * Where it cannot, the page says new jobs show when the site is opened, and offers the jobs feed.
 */
export function DailyCheckControl() {
  const [state, setState] = useState<State>("unknown");
  const explainId = useId();
  useEffect(() => {
    let current = true;
    void dailyCheckState(scope).then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, []);

  if (state === "unknown") return null;
  if (state === "unsupported")
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p>{m.alerts_daily_unsupported()}</p>
        <a
          href={localizePath(jobsFeedPath, siteLocale)}
          type="application/atom+xml"
          className={textLinkVariants({ className: "font-medium" })}
        >
          {m.alerts_feed_link()}
        </a>
      </div>
    );
  if (state === "on")
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="flex gap-2 text-sm">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.alerts_daily_on()}
        </p>
        <Button
          variant="outline"
          size="lgWrap"
          onClick={() =>
            void turnOffDailyCheck(scope).then(
              () => setState("off"),
              () => setState("off"),
            )
          }
        >
          <span className="whitespace-normal">{m.alerts_daily_off()}</span>
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      <p id={explainId} className="text-sm">
        {m.alerts_daily_explain()}
      </p>
      <Button
        size="lgWrap"
        aria-describedby={explainId}
        disabled={state === "asking"}
        onClick={() => {
          setState("asking");
          void turnOnDailyCheck(scope).then(setState, () => setState("failed"));
        }}
      >
        <BellRing aria-hidden="true" />
        <span className="whitespace-normal">{m.alerts_daily_button()}</span>
      </Button>
      {(state === "denied" || state === "failed") && (
        <p role="alert" className="text-sm text-destructive">
          {state === "denied" ? m.alerts_daily_denied() : m.alerts_daily_failed()}
        </p>
      )}
    </div>
  );
}

import { startTransition, useEffect, useState } from "react";
import { msUntilNextSeychellesDay, seychellesToday } from "@/lib/seychelles-date";

/*
 * Named seychelles-date-…: vite.config.ts keeps src/lib/seychelles-date* out of the shell chunk every
 * page loads (the home page has no use for it).
 */

/**
 * Today in Seychelles ("2026-06-14"), turning at midnight there; null while the page hydrates and
 * on the build server, so the prerendered HTML never says what is upcoming on a day it cannot know.
 */
export function useSeychellesToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      // A transition, like useHydrated's: the cards' marks never hold up a tap on a slow phone.
      startTransition(() => setToday(seychellesToday(Date.now())));
      timer = setTimeout(tick, msUntilNextSeychellesDay(Date.now()));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return today;
}

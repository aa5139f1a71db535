import { startTransition, useEffect, useState } from "react";

/**
 * The current time, updated at the start of every minute; null while the page hydrates and on the
 * build server, so the prerendered HTML never states a time that will be wrong when it is read.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      // A transition, like useHydrated's: six cards' statuses never hold up a tap on a slow phone.
      startTransition(() => setNow(new Date()));
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return now;
}

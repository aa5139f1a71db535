import { lazy, Suspense, useEffect, useState } from "react";

const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * The site's Toaster, fetched once the page has hydrated and the browser is idle, so it adds
 * nothing to the long task of hydrating the form. Toasts raised before then are not lost: sonner
 * replays them when its Toaster subscribes (see notify.ts).
 */
export function LazyToaster() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => setIdle(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(show, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(show, 200);
    return () => clearTimeout(id);
  }, []);
  return idle ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

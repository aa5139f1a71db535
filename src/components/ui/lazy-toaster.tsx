import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterDemand } from "./notify";

const Toaster = lazy(() => import("./toaster").then((module) => ({ default: module.Toaster })));

/** The site's Toaster, fetched with the first toast (see notify.ts). */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toasterDemand.subscribe, toasterDemand.wanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

import { lazy, Suspense } from "react";
import { useHydrated } from "@/lib/use-hydrated";

const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/** The site's Toaster, fetched once the page has hydrated (see notify.ts). */
export function LazyToaster() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

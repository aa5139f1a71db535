import { useEffect, useState } from "react";
import { importOnce } from "@/lib/import-once";

type PreviewModule = typeof import("../components/generated-preview");

/**
 * The generated CV's preview with the CV's words (generated-preview.tsx), fetched once: with the
 * first keystroke (useCvForm), before 'Generate CV' shows it, and when a stored CV comes back.
 */
export const loadGeneratedPreview = importOnce(() => import("../components/generated-preview"));

let loaded: PreviewModule | null = null;

export type GeneratedPreviewState = { module: PreviewModule } | { module: null; offline: boolean };

/**
 * The preview's code once `wanted` (a CV is there to show). If it cannot be fetched (offline, never
 * fetched before) `offline` says so, and it is fetched again as soon as the browser is back online.
 */
export function useGeneratedPreview(wanted: boolean): GeneratedPreviewState {
  const [module, setModule] = useState<PreviewModule | null>(loaded);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    const fetchPreview = () =>
      loadGeneratedPreview().then(
        (fetched) => {
          loaded = fetched;
          if (!current) return;
          setOffline(false);
          setModule(fetched);
        },
        () => {
          if (current) setOffline(true);
        },
      );
    void fetchPreview();
    window.addEventListener("online", fetchPreview);
    return () => {
      current = false;
      window.removeEventListener("online", fetchPreview);
    };
  }, [wanted, module]);

  return module ? { module } : { module: null, offline };
}

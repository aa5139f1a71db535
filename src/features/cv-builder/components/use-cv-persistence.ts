import { useCallback, useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CvData, CvFormValues } from "../logic/cv-schema";
import { browserStorage, storedCvState } from "@/lib/stored-cv";
import { notify } from "@/components/ui/notify";

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

type StorageModule = typeof import("../logic/cv-storage");
type Notice = "unusable" | "unavailable";

const notices: Record<Notice, [string, string]> = {
  unusable: [
    "Your saved CV could not be restored",
    "It was damaged or saved by an older version of this page, so the form starts empty.",
  ],
  unavailable: [
    "Your CV is not being saved",
    "This browser is blocking storage or it is full. The form still works, but your changes will be lost when you leave this page.",
  ],
};

/**
 * Keeps the draft and the generated CV in the browser's storage. Storage is read only after
 * hydration, so the prerendered empty form always matches. The storage code, which checks what
 * it reads with zod, loads then only if something is stored; on a first visit it loads with the
 * first keystroke instead, so building the schemas adds nothing to the page's start-up on a slow
 * phone. Problems are told once.
 */
export function useCvPersistence(
  form: UseFormReturn<CvFormValues, unknown, CvData>,
  onRestoreCv: (cv: CvData) => void,
) {
  const storage = useRef<StorageModule | null>(null);
  const told = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const dirty = useRef(false);
  const loading = useRef<Promise<StorageModule> | null>(null);

  /** The storage code, fetched once; after a failed fetch (offline, never cached) the next call tries again. */
  const loadStorage = useCallback(
    () =>
      (loading.current ??= import("../logic/cv-storage").then(
        (module) => {
          storage.current = module;
          return module;
        },
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      )),
    [],
  );

  const tell = useCallback((notice: Notice) => {
    if (told.current) return;
    told.current = true;
    notify("warning", ...notices[notice]);
  }, []);

  const flush = useCallback(
    function flushDraft() {
      window.clearTimeout(timer.current);
      if (!dirty.current) return;
      const module = storage.current;
      // Still on its way (a first visit on a slow link): save as soon as it arrives.
      if (!module) return void loadStorage().then(flushDraft, () => tell("unavailable"));
      dirty.current = false;
      if (!module.saveDraft(module.browserStorage(), form.getValues())) tell("unavailable");
    },
    [form, tell, loadStorage],
  );

  useEffect(() => {
    let cancelled = false;
    const state = storedCvState(browserStorage());
    if (state === "unavailable") tell("unavailable");
    if (state !== "stored") return;
    void loadStorage().then(
      (module) => {
        if (cancelled) return;
        const draft = module.loadDraft(module.browserStorage());
        const saved = module.loadGeneratedCv(module.browserStorage());
        // Someone quick may have typed already: their typing wins over an older draft.
        if (draft.status === "ok" && !dirty.current) form.reset(draft.value);
        if (saved.status === "ok") onRestoreCv(saved.value);
        if (draft.status === "invalid" || saved.status === "invalid") tell("unusable");
        else if (draft.status === "unavailable") tell("unavailable");
        flush();
      },
      () => tell("unavailable"),
    );
    return () => {
      cancelled = true;
    };
    // Restoring happens once, on arrival; later renders must not reload over the person's typing.
    // oxlint-disable-next-line react/exhaustive-deps
  }, []);

  useEffect(() => {
    const subscription = form.watch(() => {
      dirty.current = true;
      // Fetched at the first change, so it is there by the time the draft is saved, even on pagehide.
      void loadStorage().catch(() => undefined);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    });
    // A reload or a closed tab inside the delay still keeps the last keystrokes.
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, flush, loadStorage]);

  const saveCv = useCallback(
    (cv: CvData) => {
      void loadStorage().then(
        (module) => {
          if (!module.saveGeneratedCv(module.browserStorage(), cv)) tell("unavailable");
        },
        () => tell("unavailable"),
      );
    },
    [tell, loadStorage],
  );

  /** Empties the form and forgets both the draft and the CV. */
  const startOver = useCallback(
    (emptyValues: CvFormValues) => {
      form.reset(emptyValues);
      window.clearTimeout(timer.current);
      dirty.current = false;
      const module = storage.current;
      if (module && !module.clearStoredCv(module.browserStorage())) tell("unavailable");
    },
    [form, tell],
  );

  return { saveCv, startOver };
}

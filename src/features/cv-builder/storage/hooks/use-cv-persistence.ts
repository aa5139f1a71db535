import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CvData, CvFormValues } from "../../logic/cv-schema";
import { browserStorage, storedCvState } from "@/lib/stored-cv";
import { cvToFormValues } from "../../logic/cv-form-values";
import { clearStoredCvNow } from "../logic/clear-stored-cv";
import { createDraftSync, planRestore } from "../logic/draft-sync";
import { notify } from "@/components/ui/notify";
import * as m from "@/i18n/messages";
import { importOnce } from "@/lib/import-once";

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 500;

type StorageModule = typeof import("../logic/cv-storage");
const loadStorageModule = importOnce(() => import("../logic/cv-storage"));
type Notice = "unusable" | "unavailable";

const notices: Record<Notice, [string, string]> = {
  unusable: [m.cvform_restore_failed_title(), m.cvform_restore_failed_description()],
  unavailable: [m.cvform_not_saved_title(), m.cvform_not_saved_description()],
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

  /** The storage code, kept here too once in, so a save after it needs no await. */
  const loadStorage = useCallback(
    () =>
      loadStorageModule().then((module) => {
        storage.current = module;
        return module;
      }),
    [],
  );

  const tell = useCallback((notice: Notice) => {
    if (told.current) return;
    told.current = true;
    notify("warning", ...notices[notice]);
  }, []);

  // One per mounted form: timers and the start-over epoch live in the pure module (storage/logic/draft-sync.ts).
  const [sync] = useState(() =>
    createDraftSync<CvFormValues>({
      delayMs: DRAFT_SAVE_DELAY_MS,
      read: () => form.getValues(),
      writer: () => {
        const module = storage.current;
        return module ? (values) => module.saveDraft(module.browserStorage(), values) : undefined;
      },
      whenReady: loadStorage,
      onFail: () => tell("unavailable"),
    }),
  );

  useEffect(() => {
    let cancelled = false;
    // Fetched as the form opens, not at the first keystroke: on a slow link the code could still be
    // on its way when the visitor types a word and leaves (switches language, closes the tab), and
    // pagehide would find nothing to save with.
    void loadStorage().catch(() => undefined);
    const state = storedCvState(browserStorage());
    if (state === "unavailable") tell("unavailable");
    if (state !== "stored") return;
    const epoch = sync.epoch();
    void loadStorage().then(
      (module) => {
        // Started over meanwhile: what was read for the old CV must not come back.
        if (cancelled || !sync.isCurrent(epoch)) return;
        const plan = planRestore(
          module.loadDraft(module.browserStorage()),
          module.loadGeneratedCv(module.browserStorage()),
          {
            dirty: sync.isDirty(),
            cvToValues: cvToFormValues,
          },
        );
        if (plan.values) form.reset(plan.values);
        if (plan.cv) onRestoreCv(plan.cv);
        if (plan.notice) tell(plan.notice);
        sync.flush();
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
      // Asked for again in case the first fetch failed (the connection dropped): it is needed to save.
      void loadStorage().catch(() => undefined);
      sync.change();
    });
    // A reload or a closed tab inside the delay still keeps the last keystrokes.
    const flush = () => sync.flush();
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, sync, loadStorage]);

  const saveCv = useCallback(
    (cv: CvData) => {
      const epoch = sync.epoch();
      void loadStorage().then(
        (module) => {
          if (!sync.isCurrent(epoch)) return;
          if (!module.saveGeneratedCv(module.browserStorage(), cv)) tell("unavailable");
        },
        () => tell("unavailable"),
      );
    },
    [sync, tell, loadStorage],
  );

  /**
   * Empties the form and forgets both the draft and the CV, at once and synchronously: the keys are
   * removed with zod-free code that is already on the page, so a slow link cannot delay it.
   */
  const startOver = useCallback(
    (emptyValues: CvFormValues) => {
      const cleared = clearStoredCvNow(browserStorage());
      form.reset(emptyValues);
      sync.startOver();
      if (!cleared) tell("unavailable");
    },
    [form, sync, tell],
  );

  /** Puts values from elsewhere (a CV file) in the form, and saves them as the draft. */
  const replaceValues = useCallback(
    (values: CvFormValues) => {
      form.reset(values);
      sync.change();
      sync.flush();
    },
    [form, sync],
  );

  return { saveCv, startOver, replaceValues };
}

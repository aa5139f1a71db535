/*
 * When the CV Builder writes its draft, and what a restore may do, as plain functions: no React,
 * no storage code of its own. The hook (storage/hooks/use-cv-persistence.ts) wires them to the form.
 *
 * - change() after every edit; the draft is written once typing pauses for `delayMs`.
 * - flush() writes at once (page hidden, unmount). If the writer (the zod-checked storage code,
 *   fetched on demand) has not arrived, the write waits for it.
 * - startOver() forgets pending writes and makes every restore or write already under way stale,
 *   so nothing that started before it can bring the old CV back.
 */

export type DraftWriter<T> = (values: T) => boolean;

export interface DraftSyncOptions<T> {
  delayMs: number;
  /** The form's values now. */
  read: () => T;
  /** The writer if its code is here, else undefined. */
  writer: () => DraftWriter<T> | undefined;
  /** Fetches the writer's code. */
  whenReady: () => Promise<unknown>;
  /** The storage refused, or its code could not be fetched. */
  onFail: () => void;
}

export interface DraftSync {
  change(): void;
  flush(): void;
  startOver(): void;
  /** True while an edit has not been written. */
  isDirty(): boolean;
  /** A token that a later startOver() makes stale. */
  epoch(): number;
  isCurrent(epoch: number): boolean;
}

export function createDraftSync<T>(options: DraftSyncOptions<T>): DraftSync {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let epoch = 0;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  function flush() {
    cancelTimer();
    if (!dirty) return;
    const write = options.writer();
    if (!write) {
      const started = epoch;
      options.whenReady().then(
        () => {
          if (started === epoch) flush();
        },
        () => {
          if (started === epoch) options.onFail();
        },
      );
      return;
    }
    dirty = false;
    if (!write(options.read())) options.onFail();
  }

  return {
    change() {
      dirty = true;
      cancelTimer();
      timer = setTimeout(flush, options.delayMs);
    },
    flush,
    startOver() {
      cancelTimer();
      dirty = false;
      epoch += 1;
    },
    isDirty: () => dirty,
    epoch: () => epoch,
    isCurrent: (token) => token === epoch,
  };
}

export type Loaded<T> =
  { status: "ok"; value: T } | { status: "empty" } | { status: "invalid" } | { status: "unavailable" };

export interface RestorePlan<V, C> {
  /** Values to put in the form, if any. */
  values?: V;
  /** The generated CV to show on Preview, if any. */
  cv?: C;
  notice?: "unusable" | "unavailable";
}

/**
 * What a restore does with what storage held. The person's own typing (dirty) always wins over
 * a stored draft. A damaged or missing draft beside a good generated CV fills the form from the CV,
 * so the CV is not hidden behind an empty form.
 */
export function planRestore<V, C>(
  draft: Loaded<V>,
  saved: Loaded<C>,
  { dirty, cvToValues }: { dirty: boolean; cvToValues: (cv: C) => V },
): RestorePlan<V, C> {
  const plan: RestorePlan<V, C> = {};
  if (saved.status === "ok") plan.cv = saved.value;
  if (!dirty) {
    if (draft.status === "ok") plan.values = draft.value;
    else if (saved.status === "ok") plan.values = cvToValues(saved.value);
  }
  const draftLostWithoutCover = draft.status === "invalid" && saved.status !== "ok";
  if (draftLostWithoutCover || saved.status === "invalid") plan.notice = "unusable";
  else if (draft.status === "unavailable") plan.notice = "unavailable";
  return plan;
}

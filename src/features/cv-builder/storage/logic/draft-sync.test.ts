import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearStoredCvNow } from "./clear-stored-cv";
import { createDraftSync, planRestore, type DraftWriter } from "./draft-sync";

function setup(options: { ready?: boolean; writeResult?: boolean } = {}) {
  let values = "a";
  const written: string[] = [];
  let ready = options.ready ?? true;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- a placeholder, replaced when the promise is made
  let arrive: () => void = () => undefined;
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- a placeholder, replaced when the promise is made
  let fail: (error: Error) => void = () => undefined;
  const onFail = vi.fn<() => void>();
  const write: DraftWriter<string> = (value) => {
    written.push(value);
    return options.writeResult ?? true;
  };
  const sync = createDraftSync<string>({
    delayMs: 500,
    read: () => values,
    writer: () => (ready ? write : undefined),
    whenReady: () =>
      new Promise<void>((resolve, reject) => {
        arrive = () => {
          ready = true;
          resolve();
        };
        fail = reject;
      }),
    onFail,
  });
  return {
    sync,
    written,
    onFail,
    type: (value: string) => {
      values = value;
      sync.change();
    },
    arrive: () => arrive(),
    fail: () => fail(new Error("offline")),
  };
}

describe("createDraftSync", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes once typing has paused for the delay, with the latest values", () => {
    const { type, written } = setup();
    type("M");
    vi.advanceTimersByTime(300);
    type("Ma");
    vi.advanceTimersByTime(499);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(written).toEqual(["Ma"]);
    vi.advanceTimersByTime(5000);
    expect(written).toEqual(["Ma"]);
  });

  it("flush writes at once and only when something changed", () => {
    const { sync, type, written } = setup();
    sync.flush();
    expect(written).toEqual([]);
    type("Marie");
    sync.flush();
    expect(written).toEqual(["Marie"]);
    vi.advanceTimersByTime(1000);
    expect(written).toEqual(["Marie"]);
  });

  it("waits for the storage code, then writes", async () => {
    const { sync, type, written, arrive } = setup({ ready: false });
    type("Marie");
    vi.advanceTimersByTime(500);
    expect(written).toEqual([]);
    expect(sync.isDirty()).toBe(true);
    arrive();
    await vi.runAllTimersAsync();
    expect(written).toEqual(["Marie"]);
    expect(sync.isDirty()).toBe(false);
  });

  it("tells when the storage code cannot be fetched or storage refuses", async () => {
    const offline = setup({ ready: false });
    offline.type("Marie");
    offline.sync.flush();
    offline.fail();
    await vi.runAllTimersAsync();
    expect(offline.onFail).toHaveBeenCalledTimes(1);

    const full = setup({ writeResult: false });
    full.type("Marie");
    full.sync.flush();
    expect(full.onFail).toHaveBeenCalledTimes(1);
  });

  it("start over drops a pending write, and a write waiting for the code never lands", async () => {
    const pending = setup();
    pending.type("old CV");
    pending.sync.startOver();
    vi.advanceTimersByTime(1000);
    expect(pending.written).toEqual([]);

    const late = setup({ ready: false });
    late.type("old CV");
    late.sync.flush();
    late.sync.startOver();
    late.arrive();
    await vi.runAllTimersAsync();
    expect(late.written).toEqual([]);
    expect(late.onFail).not.toHaveBeenCalled();
  });

  it("a restore begun before start over is stale after it", () => {
    const { sync } = setup();
    const token = sync.epoch();
    expect(sync.isCurrent(token)).toBe(true);
    sync.startOver();
    expect(sync.isCurrent(token)).toBe(false);
  });
});

describe("planRestore", () => {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- kept beside the test that reads it
  const cvToValues = (cv: string) => `form of ${cv}`;

  it("restores the draft and the CV", () => {
    expect(
      planRestore({ status: "ok", value: "draft" }, { status: "ok", value: "cv" }, { dirty: false, cvToValues }),
    ).toEqual({ values: "draft", cv: "cv" });
  });

  it("fills the form from the stored CV when only the draft is damaged, without a notice", () => {
    expect(planRestore({ status: "invalid" }, { status: "ok", value: "cv" }, { dirty: false, cvToValues })).toEqual({
      values: "form of cv",
      cv: "cv",
    });
  });

  it("keeps what the person already typed", () => {
    expect(
      planRestore({ status: "ok", value: "draft" }, { status: "ok", value: "cv" }, { dirty: true, cvToValues }),
    ).toEqual({ cv: "cv" });
  });

  it("tells when the data was damaged, or storage is unavailable", () => {
    expect(planRestore({ status: "invalid" }, { status: "empty" }, { dirty: false, cvToValues })).toEqual({
      notice: "unusable",
    });
    expect(planRestore({ status: "ok", value: "draft" }, { status: "invalid" }, { dirty: false, cvToValues })).toEqual({
      values: "draft",
      notice: "unusable",
    });
    expect(planRestore({ status: "unavailable" }, { status: "unavailable" }, { dirty: false, cvToValues })).toEqual({
      notice: "unavailable",
    });
  });
});

describe("clearStoredCvNow", () => {
  it("removes the draft and the CV, and says false when storage refuses", () => {
    const store = new Map([
      ["koudmen.cv-builder.draft", "{}"],
      ["koudmen.cv-builder.cv", "{}"],
      ["other", "kept"],
    ]);
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    expect(clearStoredCvNow(storage)).toBe(true);
    expect([...store.keys()]).toEqual(["other"]);
    const refusing = {
      ...storage,
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(clearStoredCvNow(refusing)).toBe(false);
    expect(clearStoredCvNow(undefined)).toBe(false);
  });
});

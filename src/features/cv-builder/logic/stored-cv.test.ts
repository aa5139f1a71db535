import { describe, expect, it } from "vitest";
import { DRAFT_KEY, GENERATED_CV_KEY, storedCvState, type StorageLike } from "./stored-cv";

const memory = (entries: Record<string, string> = {}): StorageLike => {
  const data = new Map(Object.entries(entries));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

describe("storedCvState", () => {
  it("is none when nothing is kept", () => {
    expect(storedCvState(memory())).toBe("none");
    expect(storedCvState(memory({ "someone.else": "x" }))).toBe("none");
  });

  it("is stored when a draft or a generated CV is kept, whatever its state", () => {
    expect(storedCvState(memory({ [DRAFT_KEY]: "{}" }))).toBe("stored");
    expect(storedCvState(memory({ [GENERATED_CV_KEY]: "not even json" }))).toBe("stored");
  });

  it("is unavailable without storage or when reading it throws", () => {
    expect(storedCvState(undefined)).toBe("unavailable");
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(storedCvState(blocked)).toBe("unavailable");
  });
});

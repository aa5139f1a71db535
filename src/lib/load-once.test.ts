import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("calls the loader once, however many callers ask, and gives each the same module", async () => {
    const module = { name: "pdf" };
    const load = vi.fn<() => Promise<typeof module>>(() => Promise.resolve(module));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(module);
    expect(a).toBe(module);
    expect(b).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes a failed fetch on, then tries again on the next call", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("Failed to fetch dynamically imported module");
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one failure among the callers waiting when it happens", async () => {
    let fail!: (error: Error) => void;
    const load = vi.fn<() => Promise<string>>(() => new Promise<string>((_, reject) => (fail = reject)));
    const get = loadOnce(load);
    const first = get();
    const second = get();
    fail(new Error("offline"));
    await expect(first).rejects.toThrow("offline");
    await expect(second).rejects.toThrow("offline");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failedScriptAddress, importOnce } from "./import-once";

describe("failedScriptAddress", () => {
  const origin = "https://koudmen.sc";

  it("reads the address Chromium and Firefox name in a failed import()", () => {
    expect(
      failedScriptAddress(
        new TypeError(
          "Failed to fetch dynamically imported module: https://koudmen.sc/assets/render-cv-pdf-cFiSY3_V.js",
        ),
        origin,
      ),
    ).toBe("https://koudmen.sc/assets/render-cv-pdf-cFiSY3_V.js");
    expect(
      failedScriptAddress(
        new TypeError("error loading dynamically imported module: https://koudmen.sc/assets/cv-export-Bk.js?retry=2"),
        origin,
      ),
    ).toBe("https://koudmen.sc/assets/cv-export-Bk.js");
  });

  it("takes nothing from Safari's message, another site's address or an error that is not an import's", () => {
    expect(failedScriptAddress(new TypeError("Importing a module script failed."), origin)).toBeUndefined();
    expect(
      failedScriptAddress(
        new TypeError("Failed to fetch dynamically imported module: https://example.com/x.js"),
        origin,
      ),
    ).toBeUndefined();
    expect(failedScriptAddress(new Error("The match index answered 404: /assets/index.json"), origin)).toBeUndefined();
    expect(failedScriptAddress(undefined, origin)).toBeUndefined();
  });
});

describe("importOnce", () => {
  // The page's own address: only a script of this site is fetched again.
  beforeEach(() => vi.stubGlobal("location", new URL("https://koudmen.sc/cv-builder")));
  afterEach(() => vi.unstubAllGlobals());
  const address = "https://koudmen.sc/assets/render-cv-pdf-cFiSY3_V.js";
  const failure = () => new TypeError(`Failed to fetch dynamically imported module: ${address}`);

  it("on a browser that keeps the failure, fetches the same code again under a new address", async () => {
    // The browser answers every later import() of the address with its first failure.
    const load = vi.fn<() => Promise<string>>(() => Promise.reject(failure()));
    const fresh = vi
      .fn<(at: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError("still offline"))
      .mockResolvedValueOnce("module");
    const get = importOnce(load, fresh);
    await expect(get()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(fresh).not.toHaveBeenCalled();
    await expect(get()).rejects.toThrow("still offline");
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(fresh.mock.calls).toEqual([[`${address}?retry=1`], [`${address}?retry=2`]]);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps one copy of the module where the browser fetches the same address again", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure()).mockResolvedValueOnce("module");
    const fresh = vi.fn<(at: string) => Promise<unknown>>();
    const get = importOnce(load, fresh);
    await expect(get()).rejects.toThrow("Failed to fetch dynamically imported module");
    await expect(get()).resolves.toBe("module");
    expect(fresh).not.toHaveBeenCalled();
  });

  it("passes the failure on when it names no address (Safari)", async () => {
    const load = vi.fn<() => Promise<string>>(() => Promise.reject(new TypeError("Importing a module script failed.")));
    const fresh = vi.fn<(at: string) => Promise<unknown>>();
    const get = importOnce(load, fresh);
    await expect(get()).rejects.toThrow("Importing a module script failed.");
    await expect(get()).rejects.toThrow("Importing a module script failed.");
    expect(fresh).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

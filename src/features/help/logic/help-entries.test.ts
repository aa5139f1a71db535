// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { helpEntries, keepPrerenderEntries, prerenderEntries } from "./help-entries";

const entry = { id: "g1", name: "Ministry of Health" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the Help Directory's entries in the browser", () => {
  it("are fetched once per address, the same promise for every render", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify([entry]), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const first = helpEntries("/assets/help-entries-once.json");
    expect(helpEntries("/assets/help-entries-once.json")).toBe(first);
    await expect(first).resolves.toEqual([entry]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("are tried again when the connection comes back, never failing the page", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify([entry]), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    const loaded = helpEntries("/assets/help-entries-offline.json");
    // The connection comes back (again and again, until the page has tried once more).
    const online = (times: number) =>
      vi.waitFor(() => {
        window.dispatchEvent(new Event("online"));
        expect(fetch).toHaveBeenCalledTimes(times);
      });
    await online(2);
    await online(3);
    await expect(loaded).resolves.toEqual([entry]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("come from the loader while prerendering, and from nowhere else", () => {
    expect(prerenderEntries()).toBeUndefined();
    keepPrerenderEntries([entry] as never);
    expect(prerenderEntries()).toEqual([entry]);
  });
});

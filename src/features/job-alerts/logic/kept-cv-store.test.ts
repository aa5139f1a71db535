// @vitest-environment jsdom
import { ALERTS_CACHE, KEPT_CV_FLAG, readKeptCv, type KeptCv } from "@/alerts/kept-cv";
import { memoryCaches } from "@/alerts/testing";
import { forgetCv, keepCv, KEPT_CV_CHANGED } from "./kept-cv-store";

const kept: KeptCv = {
  version: 1,
  keptOn: "2026-11-20",
  name: "amelie-cv.pdf",
  source: { kind: "text", text: "Hotel receptionist" },
};

/** A worker registration with a daily check registered and a notification showing. */
function registration() {
  const tags = new Set(["new-jobs"]);
  const notifications = [
    {
      closed: false,
      close() {
        this.closed = true;
      },
    },
  ];
  return {
    tags,
    notifications,
    periodicSync: { unregister: (tag: string) => Promise.resolve(void tags.delete(tag)) },
    getNotifications: () => Promise.resolve(notifications.filter((n) => !n.closed)),
  };
}

describe("forgetting the CV", () => {
  it("keeps the CV in the cache and a flag with its day and name only", async () => {
    const caches = memoryCaches();
    expect(await keepCv(caches, window.localStorage, kept, ["job1"])).toBe(true);
    expect(await readKeptCv(caches)).toEqual(kept);
    expect(JSON.parse(window.localStorage.getItem(KEPT_CV_FLAG)!)).toEqual({
      keptOn: "2026-11-20",
      name: "amelie-cv.pdf",
    });
  });

  it("leaves nothing behind: no cache, no flag, no daily check, no notification, and says so", async () => {
    const caches = memoryCaches();
    await keepCv(caches, window.localStorage, kept, ["job1"]);
    window.localStorage.setItem("koudmen.cv-builder.cv", "the CV Builder's own");
    const english = registration();
    const french = registration();
    const serviceWorker = {
      getRegistrations: () => Promise.resolve([english, french]),
    } as unknown as ServiceWorkerContainer;
    const heard = vi.fn<() => void>();
    window.addEventListener(KEPT_CV_CHANGED, heard);

    await forgetCv(caches, window.localStorage, serviceWorker);

    expect(await caches.keys()).toEqual([]);
    expect(await caches.has(ALERTS_CACHE)).toBe(false);
    expect(window.localStorage.getItem(KEPT_CV_FLAG)).toBeNull();
    expect([...english.tags, ...french.tags]).toEqual([]);
    expect(english.notifications.every((n) => n.closed)).toBe(true);
    expect(heard).toHaveBeenCalled();
    // The CV Builder's CV is not the kept CV: it stays.
    expect(window.localStorage.getItem("koudmen.cv-builder.cv")).toBe("the CV Builder's own");
  });

  it("keeps nothing half-way when the browser refuses to store it", async () => {
    const caches = memoryCaches();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(await keepCv(caches, full, kept, ["job1"])).toBe(false);
    expect(await caches.keys()).toEqual([]);
    expect(await keepCv(undefined, window.localStorage, kept, [])).toBe(false);
  });
});

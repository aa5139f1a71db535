import { describe, expect, it } from "vitest";
import {
  ALERTS_CACHE,
  KEPT_CV_FLAG,
  readAlertsState,
  readAlertsStateData,
  readKeptCv,
  readKeptCvData,
  readKeptFlag,
  writeAlertsState,
  writeKeptCv,
  type KeptCv,
} from "./kept-cv";
import { memoryCaches } from "./testing";

const kept: KeptCv = { version: 1, keptOn: "2026-11-20", name: "cv.pdf", source: { kind: "text", text: "Cook" } };

describe("the kept CV", () => {
  it("is read back as it was kept", async () => {
    const caches = memoryCaches();
    await writeKeptCv(caches, kept, { daily: { toldIds: [] } });
    expect(await readKeptCv(caches)).toEqual(kept);
  });

  it("is none when nothing is kept, and asking creates no cache", async () => {
    const caches = memoryCaches();
    expect(await readKeptCv(caches)).toBeUndefined();
    expect(await readAlertsState(caches)).toEqual({ daily: { toldIds: [] } });
    expect(await caches.keys()).toEqual([]);
  });

  it("drops damaged or unknown data instead of failing", () => {
    expect(readKeptCvData({ ...kept, version: 2 })).toBeUndefined();
    expect(readKeptCvData({ ...kept, source: { kind: "text", text: "  " } })).toBeUndefined();
    expect(readKeptCvData({ ...kept, source: { kind: "stored", cv: { firstName: 1 } } })).toBeUndefined();
    expect(readAlertsStateData({ daily: { toldIds: "job1" }, visits: { baselineDay: "x" } })).toEqual({
      daily: { toldIds: [] },
    });
  });

  it("writes no state once the CV has been forgotten (its cache deleted)", async () => {
    const caches = memoryCaches();
    await writeKeptCv(caches, kept, { daily: { toldIds: [] } });
    await caches.delete(ALERTS_CACHE);
    await writeAlertsState(caches, { daily: { toldIds: ["job1"] } });
    expect(await caches.keys()).toEqual([]);
  });

  it("has a flag in localStorage with its day and name only", () => {
    const storage = new Map<string, string>([[KEPT_CV_FLAG, JSON.stringify({ keptOn: "2026-11-20", name: "cv.pdf" })]]);
    const like = { getItem: (key: string) => storage.get(key) ?? null, setItem: () => {}, removeItem: () => {} };
    expect(readKeptFlag(like)).toEqual({ keptOn: "2026-11-20", name: "cv.pdf" });
    storage.set(KEPT_CV_FLAG, "{broken");
    expect(readKeptFlag(like)).toBeUndefined();
    expect(readKeptFlag(undefined)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from "vitest";
import { checkDaily, checkOnVisit, type VisitCheck } from "./checks";
import { ALERTS_CACHE, readAlertsState, writeKeptCv, type Fit, type KeptCv } from "./kept-cv";
import { firstVisit } from "./new-since";
import type { OpenListing } from "./open-listings";
import { memoryCaches } from "./testing";

const kept: KeptCv = {
  version: 1,
  keptOn: "2026-11-20",
  name: "amelie-cv.pdf",
  source: { kind: "text", text: "Hotel receptionist, five years" },
};
const listing = (id: string, closes?: string): OpenListing =>
  closes ? [id, `${id}-slug`, `Title ${id}`, closes] : [id, `${id}-slug`, `Title ${id}`];
const list = (...listings: OpenListing[]) => ({ version: 1, index: "/assets/match-index-1.json", listings });
const fitOf = ([id, slug, title]: OpenListing, figure: number): Fit => ({ id, slug, title, figure });

type ScoreNew = VisitCheck["scoreNew"];
type FetchList = () => Promise<unknown>;
const fetchFreshList = () => Promise.resolve(list(listing("job9"), listing("job1"), listing("job2")));
const scoreNew: ScoreNew = () => Promise.resolve([fitOf(listing("job9"), 82)]);

async function keptOnPhone(ids = ["job1", "job2"]) {
  const caches = memoryCaches();
  await writeKeptCv(caches, kept, { visits: firstVisit(kept.keptOn, ids), daily: { toldIds: [] } });
  return caches;
}

describe("the check on each visit", () => {
  it("does nothing, and fetches nothing, with no CV kept", async () => {
    const fetchList = vi.fn<FetchList>();
    expect(
      await checkOnVisit({ caches: memoryCaches(), today: "2026-11-27", fetchList, scoreNew: vi.fn<ScoreNew>() }),
    ).toBe(undefined);
    expect(fetchList).not.toHaveBeenCalled();
  });

  it("scores only the listings new since her last visit, and says since when", async () => {
    const caches = await keptOnPhone();
    const scoreNewHere = vi.fn<ScoreNew>((_index, _source, _today, listings) =>
      Promise.resolve(listings.map((l) => fitOf(l, 82))),
    );
    const result = await checkOnVisit({
      caches,
      today: "2026-11-27",
      fetchList: () => Promise.resolve(list(listing("job9"), listing("job1"), listing("job2"))),
      scoreNew: scoreNewHere,
    });
    expect(result).toEqual({ since: "2026-11-20", jobs: [fitOf(listing("job9"), 82)] });
    expect(scoreNewHere).toHaveBeenCalledWith("/assets/match-index-1.json", kept.source, "2026-11-27", [
      listing("job9"),
    ]);
  });

  it("loads no matcher on a day with nothing new", async () => {
    const caches = await keptOnPhone();
    const scoreNone = vi.fn<ScoreNew>();
    const result = await checkOnVisit({
      caches,
      today: "2026-11-27",
      fetchList: () => Promise.resolve(list(listing("job1"), listing("job2"))),
      scoreNew: scoreNone,
    });
    expect(result).toEqual({ since: "2026-11-20", jobs: [] });
    expect(scoreNone).not.toHaveBeenCalled();
  });

  it("keeps the day's result, so the next page that day loads no matcher either", async () => {
    const caches = await keptOnPhone();
    const fetchList = () => Promise.resolve(list(listing("job9"), listing("job1")));
    const scoreOnce = vi.fn<ScoreNew>(() => Promise.resolve([fitOf(listing("job9"), 70)]));
    await checkOnVisit({ caches, today: "2026-11-27", fetchList, scoreNew: scoreOnce });
    const again = await checkOnVisit({ caches, today: "2026-11-27", fetchList, scoreNew: scoreOnce });
    expect(again).toEqual({ since: "2026-11-20", jobs: [fitOf(listing("job9"), 70)] });
    expect(scoreOnce).toHaveBeenCalledTimes(1);
  });

  it("leaves out a new listing that has closed since the build", async () => {
    const caches = await keptOnPhone();
    const scoreClosed = vi.fn<ScoreNew>(() => Promise.resolve([]));
    await checkOnVisit({
      caches,
      today: "2026-11-27",
      fetchList: () => Promise.resolve(list(listing("job9", "2026-11-26"), listing("job1"))),
      scoreNew: scoreClosed,
    });
    expect(scoreClosed).not.toHaveBeenCalled();
  });

  it("says nothing when the list cannot be read (offline with no copy, or damaged)", async () => {
    const caches = await keptOnPhone();
    expect(
      await checkOnVisit({
        caches,
        today: "2026-11-27",
        fetchList: () => Promise.resolve(undefined),
        scoreNew: vi.fn<ScoreNew>(),
      }),
    ).toBeUndefined();
  });
});

describe("the daily check", () => {
  it("finds the new listing that fits, once a day", async () => {
    const caches = await keptOnPhone();
    expect(await checkDaily({ caches, today: "2026-11-27", fetchFreshList, scoreNew })).toEqual([
      fitOf(listing("job9"), 82),
    ]);
    // A second check the same day does not run at all.
    const fetchAgain = vi.fn<FetchList>(fetchFreshList);
    expect(await checkDaily({ caches, today: "2026-11-27", fetchFreshList: fetchAgain, scoreNew })).toBeUndefined();
    expect(fetchAgain).not.toHaveBeenCalled();
  });

  it("the next day, a listing it has told of is not new again, and nothing else is downloaded", async () => {
    const caches = await keptOnPhone();
    await checkDaily({ caches, today: "2026-11-27", fetchFreshList, scoreNew });
    const scoreAgain = vi.fn<ScoreNew>(scoreNew);
    expect(await checkDaily({ caches, today: "2026-11-28", fetchFreshList, scoreNew: scoreAgain })).toEqual([]);
    expect(scoreAgain).not.toHaveBeenCalled();
  });

  it("does not count a day it could not reach the list: the next sync tries again", async () => {
    const caches = await keptOnPhone();
    expect(
      await checkDaily({ caches, today: "2026-11-27", fetchFreshList: () => Promise.resolve(undefined), scoreNew }),
    ).toBeUndefined();
    expect((await readAlertsState(caches)).daily.lastCheckDay).toBeUndefined();
  });

  it("leaves out what a visit already showed her", async () => {
    const caches = await keptOnPhone();
    await checkOnVisit({ caches, today: "2026-11-27", fetchList: fetchFreshList, scoreNew });
    const scoreDaily = vi.fn<ScoreNew>(scoreNew);
    expect(await checkDaily({ caches, today: "2026-11-27", fetchFreshList, scoreNew: scoreDaily })).toEqual([]);
    expect(scoreDaily).not.toHaveBeenCalled();
  });

  it("does nothing with no CV kept, and writes nothing", async () => {
    const caches = memoryCaches();
    expect(await checkDaily({ caches, today: "2026-11-27", fetchFreshList, scoreNew })).toBeUndefined();
    expect(await caches.has(ALERTS_CACHE)).toBe(false);
  });
});

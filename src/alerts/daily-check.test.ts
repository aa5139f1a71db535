import { describe, expect, it } from "vitest";
import { afterDailyCheck, dailyCheckDue, dailyNewIds } from "./daily-check";
import { firstVisit } from "./new-since";

describe("the daily check's once-a-day rule", () => {
  it("checks on a day it has not checked", () => {
    expect(dailyCheckDue({ toldIds: [] }, "2026-11-27")).toBe(true);
    expect(dailyCheckDue({ lastCheckDay: "2026-11-26", toldIds: [] }, "2026-11-27")).toBe(true);
  });

  it("does not check twice the same day, however often the browser asks", () => {
    const state = afterDailyCheck("2026-11-27", ["job1"]);
    expect(dailyCheckDue(state, "2026-11-27")).toBe(false);
    expect(dailyCheckDue(state, "2026-11-28")).toBe(true);
  });

  it("considers a listing once: what a check or a visit has seen is never new to it again", () => {
    const visits = firstVisit("2026-11-20", ["job1", "job2"]);
    expect(dailyNewIds({ toldIds: [] }, visits, ["job3", "job1", "job2"])).toEqual(["job3"]);
    const after = afterDailyCheck("2026-11-27", ["job3", "job1", "job2"]);
    expect(dailyNewIds(after, visits, ["job3", "job1", "job2"])).toEqual([]);
    expect(dailyNewIds(after, visits, ["job4", "job3"])).toEqual(["job4"]);
  });

  it("remembers only the listings still on the list", () => {
    expect(afterDailyCheck("2026-11-27", ["job3", "job3", "job1"]).toldIds).toEqual(["job3", "job1"]);
  });
});

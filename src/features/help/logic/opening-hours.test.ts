import { describe, expect, it } from "vitest";
import type { Schedule, Weekday } from "@/content/help/pages";
import { dayRange, openStatus, seychellesWeekMinute, weeklyHours } from "./opening-hours";

const hours = (byday: string, opens_at: string, closes_at: string, extra: Partial<Schedule> = {}): Schedule => ({
  freq: "WEEKLY",
  byday: byday.split(",") as Weekday[],
  opens_at,
  closes_at,
  ...extra,
});

const ministry = [hours("MO,TU,WE,TH,FR", "08:00", "16:00", { notes: "Closed on public holidays" })];
const redCross = [
  hours("MO,TU,WE,TH,FR,SA,SU", "00:00", "23:59", { description: "Emergency line" }),
  hours("MO,TU,WE,TH,FR", "08:00", "16:00", { description: "Office" }),
];

/** A moment given in Seychelles time (UTC+4); 2026-11-23 is a Monday. */
const seychelles = (isoLocal: string) => new Date(`${isoLocal}+04:00`);
const status = (schedules: Schedule[], isoLocal: string) => openStatus(schedules, seychelles(isoLocal))?.text;

describe("openStatus", () => {
  it("on a weekday morning, says a ministry is open and when it closes", () => {
    expect(openStatus(ministry, seychelles("2026-11-23T09:30"))).toEqual({
      open: true,
      text: "Open now · Closes at 16:00",
    });
  });

  it("before opening, says it opens later today, without naming the day", () => {
    expect(status(ministry, "2026-11-24T07:59")).toBe("Closed now · Opens at 8:00");
    expect(status(ministry, "2026-11-24T08:00")).toBe("Open now · Closes at 16:00");
  });

  it("at the minute of closing it is closed; the minute before it is open", () => {
    expect(status(ministry, "2026-11-25T15:59")).toBe("Open now · Closes at 16:00");
    expect(openStatus(ministry, seychelles("2026-11-25T16:00"))).toEqual({
      open: false,
      text: "Closed now · Opens tomorrow at 8:00",
    });
  });

  it("names the day when the next opening is not today or tomorrow", () => {
    expect(status(ministry, "2026-11-27T16:00")).toBe("Closed now · Opens Monday at 8:00");
    expect(status(ministry, "2026-11-28T11:00")).toBe("Closed now · Opens Monday at 8:00");
  });

  it("on a Sunday, Monday is tomorrow", () => {
    expect(status(ministry, "2026-11-29T10:00")).toBe("Closed now · Opens tomorrow at 8:00");
  });

  it("at midnight, a day's opening is later today", () => {
    expect(status(ministry, "2026-11-23T00:00")).toBe("Closed now · Opens at 8:00");
    expect(status(ministry, "2026-11-28T00:00")).toBe("Closed now · Opens Monday at 8:00");
  });

  it("a 24-hour line is always open, whatever the time", () => {
    for (const time of ["2026-11-23T00:00", "2026-11-25T16:00", "2026-11-29T23:59"]) {
      expect(status(redCross, time)).toBe("Open now · Open 24 hours");
    }
  });

  it("follows hours that run past midnight, and closing at midnight", () => {
    const lateNights = [hours("FR,SA", "20:00", "02:00")];
    expect(status(lateNights, "2026-11-27T23:00")).toBe("Open now · Closes tomorrow at 2:00");
    expect(status(lateNights, "2026-11-28T01:00")).toBe("Open now · Closes at 2:00");
    expect(status(lateNights, "2026-11-28T02:00")).toBe("Closed now · Opens at 20:00");
    const sundayNight = [hours("SU", "22:00", "02:00")];
    expect(status(sundayNight, "2026-11-23T01:00")).toBe("Open now · Closes at 2:00");
    const evenings = [hours("MO", "18:00", "24:00")];
    expect(status(evenings, "2026-11-23T20:00")).toBe("Open now · Closes at midnight");
  });

  it("says 'next' when the next opening is a week away", () => {
    expect(status([hours("MO", "08:00", "09:00")], "2026-11-23T10:00")).toBe("Closed now · Opens next Monday at 8:00");
  });

  it("has nothing to say for an entry without hours", () => {
    expect(openStatus([], seychelles("2026-11-23T10:00"))).toBeNull();
  });
});

describe("seychellesWeekMinute", () => {
  it("agrees with the Indian/Mahe time zone, whatever the device's own", () => {
    const mahe = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Indian/Mahe",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    for (const iso of [
      "2026-01-01T00:00:00Z",
      "2026-03-29T01:30:00Z",
      "2026-07-05T19:59:00Z",
      "2026-11-23T20:00:00Z",
    ]) {
      const date = new Date(iso);
      const parts = Object.fromEntries(mahe.formatToParts(date).map((part) => [part.type, part.value]));
      const expected = days.indexOf(parts.weekday!) * 1440 + Number(parts.hour) * 60 + Number(parts.minute);
      expect(seychellesWeekMinute(date)).toBe(expected);
    }
  });
});

describe("weeklyHours", () => {
  it("shows a ministry's week: weekdays, the closed weekend and the note", () => {
    expect(weeklyHours(ministry)).toEqual({
      rows: [
        { days: "Monday–Friday", hours: "8:00–16:00" },
        { days: "Saturday and Sunday", hours: "Closed" },
      ],
      notes: ["Closed on public holidays"],
    });
  });

  it("labels each set of hours and writes 00:00–23:59 as 24 hours", () => {
    expect(weeklyHours(redCross).rows).toEqual([
      { label: "Emergency line", days: "Every day", hours: "24 hours" },
      { label: "Office", days: "Monday–Friday", hours: "8:00–16:00" },
    ]);
  });

  it("is empty for an entry without hours", () => {
    expect(weeklyHours([])).toEqual({ rows: [], notes: [] });
  });
});

describe("dayRange", () => {
  it("joins three or more days in a row with a dash and lists the others", () => {
    expect(dayRange(["MO", "TU", "WE", "TH"])).toBe("Monday–Thursday");
    expect(dayRange(["SA"])).toBe("Saturday");
    expect(dayRange(["MO", "WE", "FR"])).toBe("Monday, Wednesday and Friday");
    expect(dayRange(["MO", "TU", "WE", "FR", "SA"])).toBe("Monday–Wednesday, Friday and Saturday");
  });
});

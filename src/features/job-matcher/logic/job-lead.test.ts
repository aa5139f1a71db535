import { describe, expect, it } from "vitest";
import { jobLeadText, shortDayText } from "./job-lead";

const job = { salary: { min: 8500, max: 11000 }, posted: "2026-05-02", closes: "2026-05-30", location: "Praslin" };
const { closes: _closes, ...withoutClosingDay } = job;

describe("a job's lead line in English", () => {
  it("leads an open listing with its pay and closing day, then its place", () => {
    expect(jobLeadText(job, "open")).toBe("SCR 8,500–11,000 a month · closes 30 May · Praslin");
  });

  it("gives pay and place when the listing has no closing day", () => {
    expect(jobLeadText(withoutClosingDay, "open")).toBe("SCR 8,500–11,000 a month · Praslin");
  });

  it("never calls a stale listing open: it says it went up over 2 months ago", () => {
    const text = jobLeadText(withoutClosingDay, "stale");
    expect(text).toBe("SCR 8,500–11,000 a month · Praslin · posted over 2 months ago");
    expect(text).not.toMatch(/open|closes/i);
  });

  it("says the day a closed listing closed", () => {
    expect(jobLeadText(job, "closed")).toBe("SCR 8,500–11,000 a month · closed 30 May · Praslin");
  });

  it("writes one pay once, and a closing day in another year with its year", () => {
    const next = { ...job, salary: { min: 9000, max: 9000 }, posted: "2026-12-10", closes: "2027-01-08" };
    expect(jobLeadText(next, "open")).toBe("SCR 9,000 a month · closes 8 January 2027 · Praslin");
    expect(shortDayText("2026-06-01", "2026-05-02")).toBe("1 June");
  });
});

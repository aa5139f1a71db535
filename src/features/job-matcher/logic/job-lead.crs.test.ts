import { describe, expect, it, vi } from "vitest";
import { jobLeadText } from "./job-lead";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "crs", siteFormatLocale: "fr-SC" }));
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("crs", await actual()));

const job = { salary: { min: 8500, max: 11000 }, posted: "2026-05-02", closes: "2026-05-30", location: "Praslin" };
const { closes: _closes, ...withoutClosingDay } = job;

describe("a job's lead line in Kreol Seselwa", () => {
  it("leads with the pay and the closing day, the month in Kreol", () => {
    expect(jobLeadText(job, "open")).toBe("SCR 8\u202f500–11\u202f000 par mwan · i ferm le 30 Me · Praslin");
    expect(jobLeadText({ ...job, closes: "2026-06-18" }, "open")).toBe(
      "SCR 8\u202f500–11\u202f000 par mwan · i ferm le 18 Zen · Praslin",
    );
  });

  it("says a stale listing went up over 2 months ago", () => {
    expect(jobLeadText(withoutClosingDay, "stale")).toBe(
      "SCR 8\u202f500–11\u202f000 par mwan · Praslin · pibliye plis ki 2 mwan pase",
    );
  });
});

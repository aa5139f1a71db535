import { describe, expect, it, vi } from "vitest";
import { jobLeadText, shortDayText } from "./job-lead";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "fr", siteFormatLocale: "fr-SC" }));
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));

const job = { salary: { min: 8500, max: 11000 }, posted: "2026-05-02", closes: "2026-05-30", location: "Praslin" };
const { closes: _closes, ...withoutClosingDay } = job;

describe("a job's lead line in French", () => {
  it("leads with the pay and the closing day in French, with French spaces", () => {
    expect(jobLeadText(job, "open")).toBe(
      "SCR\u00a08\u202f500–11\u202f000 par mois · clôture le 30\u00a0mai · Praslin",
    );
    expect(shortDayText("2026-06-01", "2026-05-02")).toBe("1er\u00a0juin");
  });

  it("says a stale listing went up over 2 months ago, and a closed one when it closed", () => {
    expect(jobLeadText(withoutClosingDay, "stale")).toBe(
      "SCR\u00a08\u202f500–11\u202f000 par mois · Praslin · publiée il y a plus de 2 mois",
    );
    expect(jobLeadText(job, "closed")).toBe(
      "SCR\u00a08\u202f500–11\u202f000 par mois · close depuis le 30\u00a0mai · Praslin",
    );
  });
});

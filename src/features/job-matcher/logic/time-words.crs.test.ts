import { describe, expect, it, vi } from "vitest";
import { closedLeftOutText, daysLeftText, timeAgoText } from "./time-words";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "crs", siteFormatLocale: "fr-SC" }));
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("crs", await actual()));

describe("the listings' dates in Kreol Seselwa words", () => {
  it("says how long ago a listing was posted (nouns do not change for the plural)", () => {
    expect(timeAgoText({ unit: "today" })).toBe("ozordi");
    expect(timeAgoText({ unit: "yesterday" })).toBe("yer");
    expect(timeAgoText({ unit: "days", count: 3 })).toBe("3 zour pase");
    expect(timeAgoText({ unit: "weeks", count: 2 })).toBe("2 semenn pase");
    expect(timeAgoText({ unit: "months", count: 1 })).toBe("1 mwan pase");
    expect(timeAgoText({ unit: "years", count: 2 })).toBe("2 an pase");
  });

  it("counts down a listing's last three days", () => {
    expect(daysLeftText(2)).toBe("I ferm dan 2 zour");
    expect(daysLeftText(1)).toBe("I ferm demen");
    expect(daysLeftText(0)).toBe("I ferm ozordi");
  });

  it("says how many closed listings were left out", () => {
    expect(closedLeftOutText(1)).toBe("1 anons travay in ferm e i pa ganny montre.");
    expect(closedLeftOutText(4)).toBe("4 anons travay in ferm e zot pa ganny montre.");
  });
});

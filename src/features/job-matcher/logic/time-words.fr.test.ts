import { describe, expect, it, vi } from "vitest";
import { closedLeftOutText, daysLeftText, timeAgoText } from "./time-words";

vi.mock("@/i18n/site-locale", () => ({ siteLocale: "fr", siteFormatLocale: "fr-SC" }));
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));

describe("the listings' dates in French words", () => {
  it("says how long ago a listing was posted, with French plurals", () => {
    expect(timeAgoText({ unit: "today" })).toBe("aujourd'hui");
    expect(timeAgoText({ unit: "yesterday" })).toBe("hier");
    expect(timeAgoText({ unit: "days", count: 3 })).toBe("il y a 3 jours");
    expect(timeAgoText({ unit: "weeks", count: 2 })).toBe("il y a 2 semaines");
    expect(timeAgoText({ unit: "months", count: 4 })).toBe("il y a 4 mois");
    expect(timeAgoText({ unit: "years", count: 1 })).toBe("il y a 1 an");
    expect(timeAgoText({ unit: "years", count: 2 })).toBe("il y a 2 ans");
  });

  it("counts down a listing's last three days", () => {
    expect(daysLeftText(2)).toBe("Clôture dans 2 jours");
    expect(daysLeftText(1)).toBe("Clôture demain");
    expect(daysLeftText(0)).toBe("Clôture aujourd'hui");
  });

  it("says how many closed listings were left out", () => {
    expect(closedLeftOutText(1)).toBe("1 offre est close et n'est pas affichée.");
    expect(closedLeftOutText(2)).toBe("2 offres sont closes et ne sont pas affichées.");
  });
});

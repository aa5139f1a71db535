import { dayWords } from "./day-words";

describe("the day the note counts from", () => {
  it("is a day and month this year, in the page's language", () => {
    expect(dayWords("2026-11-20", "2026-11-27", "en")).toBe("20 November");
    expect(dayWords("2026-11-20", "2026-11-27", "fr")).toBe("20\u00A0novembre");
    expect(dayWords("2026-12-01", "2026-12-03", "fr")).toBe("1er\u00A0décembre");
    expect(dayWords("2026-06-20", "2026-11-27", "crs")).toBe("20 Zen");
  });

  it("has its year when it was another year", () => {
    expect(dayWords("2025-12-30", "2026-01-02", "en")).toBe("30 December 2025");
  });
});

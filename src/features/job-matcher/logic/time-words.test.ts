import { describe, expect, it } from "vitest";
import { closedLeftOutText, daysLeftText, timeAgoText } from "./time-words";

describe("the listings' dates in English words", () => {
  it("says how long ago a listing was posted, singular for 1", () => {
    expect(timeAgoText({ unit: "today" })).toBe("today");
    expect(timeAgoText({ unit: "yesterday" })).toBe("yesterday");
    expect(timeAgoText({ unit: "days", count: 3 })).toBe("3 days ago");
    expect(timeAgoText({ unit: "weeks", count: 2 })).toBe("2 weeks ago");
    expect(timeAgoText({ unit: "months", count: 1 })).toBe("1 month ago");
    expect(timeAgoText({ unit: "months", count: 7 })).toBe("7 months ago");
    expect(timeAgoText({ unit: "years", count: 1 })).toBe("1 year ago");
    expect(timeAgoText({ unit: "years", count: 10 })).toBe("10 years ago");
  });

  it("counts down a listing's last three days", () => {
    expect(daysLeftText(2)).toBe("Closes in 2 days");
    expect(daysLeftText(1)).toBe("Closes tomorrow");
    expect(daysLeftText(0)).toBe("Closes today");
  });

  it("says how many closed listings were left out", () => {
    expect(closedLeftOutText(1)).toBe("1 listing has closed and is not shown.");
    expect(closedLeftOutText(3)).toBe("3 listings have closed and are not shown.");
  });
});

import { newsShareCardLine } from "./collection.server";

const nb = "\u00A0";
const nnb = "\u202F";

describe("a news item's share card", () => {
  it("gives its date, or the day of the event it announces, in the build's language", () => {
    expect(newsShareCardLine({ date: "2026-05-02" }, "crs")).toBe("2 Me 2026");
    expect(newsShareCardLine({ date: "2026-05-01" }, "fr")).toBe(`1er${nb}mai${nb}2026`);
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-05" }, "crs")).toBe(
      "Zour levennman: 5 Zilyet 2026",
    );
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-05" }, "fr")).toBe(
      `Date de l'événement${nnb}: 5${nb}juillet${nb}2026`,
    );
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-01" }, "en")).toBe("Event day: 1 July 2026");
  });
});

import { describe, expect, it } from "vitest";
import { jobShareCardLine, newsShareCardLine } from "./share-card-words.ts";

const nb = "\u00A0";
const nnb = "\u202F";

describe("the words under a share card's title", () => {
  it("give a news item's date, or the day of the event it announces, in the build's language", () => {
    expect(newsShareCardLine({ date: "2026-05-02" }, "crs")).toBe("2 Me 2026");
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-05" }, "crs")).toBe(
      "Zour levennman: 5 Zilyet 2026",
    );
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-05" }, "fr")).toBe(
      `Date de l'événement${nnb}: 5${nb}juillet${nb}2026`,
    );
    expect(newsShareCardLine({ date: "2026-06-01", event_date: "2026-07-01" }, "en")).toBe("Event day: 1 July 2026");
  });

  it("give a listing's employer and its closing day while it is open on the build's day, else its place", () => {
    const clerk = { company: "Port Victoria Authority", location: "Victoria, Mahé", closes: "2026-06-30" };
    expect(jobShareCardLine(clerk, "crs", "2026-05-01")).toBe("Port Victoria Authority · I ferm le 30 Zen 2026");
    expect(jobShareCardLine(clerk, "fr", "2026-06-30")).toBe(
      `Port Victoria Authority · Clôture le 30${nb}juin${nb}2026`,
    );
    expect(jobShareCardLine(clerk, "en", "2026-05-01")).toBe("Port Victoria Authority · Closes 30 June 2026");
    expect(jobShareCardLine(clerk, "crs", "2026-07-01")).toBe("Port Victoria Authority · Victoria, Mahé");
    expect(jobShareCardLine({ ...clerk, closes: undefined }, "crs", "2026-05-01")).toBe(
      "Port Victoria Authority · Victoria, Mahé",
    );
  });
});

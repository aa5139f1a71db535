import {
  accuracy,
  isTop1Hit,
  isTop3Hit,
  median,
  misses,
  share,
  targetFailures,
  trapsInTop3,
  type AccuracyTable,
  type CvResult,
} from "./metrics";

const receptionist = { first: ["job2", "job11"], notTop3: ["job4"] };

describe("hits", () => {
  it("counts a top-1 hit when the first listing is any of the labelled set", () => {
    expect(isTop1Hit(["job2", "job1"], receptionist)).toBe(true);
    expect(isTop1Hit(["job11", "job1"], receptionist)).toBe(true);
    expect(isTop1Hit(["job1", "job2"], receptionist)).toBe(false);
    expect(isTop1Hit([], receptionist)).toBe(false);
  });

  it("counts a top-3 hit when one of the first three is in the set, and not the fourth", () => {
    expect(isTop3Hit(["job1", "job5", "job11", "job2"], receptionist)).toBe(true);
    expect(isTop3Hit(["job1", "job5", "job3", "job2"], receptionist)).toBe(false);
  });

  it("finds the listings kept out of the top 3 that are in it", () => {
    expect(trapsInTop3(["job2", "job4", "job1"], receptionist)).toEqual(["job4"]);
    expect(trapsInTop3(["job2", "job1", "job3", "job4"], receptionist)).toEqual([]);
  });
});

const result = (cv: string, language: CvResult["language"], ranking: string[]): CvResult => ({
  cv,
  language,
  ranking,
  label: receptionist,
});

describe("accuracy", () => {
  const results = [
    result("crs-1", "crs", ["job2", "job1", "job3"]), // top-1
    result("crs-2", "crs", ["job1", "job4", "job11"]), // top-3 only, trap
    result("fr-1", "fr", ["job1", "job3", "job5", "job2"]), // miss
    result("en-1", "en", ["job11", "job2", "job4"]), // top-1, trap
  ];

  it("counts hits per language and over all CVs", () => {
    expect(accuracy(results)).toEqual({
      crs: { cvs: 2, top1: 1, top3: 2, traps: 1 },
      fr: { cvs: 1, top1: 0, top3: 0, traps: 0 },
      en: { cvs: 1, top1: 1, top3: 1, traps: 1 },
      all: { cvs: 4, top1: 2, top3: 3, traps: 2 },
    });
  });

  it("lists the CVs whose first listing is wrong or whose top 3 holds a trap, with what was expected", () => {
    expect(misses(results)).toEqual([
      {
        cv: "crs-2",
        language: "crs",
        expected: ["job2", "job11"],
        got: ["job1", "job4", "job11"],
        top3Hit: true,
        traps: ["job4"],
      },
      {
        cv: "fr-1",
        language: "fr",
        expected: ["job2", "job11"],
        got: ["job1", "job3", "job5"],
        top3Hit: false,
        traps: [],
      },
      {
        cv: "en-1",
        language: "en",
        expected: ["job2", "job11"],
        got: ["job11", "job2", "job4"],
        top3Hit: true,
        traps: ["job4"],
      },
    ]);
  });

  it("gives shares, and 0 for no CVs", () => {
    expect(share(9, 12)).toBe(0.75);
    expect(share(0, 0)).toBe(0);
  });
});

describe("median", () => {
  it("is the middle value, or the mean of the two middle ones", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

const table = (top1: number, top3: number, cvs = 12): AccuracyTable => ({
  crs: { cvs, top1, top3, traps: 0 },
  fr: { cvs, top1, top3, traps: 0 },
  en: { cvs, top1, top3, traps: 0 },
  all: { cvs: cvs * 3, top1: top1 * 3, top3: top3 * 3, traps: 0 },
});

describe("targets", () => {
  const tfidf = table(7, 10);

  it("are met at 11 of 12 first and 12 of 12 in the top 3 everywhere, 50 ms and 150 KiB", () => {
    expect(
      targetFailures({ name: "engine", accuracy: table(11, 12), medianMs: 50, downloadKiB: 150 }, [tfidf]),
    ).toEqual([]);
  });

  it("name each shortfall: accuracy in a language, time, weight", () => {
    const engine = table(12, 12);
    engine.fr = { cvs: 12, top1: 10, top3: 11, traps: 0 };
    expect(targetFailures({ name: "engine", accuracy: engine, medianMs: 50.4, downloadKiB: 151 }, [tfidf])).toEqual([
      "fr: top-1 83%, below 90%",
      "fr: top-3 92%, below 98%",
      "200 listings in 50.4 ms, over 50 ms",
      "downloads 151.0 KiB gzip, over 150 KiB",
    ]);
  });

  it("ask to be ahead of the best TF-IDF variant, in each language and over all", () => {
    const strongBaseline = table(12, 12);
    expect(
      targetFailures({ name: "engine", accuracy: table(11, 12), medianMs: 1, downloadKiB: 1 }, [tfidf, strongBaseline]),
    ).toEqual(["crs: top-1 behind TF-IDF (100%)", "fr: top-1 behind TF-IDF (100%)", "en: top-1 behind TF-IDF (100%)"]);
    const tie = table(11, 12);
    expect(targetFailures({ name: "engine", accuracy: table(11, 12), medianMs: 1, downloadKiB: 1 }, [tie])).toEqual([
      "all CVs: top-1 not ahead of TF-IDF (92%)",
    ]);
  });

  it("fail a target scorer that gives no speed or weight figure", () => {
    expect(targetFailures({ name: "engine", accuracy: table(12, 12) }, [tfidf])).toEqual([
      "no speed figure: the scorer gives no browser module",
      "no weight figure: the scorer names no download",
    ]);
  });
});

import { buildIndex, cosine, rankByCosine, vectorize } from "./tfidf";
import { foldText, tokens } from "./text-tokens";

describe("tokens", () => {
  it("are lower case, without accents, split at anything but letters and digits", () => {
    expect(tokens("Réceptionniste d'hôtel, Côte d'Or (Praslin); Microsoft 365")).toEqual([
      "receptionniste",
      "hotel",
      "cote",
      "praslin",
      "microsoft",
      "365",
    ]);
  });

  it("leave out English, French and Kreol function words and single letters", () => {
    expect(tokens("Willing to work shifts, weekends and public holidays")).toEqual([
      "willing",
      "work",
      "shifts",
      "weekends",
      "public",
      "holidays",
    ]);
    expect(tokens("Disponible pour travailler le week-end et les jours fériés")).toEqual([
      "disponible",
      "travailler",
      "week",
      "end",
      "jours",
      "feries",
    ]);
    expect(tokens("Mon'n travay par sif, lannwit, wikenn ek zour ferye e mon kontan")).toEqual([
      "travay",
      "sif",
      "lannwit",
      "wikenn",
      "zour",
      "ferye",
      "kontan",
    ]);
  });

  it("fold as the site's search does", () => {
    expect(foldText("LEKSPERYANS Expérience Ÿ")).toBe("leksperyans experience y");
  });
});

describe("TF-IDF", () => {
  const docs = [
    { id: "cook", tokens: ["cook", "kitchen", "curry", "fish"] },
    { id: "fisher", tokens: ["fish", "boat", "sea", "longline", "fish"] },
    { id: "guard", tokens: ["guard", "night", "patrol"] },
  ];
  const index = buildIndex(docs);

  it("weighs a word by how few documents have it (smoothed idf)", () => {
    // n = 3: 'fish' is in 2 documents, 'boat' in 1.
    expect(index.idf.get("fish")).toBeCloseTo(Math.log(4 / 3) + 1, 10);
    expect(index.idf.get("boat")).toBeCloseTo(Math.log(4 / 2) + 1, 10);
  });

  it("scales each vector to length 1, counting repeated words", () => {
    const fisher = index.docs[1]?.vector as Map<string, number>;
    expect(Math.hypot(...fisher.values())).toBeCloseTo(1, 10);
    const idfFish = Math.log(4 / 3) + 1;
    const idfOnce = Math.log(4 / 2) + 1;
    const length = Math.hypot(2 * idfFish, idfOnce, idfOnce, idfOnce);
    expect(fisher.get("fish")).toBeCloseTo((2 * idfFish) / length, 10);
  });

  it("leaves out a query's words that no document has, and gives 0 for no shared word", () => {
    expect([...vectorize(["fish", "unknown"], index.idf).keys()]).toEqual(["fish"]);
    expect(vectorize(["unknown"], index.idf).size).toBe(0);
    expect(cosine(vectorize(["night"], index.idf), index.docs[0]?.vector ?? new Map())).toBe(0);
  });

  it("ranks by cosine, highest first", () => {
    expect(rankByCosine(index, ["fish", "sea", "boat"]).map(({ id }) => id)).toEqual(["fisher", "cook", "guard"]);
    const ranked = rankByCosine(index, ["boat", "sea", "longline", "fish", "fish"]);
    expect(ranked[0]).toEqual({ id: "fisher", score: expect.closeTo(1, 10) });
  });

  it("keeps the documents' order for equal scores", () => {
    expect(rankByCosine(index, ["unknown"]).map(({ id }) => id)).toEqual(["cook", "fisher", "guard"]);
    expect(rankByCosine(index, []).map(({ score }) => score)).toEqual([0, 0, 0]);
  });
});

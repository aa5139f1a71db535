import { fitPairwise, leaveOneOut, scoreRow, type RankGroup } from "./pairwise-logistic";

// Two parts: the first tells the right listing apart, the second is noise that points the wrong way.
const group = (id: string, noise: number): RankGroup => ({
  id,
  rows: [
    [1, 0],
    [0.2, noise],
    [0.1, 0.3],
  ],
  first: new Set([0]),
  traps: new Set([2]),
});
const groups = [group("a", 0.9), group("b", 0.1), group("c", 0.5)];

it("learns to put the labelled-first listing first, weighing the part that tells it apart most", () => {
  const weights = fitPairwise(groups, { lambda: 0.01 });
  expect(weights[0]).toBeGreaterThan(weights[1]!);
  for (const g of groups) {
    const scores = g.rows.map((row) => scoreRow(weights, row));
    expect(scores.indexOf(Math.max(...scores))).toBe(0);
  }
});

it("never gives a part a weight below 0, so a part that grows never lowers a score", () => {
  const wrongWay: RankGroup = {
    id: "w",
    rows: [
      [0, 0],
      [1, 1],
    ],
    first: new Set([0]),
    traps: new Set(),
  };
  for (const w of fitPairwise([wrongWay], { lambda: 0.01 })) expect(w).toBeGreaterThanOrEqual(0);
});

it("is deterministic, and a larger penalty keeps the weights smaller", () => {
  expect(fitPairwise(groups, { lambda: 0.01 })).toEqual(fitPairwise(groups, { lambda: 0.01 }));
  const small = fitPairwise(groups, { lambda: 1 });
  const large = fitPairwise(groups, { lambda: 0.001 });
  expect(Math.hypot(...small)).toBeLessThan(Math.hypot(...large));
});

it("scores each group, leaving it out, with weights fitted on the others only", () => {
  const out = leaveOneOut(groups, { lambda: 0.01 });
  expect(out.map((o) => o.id)).toEqual(["a", "b", "c"]);
  expect(out[0]!.weights).toEqual(fitPairwise([groups[1]!, groups[2]!], { lambda: 0.01 }));
});

it("puts a trap below the listings the labels say nothing of, not only below the first", () => {
  // The second part is what a trap lacks (it is near the right job in the first): on its own it would
  // put the ordinary listing above the first, so without the traps' own pairs it gets no weight.
  const withTrap: RankGroup = {
    id: "t",
    rows: [
      [1, 0],
      [0, 1],
      [0.4, 0],
    ],
    first: new Set([0]),
    traps: new Set([2]),
  };
  const weights = fitPairwise([withTrap], { lambda: 0.01 });
  const [first, ordinary, trap] = withTrap.rows.map((row) => scoreRow(weights, row));
  expect(first).toBeGreaterThan(ordinary!);
  expect(ordinary).toBeGreaterThan(trap!);
});

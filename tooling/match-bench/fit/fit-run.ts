// `npm run fit:match` (scripts/fit-match.ts loads this through Vite): fits the blend's weights on the
// labelled set's tuning CVs only (a held-out CV is never read), picks the L2 penalty by
// leave-one-CV-out, fits once more on all of them and writes src/matching/fitted-weights.json, which
// the phone reads. Deterministic: the same CVs, labels and code give the same file.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import type { PdfLibrary } from "@/matching/read-cv/pdf-text";
import { listCvFiles, loadLabels, loadListings } from "../labelled-set";
import { readBenchCv } from "../read-cvs";
import { accuracyTable } from "../report";
import { fitBlend, LAMBDAS, LEFT_OUT, leaveOneOut, type CvParts } from "./fit-blend";
import { prepareIndex, setFeatures, setIndex } from "./set-features";

const ROOT = path.resolve(import.meta.dirname, "../../..");
export const WEIGHTS_FILE = path.join(ROOT, "src/matching/fitted-weights.json");
const LABELS_FILE = path.join(ROOT, "tooling/match-bench/labelled-set/labels.yaml");

/** The tuning CVs' parts for every listing: the held-out CVs' files are never opened. */
export async function tuningParts(pdfjs: PdfLibrary) {
  const listings = loadListings();
  const labels = loadLabels();
  const files = listCvFiles().filter((file) => labels.has(file.id) && labels.get(file.id)!.heldOut !== true);
  const cvs = await Promise.all(files.map((file) => readBenchCv(file, pdfjs)));
  const prepared = prepareIndex(setIndex(listings));
  const parts: CvParts[] = setFeatures(prepared, listings, cvs, labels);
  const rankable = listings.map((l) => ({ id: l.id, title: l.text.en.title, posted: l.posted }));
  return { parts, rankable, listings };
}

export async function fitRun(pdfjs: PdfLibrary, log: (line?: string) => void): Promise<void> {
  const { parts, rankable } = await tuningParts(pdfjs);
  log(`Fitting the blend on ${parts.length} tuning CVs (held-out CVs not read)`);
  let best: { lambda: number; top1: number; top3: number } | undefined;
  for (const lambda of LAMBDAS) {
    const { table } = leaveOneOut(rankable, parts, lambda);
    log(`λ = ${lambda}, leave one CV out:`);
    log(accuracyTable([{ name: `blend λ=${lambda}`, table }]));
    const { top1, top3 } = table.all;
    if (!best || top1 > best.top1 || (top1 === best.top1 && top3 >= best.top3)) best = { lambda, top1, top3 };
  }
  const weights = fitBlend(parts, best!.lambda);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  // The commit whose code fitted the weights; "+changes" when the work tree differed from it then.
  const dirty = git("status", "--porcelain", "--untracked-files=no", "--", "src", "tooling") !== "";
  const commit = `${git("rev-parse", "--short", "HEAD")}${dirty ? "+changes" : ""}`;
  const labelsHash = createHash("sha256").update(readFileSync(LABELS_FILE)).digest("hex").slice(0, 12);
  const file = {
    about:
      "The Job Matcher's blend weights (src/matching/blend.ts), each part's share of 100. Written by `npm run fit:match` (tooling/match-bench/fit/), never by hand: docs/matching.md.",
    fittedOn: {
      cvs: parts.length,
      ids: parts.map((p) => p.cv.id),
      labels: `tooling/match-bench/labelled-set/labels.yaml sha256:${labelsHash}`,
      commit,
      method: "pairwise logistic regression, L2, weights ≥ 0; λ by leave-one-CV-out top-1 on the tuning CVs",
      leftOut: LEFT_OUT,
      lambda: best!.lambda,
      leaveOneOut: { top1: best!.top1, top3: best!.top3, of: parts.length },
    },
    weights,
  };
  // Written as the repository's formatter writes JSON, so format:check passes on a fresh fit.
  const options = (await resolveConfig(WEIGHTS_FILE)) ?? {};
  writeFileSync(WEIGHTS_FILE, await format(JSON.stringify(file), { ...options, filepath: WEIGHTS_FILE }));
  log(`Wrote ${path.relative(ROOT, WEIGHTS_FILE)}: ${JSON.stringify(weights)}`);
}

#!/usr/bin/env -S npx tsx
// npm run bench:courses: the courses the build suggests under a listing's requirements, scored on
// the labelled set of tooling/course-bench/ (its README says how), per language. Exits 1 when a
// target is not met.
import { runBench } from "../tooling/course-bench/run.ts";

process.exitCode = runBench() ? 0 : 1;

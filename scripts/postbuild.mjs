#!/usr/bin/env node
// Runs after `react-router build` (scripts/build.ts, through tsx): the steps are in tooling/postbuild/.
import { runPostbuild } from "../tooling/postbuild/run.ts";

await runPostbuild();

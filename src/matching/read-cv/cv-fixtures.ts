import { readFileSync } from "node:fs";
import path from "node:path";

/** The small CV files kept for the tests (made by e2e/fixtures/cv/make-fixtures.mjs). */
export function cvFixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(path.resolve(process.cwd(), "e2e/fixtures/cv", name)));
}

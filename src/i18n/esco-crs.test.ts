/*
 * The Kreol Seselwa words of the Job Matcher's concepts (esco-crs.yaml), checked like the term
 * base: well formed, every id a concept the matcher has, and no word in a spelling the term base
 * rejects (a rejected spelling people still write may only be a `variant`, read and never written).
 */
import path from "node:path";
import { readEscoExtract } from "../../tooling/matching/esco-files";
import { readKreolWords } from "../../tooling/matching/taxonomy";
import { OWN_CONCEPTS } from "../matching/own-concepts";
import { findPhrase } from "./terms-base.mjs";
import { readTerms } from "./terms-files.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const entries = readKreolWords();
const esco = readEscoExtract();
const labelOf = new Map<string, string>([
  ...esco.occupations.map((o) => [`occ:${o.id}`, o.en[0] ?? ""] as const),
  ...esco.skills.map((s) => [`skill:${s.id}`, s.en[0] ?? ""] as const),
]);
const ownIds = new Set(OWN_CONCEPTS.map((concept) => concept.id));

it("is a list of entries, each with an id, a label and its Kreol words", () => {
  const problems = entries.flatMap((entry, n) => {
    const where = `entry #${n + 1} (${String(entry.id)})`;
    const out: string[] = [];
    const known = ["id", "label", "crs", "variants", "unsure"];
    for (const key of Object.keys(entry)) if (!known.includes(key)) out.push(`${where}: unknown field "${key}"`);
    if (typeof entry.id !== "string" || !/^(?:occ|skill):[0-9a-f]{8}$|^own:[a-z0-9-]+$/.test(entry.id))
      out.push(`${where}: id must be occ:, skill: (8 hex digits) or own:`);
    if (typeof entry.label !== "string" || entry.label.trim() === "") out.push(`${where}: needs a label`);
    const lists = [entry.crs, entry.variants ?? []];
    if (!Array.isArray(entry.crs) || entry.crs.length === 0) out.push(`${where}: crs must list at least one word`);
    for (const list of lists)
      if (!Array.isArray(list) || list.some((w) => typeof w !== "string" || w.trim() === ""))
        out.push(`${where}: words must be text`);
    if (entry.unsure !== undefined && entry.unsure !== true) out.push(`${where}: unsure is true or left out`);
    return out;
  });
  expect(problems).toEqual([]);
});

it("names concepts the matcher has: ESCO's (by the extract) or our own, each once", () => {
  const unknown = entries.filter(({ id }) => !labelOf.has(id) && !ownIds.has(id)).map(({ id }) => id);
  expect(unknown).toEqual([]);
  const ids = entries.map(({ id }) => id);
  expect(ids.filter((id, n) => ids.indexOf(id) !== n)).toEqual([]);
});

it("labels each ESCO concept with one of ESCO's own English words for it, so a wrong id shows", () => {
  const wrong = entries
    .filter(({ id }) => labelOf.has(id))
    .filter(({ id, label }) => {
      const occupation = esco.occupations.find((o) => `occ:${o.id}` === id);
      const skill = esco.skills.find((s) => `skill:${s.id}` === id);
      const own = OWN_CONCEPTS.find((c) => c.id === id);
      const names = [...(occupation?.en ?? []), ...(skill?.en ?? []), ...(own?.en ?? [])].map((n) => n.toLowerCase());
      return !names.some((name) => name.includes(label.toLowerCase()) || label.toLowerCase().includes(name));
    })
    .map(({ id, label }) => `${id} "${label}" (ESCO: ${labelOf.get(id)})`);
  expect(wrong).toEqual([]);
});

it("writes no word the term base rejects in Kreol (one spelling per word)", () => {
  const rejected = readTerms(root).flatMap((term) => term.rejected.crs ?? []);
  const found = entries.flatMap(({ id, crs }) =>
    crs.flatMap((word) =>
      rejected.filter((bad) => findPhrase(word, bad) !== undefined).map((bad) => `${id}: "${word}" (${bad})`),
    ),
  );
  expect(found).toEqual([]);
});

it("gives no word to two concepts of the same kind, so a CV's word means one thing", () => {
  const seen = new Map<string, string>();
  const twice: string[] = [];
  for (const { id, crs, variants } of entries) {
    const kind = id.slice(0, id.indexOf(":"));
    for (const word of [...crs, ...(variants ?? [])]) {
      const key = `${kind === "occ" ? "occ" : "other"}/${word.toLowerCase()}`;
      const before = seen.get(key);
      if (before && before !== id) twice.push(`"${word}": ${before} and ${id}`);
      seen.set(key, id);
    }
  }
  expect(twice).toEqual([]);
});

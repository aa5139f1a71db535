// The committed ESCO extract (./esco/, written by scripts/esco-extract.ts) read from disk, for the
// build's match index. Node only: the browser gets the index, never these files.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The commit of tabiya-tech/tabiya-esco-datasets-and-tools the extract was made from (its README says why). */
export const ESCO_SOURCE_COMMIT = "65177b5";
export const ESCO_DIR = path.join(import.meta.dirname, "esco");
/** Skills are named in CVs in a few words; longer labels ("manage guest support services") stay out. */
export const MAX_SKILL_LABEL_WORDS = 4;

/** The first 8 hex digits of an ESCO concept's UUID: unique across v1.1.1 (the extract script checks it). */
export const escoShortId = (uuid: string) => uuid.slice(0, 8);

export type EscoOccupation = { id: string; isco: string; en: string[]; fr: string[] };
export type EscoSkill = { id: string; knowledge: boolean; en: string[]; fr: string[] };
export type EscoExtract = {
  occupations: EscoOccupation[];
  skills: EscoSkill[];
  /** Each occupation's essential skills, by the occupation's id. */
  essentialSkills: Map<string, string[]>;
  /** Each occupation's broader occupations in ESCO's hierarchy (an occupation may have several). */
  broader: Map<string, string[]>;
};

function rows(file: string): string[][] {
  const [, ...body] = readFileSync(path.join(ESCO_DIR, file), "utf8").trimEnd().split("\n");
  return body.map((line) => line.split("\t"));
}
const labels = (cell: string | undefined) => (cell ? cell.split("|") : []);

let cached: EscoExtract | undefined;

/** The extract, read once per process. */
export function readEscoExtract(): EscoExtract {
  if (cached) return cached;
  const occupations = rows("occupations.tsv").map(([id, isco, en, fr]) => ({
    id: id!,
    isco: isco!,
    en: labels(en),
    fr: labels(fr),
  }));
  const skills = rows("skills.tsv").map(([id, type, en, fr]) => ({
    id: id!,
    knowledge: type === "k",
    en: labels(en),
    fr: labels(fr),
  }));
  const essentialSkills = new Map(rows("occupation-skills.tsv").map(([id, list]) => [id!, list!.split(" ")]));
  const broader = new Map<string, string[]>();
  for (const [id, parent] of rows("occupation-broader.tsv")) broader.set(id!, [...(broader.get(id!) ?? []), parent!]);
  return (cached = { occupations, skills, essentialSkills, broader });
}

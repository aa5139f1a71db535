#!/usr/bin/env -S npx tsx
// Writes the trimmed ESCO extract the Job Matcher's build reads (tooling/matching/esco/), from a
// copy of the public repository tabiya-tech/tabiya-esco-datasets-and-tools (a clone or a bare git
// directory): ESCO v1.1.1's occupations with their English and French labels and ISCO group, the
// skills' short labels, which skills each occupation needs, and the occupations' hierarchy.
//   ESCO_REPO=/path/to/tabiya-esco-datasets-and-tools npx tsx scripts/esco-extract.ts
// ESCO_COMMIT picks another commit (the default is the one the committed extract was made from).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { ESCO_SOURCE_COMMIT, ESCO_DIR, MAX_SKILL_LABEL_WORDS, escoShortId } from "../tooling/matching/esco-files.ts";

const repo = process.env.ESCO_REPO;
if (!repo)
  throw new Error("Set ESCO_REPO to a clone (or bare git directory) of tabiya-tech/tabiya-esco-datasets-and-tools.");
const commit = process.env.ESCO_COMMIT || ESCO_SOURCE_COMMIT;

const show = (file: string): Buffer =>
  execFileSync("git", ["-C", repo, "show", `${commit}:${file}`], { maxBuffer: 256 * 1024 * 1024 });

const V = "datasets/esco/v1.1.1";
const unzip = (file: string, name: string) =>
  strFromU8(unzipSync(new Uint8Array(show(file)), { filter: (f) => f.name === name })[name]!);
const text = (file: string) => show(file).toString("utf8");

/** RFC 4180 CSV (quoted fields may hold commas, quotes and new lines) into records by header. */
function parseCsv(source: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") endField();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
    } else field += char;
  }
  if (field !== "" || row.length > 0) endRow();
  const [header, ...body] = rows.filter((r) => r.length > 1);
  const keys = header!.map((key) => key.replace(/^\uFEFF/, ""));
  return body.map((r) => Object.fromEntries(keys.map((key, i) => [key, r[i] ?? ""])));
}

const uuid = (uri: string) => uri.slice(uri.lastIndexOf("/") + 1);
const lines = (value: string | undefined) =>
  (value ?? "")
    .split("\n")
    .map((label) => label.replace(/\s+/g, " ").trim())
    .filter((label) => label !== "");

/** ESCO's French labels often give both genders in one ("réceptionniste médical/réceptionniste médicale"). */
const frenchForms = (label: string) => (/\S\/\S/.test(label) && !/\d\/\d/.test(label) ? label.split("/") : [label]);

function labelsOf(preferred: string, alternatives: string | undefined, split = (l: string) => [l]): string[] {
  const all = [preferred, ...lines(alternatives)].flatMap(split).map((l) => l.trim());
  return [...new Set(all.filter((l) => l !== "" && !l.includes("|") && !l.includes("\t")))];
}

const shortWords = (label: string) => label.split(/\s+/).length <= MAX_SKILL_LABEL_WORDS && label.length <= 48;

// Occupations: every one, with all its labels in both languages.
const occupationsEn = parseCsv(
  unzip(`${V}/classification/ESCO dataset - v1.1.1 - classification - en - csv.zip`, "occupations_en.csv"),
);
const occupationsFr = new Map(
  parseCsv(text(`${V}/classification/fr/csv/occupations_fr.csv`)).map((r) => [r.conceptUri!, r]),
);
const skillsEn = parseCsv(
  unzip(`${V}/classification/ESCO dataset - v1.1.1 - classification - en - csv.zip`, "skills_en.csv"),
);
const relations = parseCsv(
  unzip(`${V}/relations/ESCO dataset - v1.1.1 - classification -  - csv.zip`, "occupationSkillRelations.csv"),
);
const broader = parseCsv(
  unzip(`${V}/relations/ESCO dataset - v1.1.1 - classification -  - csv.zip`, "broaderRelationsOccPillar.csv"),
);

// French skill labels: ESCO's French skills file is not in the repository; its skill collections
// and Tabiya's French sample are, and together cover the skills a CV names most.
const frSkillLabels = new Map<string, string[]>();
for (const file of [
  `${V}/classification/fr/csv/languageSkillsCollection_fr.csv`,
  `${V}/classification/fr/csv/transversalSkillsCollection_fr.csv`,
  `${V}/classification/fr/csv/digitalSkillsCollection_fr.csv`,
  `${V}/classification/fr/csv/greenSkillsCollection_fr.csv`,
]) {
  for (const r of parseCsv(text(file)))
    frSkillLabels.set(r.conceptUri!, labelsOf(r.preferredLabel!, r.altLabels, frenchForms));
}
for (const r of parseCsv(text("datasets/tabiya/samples/esco-v1.1.1(fr)/skills.csv")))
  if (!frSkillLabels.has(r.ORIGINURI!))
    frSkillLabels.set(r.ORIGINURI!, labelsOf(r.PREFERREDLABEL!, r.ALTLABELS, frenchForms));

const ids = new Map<string, string>();
const idOf = (uri: string) => {
  const id = escoShortId(uuid(uri));
  const before = ids.get(id);
  if (before !== undefined && before !== uri)
    throw new Error(`Two ESCO concepts share the short id ${id}: ${before} and ${uri}`);
  ids.set(id, uri);
  return id;
};

const occupationRows = occupationsEn
  .filter((r) => r.conceptType === "Occupation" && r.status === "released")
  .map((r) => {
    const fr = occupationsFr.get(r.conceptUri!);
    const en = labelsOf(r.preferredLabel!, r.altLabels);
    const frLabels = fr ? labelsOf(fr.preferredLabel!, fr.altLabels, frenchForms) : [];
    return [idOf(r.conceptUri!), r.iscoGroup!, en.join("|"), frLabels.join("|")];
  })
  .toSorted((a, b) => a[0]!.localeCompare(b[0]!));
const occupationIds = new Set(occupationRows.map((r) => r[0]!));

const essential = new Map<string, string[]>();
const related = new Set<string>();
for (const r of relations) {
  related.add(r.skillUri!);
  if (r.relationType !== "essential") continue;
  const occupation = idOf(r.occupationUri!);
  if (!occupationIds.has(occupation)) continue;
  essential.set(occupation, [...(essential.get(occupation) ?? []), idOf(r.skillUri!)]);
}

const skillRows = skillsEn
  .filter((r) => r.status === "released" && (related.has(r.conceptUri!) || frSkillLabels.has(r.conceptUri!)))
  .map((r) => {
    const en = labelsOf(r.preferredLabel!, r.altLabels).filter(shortWords);
    const fr = (frSkillLabels.get(r.conceptUri!) ?? []).filter(shortWords);
    return [idOf(r.conceptUri!), r.skillType === "knowledge" ? "k" : "s", en.join("|"), fr.join("|")];
  })
  .filter((r) => r[2] !== "" || r[3] !== "")
  .toSorted((a, b) => a[0]!.localeCompare(b[0]!));
const skillIds = new Set(skillRows.map((r) => r[0]!));

const relationRows = [...essential]
  .map(([occupation, skills]) => [occupation, [...new Set(skills.filter((s) => skillIds.has(s)))].toSorted().join(" ")])
  .filter((r) => r[1] !== "")
  .toSorted((a, b) => a[0]!.localeCompare(b[0]!));

const broaderRows = broader
  .filter((r) => r.conceptType === "Occupation" && r.broaderType === "Occupation")
  .map((r) => [idOf(r.conceptUri!), idOf(r.broaderUri!)])
  .filter(([a, b]) => occupationIds.has(a!) && occupationIds.has(b!))
  .toSorted((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!));

const tsv = (header: string[], rows: string[][]) => [header, ...rows].map((r) => r.join("\t")).join("\n") + "\n";
mkdirSync(ESCO_DIR, { recursive: true });
const files: [string, string][] = [
  ["occupations.tsv", tsv(["id", "isco", "en", "fr"], occupationRows)],
  ["skills.tsv", tsv(["id", "type", "en", "fr"], skillRows)],
  ["occupation-skills.tsv", tsv(["occupation", "essential"], relationRows)],
  ["occupation-broader.tsv", tsv(["occupation", "broader"], broaderRows)],
];
for (const [name, content] of files) writeFileSync(path.join(ESCO_DIR, name), content);
console.log(
  `ESCO extract from ${commit}: ${occupationRows.length} occupations, ${skillRows.length} skills, ${relationRows.length} occupations' essential skills, ${broaderRows.length} broader links; ` +
    files.map(([name, content]) => `${name} ${Math.round(Buffer.byteLength(content) / 1024)} KiB`).join(", "),
);

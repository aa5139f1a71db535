// Reads the labelled set of ./labelled-set/ (its README says what it is): the listings in their three
// languages, the CV files, and the labels. Plain Node; no scorer here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { CvFormat, Label, Language, Listing, ListingText } from "./scorer";

export {
  CV_FORMATS,
  LANGUAGES,
  type CvFormat,
  type Label,
  type Language,
  type Listing,
  type ListingText,
} from "./scorer";

export const SET_DIR = path.join(import.meta.dirname, "labelled-set");

/** One CV file of the set: its id is its file name without the ending. */
export type CvFile = { id: string; language: Language; format: CvFormat; file: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const readYaml = (file: string): unknown => parse(readFileSync(file, "utf8"));

function fail(file: string, message: string): never {
  throw new Error(`${path.relative(process.cwd(), file)}: ${message}`);
}

function stringField(data: Json, key: string, file: string): string {
  const value = data[key];
  // YAML 1.2 (the yaml package's default) reads an unquoted date such as 2025-04-14 as text.
  if (typeof value === "string" && value.trim() !== "") return value;
  return fail(file, `${key} is missing or not text`);
}

function listingText(data: unknown, file: string): ListingText {
  if (!isObject(data)) return fail(file, "is not a YAML mapping");
  const requirements = data.requirements;
  if (!Array.isArray(requirements) || requirements.length === 0) return fail(file, "requirements is missing");
  return {
    title: stringField(data, "title", file),
    description: stringField(data, "description", file),
    requirements: requirements.map((entry, i) =>
      isObject(entry) && typeof entry.text === "string" ? entry.text : fail(file, `requirement ${i + 1} has no text`),
    ),
  };
}

/** English file names of the listings: <id>-<slug>.yaml (the translations end .fr.yaml, .crs.yaml). */
const ENGLISH_LISTING = /^[a-z0-9]+-[a-z0-9-]+\.yaml$/;
const isEnglishListing = (name: string) => ENGLISH_LISTING.test(name) && !/\.(fr|crs)\.yaml$/.test(name);

const idNumber = (id: string) => Number(/\d+/.exec(id)?.[0] ?? Infinity);

/** Every listing of the set, in the order of their ids' numbers (job1, job2, …). */
export function loadListings(dir = path.join(SET_DIR, "listings")): Listing[] {
  const listings = readdirSync(dir)
    .filter(isEnglishListing)
    .map((name): Listing => {
      const file = path.join(dir, name);
      const data = readYaml(file);
      if (!isObject(data)) return fail(file, "is not a YAML mapping");
      const salary = data.salary;
      if (!isObject(salary) || typeof salary.min !== "number" || typeof salary.max !== "number")
        return fail(file, "salary needs min and max");
      const base = name.slice(0, -".yaml".length);
      const closes = data.closes;
      return {
        id: stringField(data, "id", file),
        slug: stringField(data, "slug", file),
        company: stringField(data, "company", file),
        location: stringField(data, "location", file),
        type: stringField(data, "type", file),
        salary: { min: salary.min, max: salary.max },
        posted: stringField(data, "posted", file),
        ...(closes === undefined ? {} : { closes: stringField(data, "closes", file) }),
        source: stringField(data, "source", file),
        url: stringField(data, "url", file),
        text: {
          en: listingText(data, file),
          fr: listingText(readYaml(path.join(dir, `${base}.fr.yaml`)), path.join(dir, `${base}.fr.yaml`)),
          crs: listingText(readYaml(path.join(dir, `${base}.crs.yaml`)), path.join(dir, `${base}.crs.yaml`)),
        },
      };
    });
  return listings.toSorted((a, b) => idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id));
}

const CV_NAME = /^(crs|fr|en)-\d+-[a-z0-9-]+\.(pdf|docx|json)$/;

/** Every CV file of the set, by id. */
export function listCvFiles(dir = path.join(SET_DIR, "cvs")): CvFile[] {
  return readdirSync(dir)
    .filter((name) => CV_NAME.test(name))
    .toSorted()
    .map((name) => {
      const [, language, format] = CV_NAME.exec(name) as unknown as [string, Language, CvFormat];
      return { id: name.slice(0, name.lastIndexOf(".")), language, format, file: path.join(dir, name) };
    });
}

const idList = (value: unknown, where: string, file: string): string[] =>
  Array.isArray(value) && value.every((id) => typeof id === "string")
    ? value
    : fail(file, `${where} must be a list of listing ids, like [job2, job11]`);

/** The labels, by CV id. */
export function loadLabels(file = path.join(SET_DIR, "labels.yaml")): Map<string, Label> {
  const data = readYaml(file);
  if (!isObject(data)) return fail(file, "is not a YAML mapping");
  return new Map(
    Object.entries(data).map(([cv, label]) => {
      if (!isObject(label)) return fail(file, `${cv} needs first:`);
      const first = idList(label.first, `${cv}.first`, file);
      if (first.length === 0) fail(file, `${cv}.first is empty`);
      return [
        cv,
        { first, notTop3: label.not_top3 === undefined ? [] : idList(label.not_top3, `${cv}.not_top3`, file) },
      ];
    }),
  );
}

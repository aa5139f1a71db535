/*
 * Where the CV Builder keeps its draft and generated CV, and whether anything is kept there.
 * Free of zod on purpose: a first visit has nothing stored, so the page need not load and build
 * the schemas that check what is read back (cv-storage.ts) until there is something to check.
 */

export const DRAFT_KEY = "koudmen.cv-builder.draft";
export const GENERATED_CV_KEY = "koudmen.cv-builder.cv";

/**
 * The Job Matcher with the CV stored here chosen on arrival: the CV Builder's 'Find jobs that match
 * this CV' leads there (/job-matcher?cv=builder), as its 'Use my CV from the CV Builder' does.
 */
export const STORED_CV_PARAM = "cv";
export const STORED_CV_PARAM_VALUE = "builder";

/** What of localStorage the site uses (written out, not DOM's Storage: the service worker's types have none). */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * The browser's localStorage, or undefined where even asking for it throws (some privacy settings),
 * and in a service worker, which has none.
 */
export function browserStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage;
  } catch {
    return undefined;
  }
}

/** "stored" if a draft or a CV is kept; "unavailable" if the storage cannot be read at all. */
export function storedCvState(storage: StorageLike | undefined): "stored" | "none" | "unavailable" {
  if (!storage) return "unavailable";
  try {
    return storage.getItem(DRAFT_KEY) !== null || storage.getItem(GENERATED_CV_KEY) !== null ? "stored" : "none";
  } catch {
    return "unavailable";
  }
}

/**
 * The generated CV as the CV Builder stores it (`{ version: 1, data }`), read without zod. The
 * parts after `skills` came later: a CV stored before them has none, and each is optional here.
 * Entries of the optional sections hold every field as text, possibly empty.
 */
export type StoredCv = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  summary: string;
  education: { institution: string; degree: string; startDate: string; endDate?: string; description?: string }[];
  experience?: { employer: string; position: string; startDate: string; endDate?: string; description: string }[];
  skills: { name: string }[];
  /** The language the CV is written in ("en", "fr" or "crs"): its headings, not its content. */
  cvLanguage?: string;
  /** level: "native", "fluent", "good", "basic" or "" (not given). */
  languages?: { name: string; level?: string }[];
  /** Activities and volunteering: sport, church, scouts, clubs, a family business. */
  activities?: {
    activity: string;
    organisation?: string;
    startDate?: string;
    endDate?: string;
    description?: string;
  }[];
  achievements?: { title: string; date?: string; description?: string }[];
  /** The named references; none are kept when `referencesOnRequest` is true. */
  references?: { name: string; role?: string; phone?: string }[];
  /** The CV says 'References available on request' instead of names. */
  referencesOnRequest?: boolean;
};

const STORED_VERSION = 1;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const isText = (value: unknown): value is string => typeof value === "string";
const hasTexts = (value: unknown, required: string[], optional: string[] = []): value is Json =>
  isObject(value) &&
  required.every((key) => isText(value[key])) &&
  optional.every((key) => value[key] === undefined || isText(value[key]));
const isListOf = (value: unknown, check: (item: unknown) => boolean) => Array.isArray(value) && value.every(check);
/** A part added after the first CVs were stored: absent, or a list of entries of these texts. */
const isOptionalListOf = (value: unknown, required: string[], optional: string[]) =>
  value === undefined || isListOf(value, (entry) => hasTexts(entry, required, optional));

/** Whether stored data has the generated CV's shape: the right fields, all text. */
export function isStoredCv(data: unknown): data is StoredCv {
  return (
    hasTexts(data, ["firstName", "lastName", "email", "phone", "address", "summary"]) &&
    isListOf(data.education, (entry) =>
      hasTexts(entry, ["institution", "degree", "startDate"], ["endDate", "description"]),
    ) &&
    (data.experience === undefined ||
      isListOf(data.experience, (entry) =>
        hasTexts(entry, ["employer", "position", "startDate", "description"], ["endDate"]),
      )) &&
    isListOf(data.skills, (skill) => hasTexts(skill, ["name"])) &&
    (data.cvLanguage === undefined || isText(data.cvLanguage)) &&
    isOptionalListOf(data.languages, ["name"], ["level"]) &&
    isOptionalListOf(data.activities, ["activity"], ["organisation", "startDate", "endDate", "description"]) &&
    isOptionalListOf(data.achievements, ["title"], ["date", "description"]) &&
    isOptionalListOf(data.references, ["name"], ["role", "phone"]) &&
    (data.referencesOnRequest === undefined || typeof data.referencesOnRequest === "boolean")
  );
}

/**
 * The CV last generated in the CV Builder on this device, or undefined when there is none, it is
 * damaged or of another version, or the storage cannot be read. Never throws, never writes.
 */
export function readGeneratedCv(storage: StorageLike | undefined): StoredCv | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(GENERATED_CV_KEY);
    if (raw === null) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (!isObject(stored) || stored.version !== STORED_VERSION) return undefined;
    return isStoredCv(stored.data) ? stored.data : undefined;
  } catch {
    return undefined;
  }
}

// What the bench hands a scorer and what it asks of it. A scorer ranks the listings for one CV; the
// bench measures how often its first (or first three) are what the labels say, how fast it ranks 200
// listings in Chromium at 4× CPU slowdown, and how much the phone downloads for it. No Node APIs here:
// a scorer's module is bundled for the browser too.
import type { StoredCv } from "@/lib/stored-cv";

/** The languages of the site, and so of the CVs and of each listing's texts. */
export const LANGUAGES = ["crs", "fr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export const CV_FORMATS = ["pdf", "docx", "json"] as const;
export type CvFormat = (typeof CV_FORMATS)[number];

/** The words of a listing in one language. */
export type ListingText = { title: string; description: string; requirements: string[] };

/** A listing as staff write it (no `match`, no `cv_words`), with its texts in the three languages. */
export type Listing = {
  id: string;
  slug: string;
  company: string;
  location: string;
  type: string;
  salary: { min: number; max: number };
  posted: string;
  closes?: string;
  source: string;
  url: string;
  text: Record<Language, ListingText>;
};

/**
 * What the labels say of a CV: the listings a careful recruiter puts first, and those kept out of its top 3;
 * `heldOut` for a CV written after the engine's first run and never used to tune it (labelled-set/README.md).
 */
export type Label = { first: string[]; notTop3: string[]; heldOut?: true };

/** A CV as the Job Matcher gets it: the text its reader found, and for a CV Builder CV the CV itself. */
export type BenchCv = {
  id: string;
  /** What the site's reader gives for the file (for a CV Builder CV, the text the Job Matcher reads of it). */
  text: string;
  /** The language the CV is written in (the labelled set knows it; the site does not). */
  language: Language;
  format: CvFormat;
  /** The CV Builder's CV, only when format is "json". */
  stored?: StoredCv;
};

/** A file served to the browser (speed) or weighed (download size). */
export type BenchFile = { name: string; bytes: Uint8Array };

/** What a scorer's browser module exports under `exportName`: bundled with Vite and run in Chromium. */
export type BrowserScorer<Prepared = unknown> = {
  /** Untimed, once per page: `files` are the scorer's `browser.files`, fetched from the page's origin. */
  prepare(listings: Listing[], files: Record<string, Uint8Array>): Prepared | Promise<Prepared>;
  /** Timed: every listing's id, best first. */
  rank(prepared: Prepared, cv: BenchCv): string[];
};

export type Scorer<Prepared = unknown> = {
  /** As the tables show it. */
  name: string;
  /** The scorer whose targets the bench enforces (the Job Matcher's engine): accuracy, speed, weight. */
  target?: boolean;
  /** A plain keyword matcher (TF-IDF) the target must be ahead of; the other scorers are only shown beside it. */
  baseline?: boolean;
  /** For accuracy, in Node: whatever the scorer builds from the listings, once. */
  prepare(listings: Listing[]): Prepared | Promise<Prepared>;
  /** For accuracy, in Node: every listing's id, best first. */
  rank(prepared: Prepared, cv: BenchCv): string[];
  /** For speed: the module that runs in the browser. Without it, no speed figure. */
  browser?: {
    /** The module's URL: import.meta.url of the module that holds the export. */
    moduleUrl: string;
    /** The name of its export that is a BrowserScorer. */
    exportName: string;
    /** Files the page serves and hands to prepare, made for these listings (a match index, its data). */
    files?(listings: Listing[]): Promise<BenchFile[]>;
  };
  /** For weight: every file the phone downloads to match CVs against these listings. Without it, no weight figure. */
  download?(listings: Listing[]): Promise<BenchFile[]>;
};

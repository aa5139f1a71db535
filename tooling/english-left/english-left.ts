/*
 * English left on the French and Kreol Seselwa pages: every string a visitor sees or hears on a
 * built page (its text, title and description, aria-labels, alt texts, placeholders and titles),
 * read from the prerendered HTML, and the English words among them. A word is English when the
 * English pages of the same build use it and the page's own language does not: French has a
 * dictionary (an-array-of-french-words: "description", "contact" are French too), Kreol Seselwa a
 * short list of its words that English spells alike ("in", "me"). Names and addresses are not
 * words to translate: the content's own names (organisations, employers, places, addresses) and a
 * short list of names in running text are taken out first, as are e-mail addresses, web addresses
 * and phone numbers. Used by scripts/english-left.ts and e2e/no-english-left.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { baseLocale, type Locale, localeNames, locales, splitLocale } from "../../src/i18n/locales.ts";

type HtmlNode = ReturnType<typeof parseDocument>["children"][number];
type HtmlElement = HtmlNode & { name: string; attribs: Record<string, string>; children: HtmlNode[] };
const isElement = (node: HtmlNode): node is HtmlElement => node.type === "tag";

/** Elements whose text no visitor sees or hears. */
const UNSEEN = new Set(["script", "style", "noscript", "template"]);
/** Attributes a visitor reads or hears. */
const SPOKEN = ["aria-label", "alt", "placeholder", "title"];

/** Every string of a page a visitor sees or hears, whitespace collapsed: its title, description, text and labels. */
export function visibleStrings(html: string): string[] {
  const found: string[] = [];
  const add = (text: string | undefined) => {
    const clean = text?.replace(/\s+/g, " ").trim();
    if (clean) found.push(clean);
  };
  const walk = (nodes: HtmlNode[], inBody: boolean) => {
    for (const node of nodes) {
      if (node.type === "text") {
        if (inBody) add((node as HtmlNode & { data: string }).data);
      } else if (isElement(node) && !UNSEEN.has(node.name)) {
        if (node.name === "title") add(DomUtils.textContent(node));
        if (node.name === "meta" && node.attribs.name === "description") add(node.attribs.content);
        const body = inBody || node.name === "body";
        if (body) for (const name of SPOKEN) add(node.attribs[name]);
        walk(node.children, body);
      }
    }
  };
  walk(parseDocument(html, { decodeEntities: true }).children, false);
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A string without what is not words to translate: the names given (whole words), e-mail and web addresses, file types, phone numbers. */
export function withoutNames(text: string, names: readonly string[]): string {
  let rest = text;
  // The longest first, so "Red Cross Society of Seychelles" goes before "Seychelles".
  for (const name of names.toSorted((a, b) => b.length - a.length))
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, "gu"), " ");
  return rest
    .replace(/\S+@\S+/g, " ")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+(?:\.[\w-]+)*\.(?:sc|com|org|net)\b/gi, " ")
    .replace(/(?<!\w)\.(?:pdf|docx?|json)\b/gi, " ")
    .replace(/\+?\d[\d\s()-]{5,}\d/g, " ");
}

/** The words of a text, in lower case; a hyphenated compound stays one word ("week-end", "e-mail"). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []).filter((word) => word.length > 1);
}

export type Vocabulary = { has(word: string): boolean };

/**
 * The English words among `strings` (of a French or Kreol page): in `english` (the site's English
 * words), not in `own` (the page's language's words), names taken out first. An English plural
 * and its singular are one word ("laptop" is found by "laptops").
 */
export function englishWords(
  strings: readonly string[],
  { english, own, names }: { english: Vocabulary; own: Vocabulary; names: readonly string[] },
): { word: string; in: string }[] {
  const isEnglish = (word: string) =>
    (english.has(word) || english.has(`${word}s`) || (word.endsWith("s") && english.has(word.slice(0, -1)))) &&
    !own.has(word);
  return strings.flatMap((text) =>
    [...new Set(wordsOf(withoutNames(text, names)))].filter(isEnglish).map((word) => ({ word, in: text })),
  );
}

/** The prerendered pages of a built site's folder (build/client), each by its address: "/fr/help" → its file. */
export function builtPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(clientDir, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        // The editor at /admin is for the foundation's staff, in English; assets hold no pages.
        if (!["admin", "assets", "share", "images", "icons", "contacts"].includes(relative)) walk(relative);
      } else if (entry.name.endsWith(".html") && !entry.name.startsWith("__")) {
        const address = `/${relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/\/$/, "");
        pages.set(address || "/", path.join(clientDir, relative));
      }
    }
  };
  walk("");
  return pages;
}

/** The language of a page's address: "/fr/help" → "fr", "/crs" → "crs", anything else English. */
export function pageLanguage(address: string): Locale {
  return splitLocale(address).locale;
}

/** The strings of every built page, by language. */
export function builtStrings(clientDir: string): Record<Locale, Map<string, string[]>> {
  const byLanguage = Object.fromEntries(locales.map((locale) => [locale, new Map<string, string[]>()])) as Record<
    Locale,
    Map<string, string[]>
  >;
  for (const [address, file] of builtPages(clientDir))
    byLanguage[pageLanguage(address)].set(address, visibleStrings(readFileSync(file, "utf8")));
  return byLanguage;
}

/**
 * Names in running text that stay as they are in every language, beside those the content gives
 * (contentNames): the site's and the languages' own names, products a CV names, abbreviations a
 * listing uses, and places and organisations the news and help texts name.
 */
export const NAMES = [
  // The foundation (the header's logo writes its name on two lines), and each language by its own
  // name (the switcher).
  "Koudmen Seychelles Foundation",
  "Seychelles Foundation",
  ...Object.values(localeNames),
  // Products and formats a CV or a listing names.
  "Facebook",
  "WhatsApp",
  "Microsoft 365",
  "Microsoft",
  "Windows",
  "Word",
  "Excel",
  "JSON Resume",
  "JSON",
  "PDF",
  "CV",
  // Qualifications and abbreviations as employers write them.
  "A-level",
  "ACCA",
  "IGCSE",
  "VAT",
  // Certificates and software the courses teach, by the names they go by in every language.
  "STCW",
  "HACCP",
  "AAT",
  "CPR",
  "QuickBooks",
  "Sage",
  "Opera",
  "Outlook",
  "Wi-Fi",
  "IT",
  "KB",
  "MB",
  "SCR",
  "kg",
  // Places and organisations named in the news and help texts.
  "International Conference Centre",
  "District Administration Office",
  "Seychelles Hospital",
  "Anse Royale",
  "Beau Vallon",
  "Veuve",
  // Schools and a business the CV Builder's hints give as examples, by the names they go by.
  "Anse Royale Secondary School",
  "Seychelles Tourism Academy",
  "Victoria Bakery",
  "Seychelles",
];

/** Seychellois words that every language keeps, the English pages too: the foundation's name, the greeting, the music. */
export const SEYCHELLOIS_WORDS = ["koudmen", "kreol", "seselwa", "bonzour", "byenveni", "moutya", "sega", "séga"];

/**
 * A language's own words that English spells alike, from its file in ./words/ ({locale}.json, with
 * why each is there): Kreol Seselwa's "in" and "me", French's whole dictionary (a package named in
 * the file) and the words it lacks. A language without a file has none: every English word the
 * English pages use is English on its pages.
 */
export function ownWords(locale: Locale): string[] {
  const file = path.join(import.meta.dirname, "words", `${locale}.json`);
  if (!existsSync(file)) return [];
  const { dictionary, words } = JSON.parse(readFileSync(file, "utf8")) as {
    dictionary?: string;
    words: Record<string, string>;
  };
  const listed: string[] = dictionary ? createRequire(import.meta.url)(dictionary) : [];
  return [...listed.map((word) => word.toLowerCase()), ...Object.keys(words)];
}

type ContentNames = {
  help: readonly { name: string; contact: { address?: string } }[];
  jobs: readonly { company: string; location: string; source: string }[];
  courses?: readonly { location: string }[];
};

/**
 * The names the content gives, which no translation changes: organisations and their addresses,
 * employers and places, a course's school and place; a listing's source when its translation keeps
 * the English one.
 */
export function contentNames(english: ContentNames, translated: ContentNames): string[] {
  const names = [
    ...english.help.flatMap((entry) => [entry.name, ...(entry.contact.address?.split(/,\s*/) ?? [])]),
    ...english.jobs.flatMap((job) => [job.company, ...job.location.split(/,\s*/)]),
    ...(english.courses ?? []).flatMap((course) => course.location.split(/,\s*/)),
    ...english.jobs.filter((job, index) => translated.jobs[index]?.source === job.source).map((job) => job.source),
  ];
  return [...new Set(names)];
}

export type EnglishLeft = { page: string; word: string; in: string };

/**
 * Every English word on the built French and Kreol Seselwa pages of `clientDir` (build/client),
 * with the page and the string it is in. `content` is the site's content (loadContent), whose names
 * are not words to translate.
 */
export function findEnglishLeft(
  clientDir: string,
  content: { content: ContentNames; byLocale: Record<Locale, ContentNames> },
): EnglishLeft[] {
  const strings = builtStrings(clientDir);
  const english = new Set([...strings[baseLocale].values()].flat().flatMap(wordsOf));
  return locales
    .filter((locale) => locale !== baseLocale)
    .flatMap((locale) => {
      const own = new Set([...ownWords(locale), ...SEYCHELLOIS_WORDS]);
      const names = [...contentNames(content.content, content.byLocale[locale]), ...NAMES];
      return [...strings[locale]].flatMap(([page, texts]) =>
        englishWords(texts, { english, own, names }).map((found) => ({ page, ...found })),
      );
    });
}

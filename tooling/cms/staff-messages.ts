// The editor's messages in the staff's three languages: the build's own English for a mistake, then
// its French and its Kreol Seselwa, one per line, as the editor's hints read. The French and Kreol
// are the deploy's words for the same problems (tooling/deploy/fixes.mjs and its messages/, given
// as `words`: ./fix-words.ts bundles them for the browser, cms-config.ts reads them), so the editor
// at Save and the issue after a deploy say the same thing; a kind of problem they have no words for
// is shown in English there too, and says so. Used when /admin/config.yml is written (a field's
// pattern message) and in the browser (the build's checks before a save, Sveltia's own messages).
import { translateFix, type FixWords } from "../deploy/fixes.mjs";
import { typesetFrench } from "../../src/i18n/french-typography.mjs";
import { localeEnglishNames, type Locale } from "../../src/i18n/locales.ts";

/** A word or a name in the editor's three languages. */
export type ThreeLanguages = Record<Locale, string>;

/** Each translation's words for the checks' problems (tooling/deploy/messages/{fr,crs}.json). */
export type StaffWords = Record<Exclude<Locale, "en">, FixWords & { inEnglish: string }>;

/** Between the three languages of a message: each on its own line (the editor shows its messages with `white-space: pre-line`). */
export const LANGUAGE_LINES = "\n";

/**
 * The words that read on from a field's name, making one sentence of it, in each language ("Max is
 * less than the lowest pay (Min)…", "Max est plus petit que…", "Max i pli pti ki…"); any other
 * takes a colon ("Content: the text below the front matter is empty", "Clôture : 2025-04-01 est
 * avant…", "I ferm: i 2025-04-01, avan…").
 */
const READS_ON: Record<Locale, RegExp> = {
  en: /^(?:is|are|must|may|names|has|needs|stays?|cannot)\b/,
  fr: /^(?:est|sont|doit|doivent|manque|n'est|ne|nomme|fait)\b/,
  crs: /^(?:i|pa)\s(?!\d)/,
};

/** A field's name and the build's words for its mistake, in one language. */
function named(label: string | undefined, text: string, language: Locale): string {
  if (!label) return text;
  return READS_ON[language].test(text) ? `${label} ${text}` : `${label}${language === "fr" ? " :" : ":"} ${text}`;
}

/** Where a problem is when it is not in the tab the message is shown in: "French tab". */
const TAB: ThreeLanguages = { en: "{language} tab", fr: "Onglet {language}", crs: "Tab {language}" };

/** A language's name in each language (the deploy's words: "français", "Franse"). */
function languageName(words: StaffWords, locale: Locale, inLanguage: Locale): string {
  const english = localeEnglishNames[locale];
  if (inLanguage === "en") return english;
  return words[inLanguage].languages?.[english] ?? english;
}

/**
 * The build's English for a mistake (`fix`, its words after the field: "is not a phone number: …"),
 * with the field's name in each language, as three lines: English, French, Kreol Seselwa. `tab`
 * names the language whose tab holds the mistake, when it is not the one the message is shown in.
 */
export function staffMessage(words: StaffWords, fix: string, label?: ThreeLanguages, tab?: Locale): string {
  const lines = (["en", "fr", "crs"] as const).map((language) => {
    const colon = language === "fr" ? " :" : ":";
    let text = fix;
    if (language !== "en") {
      const translated = translateFix(fix, words[language]);
      text = translated.translated ? translated.text : `${fix}${words[language].inEnglish}`;
    }
    const where = tab ? `${TAB[language].replace("{language}", languageName(words, tab, language))}${colon} ` : "";
    const line = `${where}${named(label?.[language], text, language)}`;
    return language === "fr" ? typesetFrench(line) : line;
  });
  return [...new Set(lines)].join(LANGUAGE_LINES);
}

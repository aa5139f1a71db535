/*
 * The site's one search rule, shared by the Job Matcher's job search and the Help Directory: a
 * query matches when every word of it appears somewhere in the searched texts, ignoring case,
 * accents and the order of the words ('employe' finds 'Employé', 'assistant accounts' finds
 * 'Accounts Assistant'). Words are plain text: pattern characters such as '(' or '*' mean
 * themselves.
 */

/** Lower case, without accents, with typographic apostrophes and dashes made plain. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .toLocaleLowerCase("en");
}

/** The words of a query, folded; an empty list for a blank query. */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/)
    .filter((word) => word !== "");
}

/**
 * Whether every word of the query is found inside a different word of the texts. A blank query
 * matches everything. A word is found inside a longer one ('registr' finds 'Registry'), and a word
 * typed twice needs two words that hold it, so a query cannot match by repeating one word.
 */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  const wanted = searchWords(query);
  if (wanted.length === 0) return true;
  const words = texts.flatMap(searchWords);
  if (wanted.length > words.length) return false;
  // Each query word may take any text word that holds it: a small bipartite matching (Kuhn's
  // augmenting paths), so 'a ab' still finds 'ab a' whichever word is tried first.
  const holders = wanted.map((w) => words.flatMap((word, index) => (word.includes(w) ? [index] : [])));
  if (holders.some((list) => list.length === 0)) return false;
  const takenBy: number[] = Array.from(words, () => -1);
  const place = (q: number, seen: boolean[]): boolean => {
    for (const index of holders[q]!) {
      if (seen[index]) continue;
      seen[index] = true;
      if (takenBy[index] === -1 || place(takenBy[index]!, seen)) {
        takenBy[index] = q;
        return true;
      }
    }
    return false;
  };
  return wanted.every((_, q) =>
    place(
      q,
      Array.from(words, () => false),
    ),
  );
}

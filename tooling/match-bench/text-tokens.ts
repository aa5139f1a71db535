// The words of a text as a classic keyword matcher sees them: lower case, accents folded, split at
// anything that is not a letter or a digit (so "d'expérience" gives "experience" and "mon'n" gives
// "mon", as the common tokenisers do), without stop words (English, French and Kreol Seselwa,
// all three for every text: CVs and listings here mix languages) and without one-letter words.
// No stemming: the baseline is the plain bag of words.

/** Function words of English, French and Kreol Seselwa, folded (no accents). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    "a about above after again against all also am an and any are as at be because been before being below between both",
    "but by can could did do does doing down during each few for from further had has have having he her here hers",
    "him his how if in into is it its itself just me more most my no nor not of off on once only or other our ours out",
    "over own same she should so some such than that the their theirs them then there these they this those through",
    "to too under until up very was we were what when where which while who whom why will with would you your yours",
    // French
    "au aux avec ce ces cet cette dans de des du elle elles en est et etre eu il ils je la le les leur leurs lui ma mais",
    "me meme mes moi mon ne nos notre nous on ont ou par pas plus pour qu que qui sa se ses son sont sur ta te tes toi",
    "ton tu un une vos votre vous ete etait sans sous chez dont comme si leurs ainsi tout tous toute toutes",
    // Kreol Seselwa
    "bann ek dan lo pour pou avek ki sa zot nou ou mon li i in ti pe ler kot ankor osi menm oubyen parey kan tou sak",
    "konman ziska depi apre avan deor anba anler byen",
  ]
    .join(" ")
    .split(" "),
);

/** A text folded as the site folds text for search: lower case, without accents. */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The text's words, in order, without stop words and one-character words. */
export function tokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

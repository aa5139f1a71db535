/*
 * Function words of English, French and Kreol Seselwa, folded (lower case, no accents): words that
 * say nothing of a job, left out when a CV's words are compared with a listing's (./words-in-common.ts)
 * and by the bench's TF-IDF baseline. All three languages for every text: CVs and listings mix them.
 */

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

/**
 * Words nearly every CV and listing has, that say nothing of the work itself (time, quantity,
 * linking words the function-word list leaves in, "experience", the languages' names, places): left out of the matcher's words in common, so
 * "years" or "pendant" never bring two texts closer, nor show as a word in common on a card. Folded
 * and in the matcher's singular (./text.ts drops a plural "s").
 */
export const GENERIC_WORDS: ReadonlySet<string> = new Set(
  [
    // English
    "year month week day time hour good well new able every including within per etc like also must",
    "plus least one two three four five first based looking",
    // French
    "ans an annee moi mois jour semaine heure pendant chaque jusqu compri trouver bien bon bonne tres aussi",
    "depuis apre avant entre fait faire selon lor afin environ plu moins deux troi premier",
    // Kreol Seselwa
    "lane mwan zour semenn fer ena pa enn de trwa premye bon tre kapab",
    // In all three: experience, and the languages' names (the language requirements weigh those)
    "experience leksperyans english anglai angle french francai franse kreol creole seselwa",
    // Places in Seychelles: where a job or a CV's last job is says nothing of whether the CV fits it
    "seychelle mahe praslin digue victoria anse royale beau vallon providence baie lazare takamaka glacis",
  ]
    .join(" ")
    .split(" "),
);

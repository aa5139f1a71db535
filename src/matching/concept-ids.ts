/** The concepts for the three languages a CV is written in (own-concepts.ts names them), by the CV's language. */
export const WRITTEN_LANGUAGE_CONCEPTS = {
  en: "skill:6d3edede",
  fr: "skill:e747e77e",
  crs: "own:kreol",
} as const;

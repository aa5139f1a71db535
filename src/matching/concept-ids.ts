import { LANGUAGE_CONCEPTS } from "./words/index.ts";

/** The concepts for the languages a CV is written in (./words/<locale>.json language.concept), by the CV's language. */
export const WRITTEN_LANGUAGE_CONCEPTS = LANGUAGE_CONCEPTS;

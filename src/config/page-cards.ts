/*
 * The pages that are not content items (the home page, /news, /jobs, /help, /cv-builder and
 * /job-matcher) and their picture for link previews (og:image): a 1200 × 630 card per language,
 * drawn at build (tooling/og-image/page-cards.ts) with the page's heading and the sentence its
 * description gives. The build reads those words from the message catalogues, the page's head
 * (src/components/layout/page-share-tags.tsx) names the card's heading in its alt text: both go by
 * this one list. Plain TypeScript with no import a page needs: only the build and the prerender use it.
 */
import type * as m from "@/i18n/messages";
import { paths } from "./paths.ts";

/** A message: its catalogue's folder (from the repository's root) and its key. */
export type CatalogueMessage = { catalogue: string; key: keyof typeof m };

const home = "src/features/home/messages";
const news = "src/features/news/messages";
const help = "src/features/help/messages";
const cvBuilder = "src/features/cv-builder/messages/form";
const jobMatcher = "src/features/job-matcher/messages";
const shell = "src/components/messages";

/**
 * Each page's card: its heading (the page's h1) and the sentence under it (the page's description).
 * A function, so no page's bundle keeps the property reads of its keys (which a minifier must keep).
 */
export const pageCards = (): Record<string, { title: CatalogueMessage; text: CatalogueMessage }> => ({
  [paths.home.path]: {
    title: { catalogue: home, key: "home_hero_title" },
    text: { catalogue: home, key: "home_description" },
  },
  [paths.news.path]: {
    title: { catalogue: news, key: "news_title" },
    text: { catalogue: news, key: "news_description" },
  },
  [paths.jobs.path]: {
    title: { catalogue: jobMatcher, key: "jobs_list_title" },
    text: { catalogue: jobMatcher, key: "jobs_list_description" },
  },
  [paths.help.path]: {
    title: { catalogue: help, key: "help_title" },
    text: { catalogue: shell, key: "shell_help_description" },
  },
  [paths.cvBuilder.path]: {
    title: { catalogue: cvBuilder, key: "cvform_title" },
    text: { catalogue: shell, key: "shell_cv_builder_description" },
  },
  [paths.jobMatcher.path]: {
    title: { catalogue: jobMatcher, key: "jobs_title" },
    text: { catalogue: shell, key: "shell_job_matcher_description" },
  },
});

/**
 * A page's card, from the site's root, before its language's prefix: /share/home.png, /share/help.png
 * (/fr/share/help.png in French). Beside the news and job cards (/share/news/…, /share/jobs/…), out
 * of images/, which the service worker precaches: a visitor never needs it.
 */
export function pageShareImagePath(path: string): string {
  return `/share/${path === paths.home.path ? "home" : path.slice(1)}.png`;
}

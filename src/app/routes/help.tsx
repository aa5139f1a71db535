import { use } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { courses } from "@/content/courses/collection.server";
import { help } from "@/content/help/collection.server";
import { withCourseCounts } from "@/content/help/course-counts";
import { helpEntriesAddress } from "@/content/help/entries-file.server";
import { itemsOf } from "@/content/page-data.server";
import { HelpDirectory } from "@/features/help/components/help-directory";
import {
  fetchHelpEntries,
  helpEntries,
  keepPrerenderEntries,
  prerenderEntries,
} from "@/features/help/logic/help-entries";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/help";

// The page's data is the address of its entries' file only: the prerender draws the cards from the
// entries the loader keeps, and the page's code reads the file (src/features/help/logic/help-entries.ts).
export const loader = () => {
  const entries = withCourseCounts(itemsOf(help), itemsOf(courses));
  keepPrerenderEntries(entries);
  return { entriesAddress: helpEntriesAddress(entries, siteLocale) };
};

// Coming from another page, the router waits for the entries as it waits for any page's data.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { entriesAddress } = await serverLoader();
  return { entriesAddress, entries: await fetchHelpEntries(entriesAddress) };
}

// The entries do not change with the search or the tab (?q=, ?tab=), which the page writes to its
// address as the visitor types: no fetch again for those. Running the clientLoader on each letter
// also made the router cancel the one before, and a cancelled load surfaced in the browser as an
// uncaught "signal is aborted without reason".
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(m.shell_nav_help(), m.shell_help_description()),
  // Fetched beside the page's code, so the search works as soon as the code runs.
  ...(loaderData
    ? [{ tagName: "link", rel: "preload", href: loaderData.entriesAddress, as: "fetch", crossOrigin: "anonymous" }]
    : []),
];

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  // Prerendering: the build's entries. Coming from another page: the clientLoader's. Opening the
  // page: its file, which React waits for before it takes over the prerendered HTML.
  const entries =
    ("entries" in loaderData ? loaderData.entries : undefined) ??
    prerenderEntries() ??
    use(helpEntries(loaderData.entriesAddress));
  return <HelpDirectory entries={entries} />;
}

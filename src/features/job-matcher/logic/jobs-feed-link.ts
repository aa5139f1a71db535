import { pageTitle } from "@/config/site";
import { jobsFeedPath } from "@/content/jobs/pages";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";

/**
 * The <link> in /jobs' head that feed readers find the language's feed of open jobs by. Apart from
 * the feed's writer (jobs-feed.ts), which only the build runs, so /jobs' code does not carry it.
 */
export function jobsFeedLink() {
  return {
    rel: "alternate",
    type: "application/atom+xml",
    href: localizePath(jobsFeedPath, siteLocale),
    title: pageTitle(m.jobs_list_title()),
  };
}

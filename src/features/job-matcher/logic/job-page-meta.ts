import { jobPagePath, jobShareImagePath } from "@/content/jobs/pages";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import { localizePath } from "@/i18n/locales";
import { siteLocale } from "@/i18n/site-locale";
import { shareMeta, type ShareImage } from "@/lib/share-meta";
import type { JobPage as JobListing } from "@/content/jobs/pages";
import { jobLeadText } from "./job-lead";
import type { ListingState } from "./listing-time";

/** What the build knew of a listing on its own day: the page's head is written then, once. */
export const stateAtBuild = (job: JobListing): ListingState =>
  job.closedAtBuild === true ? "closed" : job.staleAtBuild === true ? "stale" : "open";

/** The picture the build made for the listing's previews (tooling/og-image): a card with its title. */
export function jobShareImage(job: JobListing): ShareImage {
  return {
    path: localizePath(jobShareImagePath(job.slug), siteLocale),
    width: 1200,
    height: 630,
    type: "image/png",
    alt: m.jobs_share_image_alt({ title: job.title, name: site.name }),
  };
}

/**
 * A job page's head: title, description (leading with pay, closing day and place, job-lead.ts),
 * addresses and Open Graph tags. Its JobPosting is in the
 * page itself (components/job-page.tsx), where the device can take it away once the listing closes.
 */
export function jobPageMeta(job: JobListing) {
  return shareMeta({
    title: job.title,
    description: `${jobLeadText(job, stateAtBuild(job))} · ${job.company}. ${job.description}`,
    path: jobPagePath(job.slug),
    type: "website",
    image: jobShareImage(job),
  });
}

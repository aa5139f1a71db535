import { jobs } from "@/content/jobs/collection.server";
import { itemsOf } from "@/content/page-data.server";
import { JobMatcherPage } from "@/features/job-matcher/components/job-matcher-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/job-matcher";

export const loader = () => ({ listings: itemsOf(jobs) });

export const meta = () => pageMeta(m.shell_nav_job_matcher(), m.shell_job_matcher_description());

export default function JobMatcherRoute({ loaderData }: Route.ComponentProps) {
  return <JobMatcherPage listings={loaderData.listings} />;
}

import { JobMatcherPage } from "@/features/job-matcher/components/job-matcher-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.shell_nav_job_matcher(), m.shell_job_matcher_description());

export default function JobMatcherRoute() {
  return <JobMatcherPage />;
}

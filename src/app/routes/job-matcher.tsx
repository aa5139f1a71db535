import { JobMatcherPage } from "@/features/job-matcher/components/job-matcher-page";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Job Matcher", "Upload your CV and see the local job listings that match it best.");

export default function JobMatcherRoute() {
  return <JobMatcherPage />;
}

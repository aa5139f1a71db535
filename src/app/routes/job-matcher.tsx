import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta("Job Matcher", "Upload your CV and see the local job listings that match it best.");

export default function JobMatcherRoute() {
  return (
    <ComingSoon title="Job Matcher">
      Soon you will be able to choose your CV file here and see a ranked list of matching jobs in Seychelles.
    </ComingSoon>
  );
}

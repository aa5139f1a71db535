import { ComingSoon } from "@/components/layout/coming-soon";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("CV Builder", "Enter your details, education, experience and skills, and get a CV ready to share.");

export default function CvBuilderRoute() {
  return (
    <ComingSoon title="CV Builder">
      Soon you will be able to enter your personal details, education, experience and skills here, and get a CV ready to
      print or download.
    </ComingSoon>
  );
}

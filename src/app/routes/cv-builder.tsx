import { CvBuilder } from "@/features/cv-builder/components/cv-builder";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta("CV Builder", "Enter your details, education, experience and skills, and get a CV ready to share.");

export default function CvBuilderRoute() {
  return <CvBuilder />;
}

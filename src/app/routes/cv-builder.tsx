import { CvBuilder } from "@/features/cv-builder/components/cv-builder";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.shell_nav_cv_builder(), m.shell_cv_builder_description());

export default function CvBuilderRoute() {
  return <CvBuilder />;
}

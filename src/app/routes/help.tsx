import { HelpDirectory } from "@/features/help/components/help-directory";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.shell_nav_help(), m.shell_help_description());

export default function HelpRoute() {
  return <HelpDirectory />;
}

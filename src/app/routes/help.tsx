import { help } from "@/content/help/collection.server";
import { itemsOf } from "@/content/page-data.server";
import { HelpDirectory } from "@/features/help/components/help-directory";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";
import type { Route } from "./+types/help";

export const loader = () => ({ entries: itemsOf(help) });

export const meta = () => pageMeta(m.shell_nav_help(), m.shell_help_description());

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return <HelpDirectory entries={loaderData.entries} />;
}

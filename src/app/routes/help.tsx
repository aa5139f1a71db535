import { HelpDirectory } from "@/features/help/components/help-directory";
import { pageMeta } from "@/lib/page-meta";

export const meta = () =>
  pageMeta(
    "Help Directory",
    "Find help from Seychelles government ministries and private organisations: services, addresses, phone numbers and e-mail.",
  );

export default function HelpRoute() {
  return <HelpDirectory />;
}

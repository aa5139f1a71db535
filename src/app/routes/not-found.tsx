import { NotFoundPage } from "@/features/not-found/components/not-found-page";
import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

export const meta = () => pageMeta(m.notfound_title(), m.notfound_description());

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

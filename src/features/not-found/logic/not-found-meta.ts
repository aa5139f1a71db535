import * as m from "@/i18n/messages";
import { pageMeta } from "@/lib/page-meta";

/** The 404 page's head, the same whichever route answers the unknown address. */
export function notFoundMeta() {
  return pageMeta(m.notfound_title(), m.notfound_description());
}

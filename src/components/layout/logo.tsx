import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";

export function Logo() {
  return (
    <Link to={paths.home.path} className="flex items-center gap-2 rounded-md font-bold text-primary">
      {/* The mark is the favicon: a sun over two granite boulders and a wave. */}
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 shrink-0" />
      <span className="leading-tight">
        {site.shortName}
        <span className="block text-xs font-medium text-muted-foreground">Seychelles Foundation</span>
      </span>
      <span className="sr-only">, {m.shell_logo_home()}</span>
    </Link>
  );
}

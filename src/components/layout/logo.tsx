import { Link } from "react-router";
import { paths } from "@/config/paths";
import { site } from "@/config/site";

/** The mark: a sun over two granite boulders and a wave. */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#0a5c8a" />
      <circle cx="21.5" cy="10.5" r="4" fill="#fcd856" />
      <path d="M5 21c1-5 4-8 8-8s5 3 6 8z" fill="#c9b3a6" />
      <path d="M15 21c1-3 3-5 5.5-5s4 2 5 5z" fill="#a8928a" />
      <path d="M3.5 23c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 5-1.5 7.5 0 3 1 3 1A16 16 0 0 1 3.5 23z" fill="#5fd0c4" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home.path} className="flex items-center gap-2 rounded-md font-bold text-primary">
      <LogoMark />
      <span className="leading-tight">
        {site.shortName}
        <span className="block text-xs font-medium text-muted-foreground">Seychelles Foundation</span>
      </span>
      <span className="sr-only">, go to the home page</span>
    </Link>
  );
}

import { NavLink } from "react-router";
import { navLinks, paths, type LinkedPage } from "@/config/paths";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";

/**
 * Each linked page's name, in this build's language: a page the list of pages (config/paths.ts)
 * puts in the top bar or the footer does not compile without one. Not in config/paths.ts: the
 * build's own Node code (react-router.config.ts, tooling/content) reads that file, where no
 * language is loaded.
 */
const linkLabels: Record<LinkedPage["path"], () => string> = {
  [paths.home.path]: m.shell_nav_home,
  [paths.news.path]: m.shell_nav_news,
  [paths.help.path]: m.shell_nav_help,
  [paths.cvBuilder.path]: m.shell_nav_cv_builder,
  [paths.jobMatcher.path]: m.shell_nav_job_matcher,
  [paths.jobs.path]: m.shell_nav_jobs,
  [paths.training.path]: m.shell_nav_training,
};

/**
 * The top bar's page links (the footer's add the pages only it links). NavLink marks the current page with
 * aria-current="page".
 */
export function NavLinks({
  links = navLinks,
  className,
  linkClassName,
  onNavigate,
}: {
  links?: readonly LinkedPage[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink
            to={link.path}
            end={link.path === paths.home.path}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
                isActive ? "bg-secondary text-secondary-foreground" : "text-foreground",
                linkClassName,
              )
            }
          >
            {linkLabels[link.path]()}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

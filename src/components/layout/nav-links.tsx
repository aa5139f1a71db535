import { NavLink } from "react-router";
import { navLinks, paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** The five page links. NavLink marks the current page with aria-current="page". */
export function NavLinks({
  className,
  linkClassName,
  onNavigate,
}: {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {navLinks.map((link) => (
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
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

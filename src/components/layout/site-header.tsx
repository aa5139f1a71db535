import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import * as m from "@/i18n/messages";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";

const MOBILE_MENU_ID = "mobile-menu";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={m.shell_nav_label()} className="ml-auto hidden md:block">
          <NavLinks className="flex items-center gap-1" />
        </nav>
        <div className="flex items-center gap-1">
          <LanguageSwitcher />
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={m.shell_menu()}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        aria-label={m.shell_nav_label()}
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pb-4 pt-2 md:hidden"
      >
        <NavLinks
          className="flex flex-col gap-1"
          linkClassName="text-base py-3"
          onNavigate={() => setMenuOpen(false)}
        />
      </nav>
    </header>
  );
}

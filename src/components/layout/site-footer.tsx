import { useSyncExternalStore } from "react";
import { ExternalLink } from "@/components/ui/external-link";
import { site } from "@/config/site";
import * as m from "@/i18n/messages";
import { footerLinks } from "@/config/paths";
import { NavLinks } from "./nav-links";

const subscribe = () => () => {};

/** The visitor's year once the page runs; the build's year in the prerendered HTML. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="mt-16 border-t border-border bg-muted print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold">
            {m.shell_footer_about_title({ name: site.name })}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{m.shell_footer_about_text()}</p>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-semibold">
            {m.shell_footer_links_title()}
          </h2>
          <nav aria-labelledby="footer-links">
            <NavLinks links={footerLinks} className="mt-1 -ml-3 grid grid-cols-2 gap-x-2 md:grid-cols-1" />
          </nav>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="text-base font-semibold">
            {m.shell_footer_connect_title()}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{m.shell_footer_connect_text()}</p>
          <ExternalLink
            href={site.socialGroupUrl}
            className="mt-1 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {m.shell_footer_join({ group: site.socialGroupName })}
          </ExternalLink>
        </section>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        {m.shell_footer_copyright({ year: String(year), name: site.name })}
      </p>
    </footer>
  );
}

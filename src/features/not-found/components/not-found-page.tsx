import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import { useHydrated } from "@/lib/use-hydrated";
import { shortenPath } from "../logic/shorten-path";

/** "/caf%C3%A9" reads as "/café"; a malformed escape is shown as it came. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  // The same prerendered HTML answers every unknown path, so the path itself waits for hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      {/* React puts it in the head. Every server we configure answers a 404 page's own address
          (/news/404) with status 404; a host that cannot (Cloudflare Pages sends the file with 200)
          still tells search engines not to keep it. */}
      <meta name="robots" content="noindex" />
      <h1 className="text-7xl font-extrabold text-primary">404</h1>
      <p className="text-xl font-medium">{m.notfound_message()}</p>
      <p className="min-h-12 max-w-full text-muted-foreground">
        {hydrated ? (
          <>
            {m.notfound_asked_for()}{" "}
            {/* A 5,000-character path would fill a phone's screen: the console has it in full. */}
            <code className="break-all rounded bg-muted px-1.5 py-0.5 text-foreground">
              {shortenPath(readablePath(pathname))}
            </code>
          </>
        ) : null}
      </p>
      <Link to={paths.home.path} className={buttonVariants({ size: "lg" })}>
        {m.shell_return_home()}
      </Link>
    </section>
  );
}

import { Component, type ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import * as m from "@/i18n/messages";
import { SiteShell } from "./site-shell";

export const APP_ERROR_TITLE = m.shell_error_title();

/**
 * What went wrong, in words: the response status, or the error's own message. A request that
 * failed with no connection (a page's data not yet on the device: the service worker was still
 * saving the site) says so, not the browser's "Failed to fetch".
 */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof TypeError && typeof navigator === "object" && !navigator.onLine) return m.shell_offline_page();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return m.shell_error_unknown();
}

/** The page shown for an unexpected rendering error anywhere in the site. */
export function AppError() {
  const error = useRouteError();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold">{APP_ERROR_TITLE}</h1>
      <p role="alert" className="w-full overflow-auto rounded-md bg-muted p-4 font-mono text-sm break-words">
        {describeError(error)}
      </p>
      <p className="text-muted-foreground">{m.shell_error_sorry()}</p>
      <Link to={paths.home.path} className={buttonVariants()}>
        {m.shell_return_home()}
      </Link>
    </section>
  );
}

/**
 * Shows the error inside the site's header and footer, unless the shell itself is what broke:
 * then the error page stands alone rather than leaving the visitor a blank screen.
 */
export class ShellIfItRenders extends Component<{ children: ReactNode }, { shellFailed: boolean }> {
  override state = { shellFailed: false };

  static getDerivedStateFromError() {
    return { shellFailed: true };
  }

  override render() {
    if (this.state.shellFailed) return <main>{this.props.children}</main>;
    return <SiteShell>{this.props.children}</SiteShell>;
  }
}

import { Link2, Share2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import * as m from "@/i18n/messages";
import { useHydrated } from "@/lib/use-hydrated";
import { facebookShareUrl, whatsAppShareUrl } from "./share-urls";

type Shared = { title: string; text: string; url: string };
type Say = (kind: "success" | "error", title: string, description: string) => void;

// The toasts' code comes with the first tap, not with the page. The Toaster itself, not LazyToaster:
// the Job Matcher and the CV Builder import LazyToaster with their pages, so a dynamic import of it
// here could not move it out of theirs (Rollup's INEFFECTIVE_DYNAMIC_IMPORT); the Toaster is only
// ever loaded on demand.
const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * Share a page: where the browser has a share sheet (phones), one button that opens it; elsewhere,
 * and before the page's script runs or without it, plain links to WhatsApp's and Facebook's own
 * share pages, plus, once the script runs, 'Copy link'. Nothing is loaded from another host and
 * nothing is requested until the visitor taps. It shows its own toasts: a page that has it needs
 * no <LazyToaster /> of its own (two would show each toast twice).
 */
export function ShareControl({ title, text, url }: Shared) {
  const headingId = useId();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === "function";
  const [toasting, setToasting] = useState(false);
  const say: Say = (kind, toastTitle, description) => {
    setToasting(true);
    import("@/components/ui/notify").then(
      ({ notify }) => notify(kind, toastTitle, description),
      (error: unknown) => console.warn("The toast could not be shown", toastTitle, error),
    );
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4">
      <h2 id={headingId} className="font-semibold">
        {m.shell_share_title()}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {canShare ? (
          <Button onClick={() => void shareSheet({ title, text, url }, say)}>
            <Share2 aria-hidden="true" />
            {m.shell_share_button()}
          </Button>
        ) : (
          <>
            <ExternalLink href={whatsAppShareUrl(text, url)} className={buttonVariants({ variant: "outline" })}>
              {m.shell_share_whatsapp()}
            </ExternalLink>
            <ExternalLink href={facebookShareUrl(url)} className={buttonVariants({ variant: "outline" })}>
              {m.shell_share_facebook()}
            </ExternalLink>
            {hydrated ? (
              <Button variant="outline" onClick={() => void copyLink(url, say)}>
                <Link2 aria-hidden="true" />
                {m.shell_share_copy()}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {toasting ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </section>
  );
}

/** The phone's share sheet with the page's title, words and address. Closing it is no error. */
async function shareSheet(shared: Shared, say: Say) {
  try {
    await navigator.share(shared);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    // The sheet could not open (another share still open, say): the address is still worth having.
    await copyLink(shared.url, say);
  }
}

async function copyLink(url: string, say: Say) {
  try {
    await navigator.clipboard.writeText(url);
    say("success", m.shell_share_copied(), m.shell_share_copied_text());
  } catch {
    say("error", m.shell_share_copy_failed(), m.shell_share_copy_failed_text());
  }
}

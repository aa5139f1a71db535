import { Link2, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";
import * as m from "@/i18n/messages";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { facebookShareUrl, whatsAppShareUrl } from "./share-urls";

type Shared = { title: string; text: string; url: string };
type Said = { kind: "success" | "error"; title: string; description: string };
type Say = (said: Said) => void;

/**
 * Share a page: where the browser has a share sheet (phones), one button that opens it; elsewhere,
 * and before the page's script runs or without it, plain links to WhatsApp's and Facebook's own
 * share pages, plus, once the script runs, 'Copy link'. Nothing is loaded from another host and
 * nothing is requested until the visitor taps. What a tap did ('Link copied', or why not) is said
 * under the buttons, in a status line beside them: no toast, so no code to fetch at the tap, and
 * the answer comes with no connection too (the news and job pages carry no dynamic import for it).
 */
export function ShareControl({ title, text, url }: Shared) {
  const headingId = useId();
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === "function";
  const [said, say] = useState<Said | null>(null);
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
      {/* Present from the first paint, so a screen reader announces what is put in it. */}
      <p role="status" className="text-sm not-empty:mt-3">
        {said ? (
          <>
            <strong className={cn("block", said.kind === "error" && "text-destructive")}>{said.title}</strong>{" "}
            {said.description}
          </>
        ) : null}
      </p>
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
    say({ kind: "success", title: m.shell_share_copied(), description: m.shell_share_copied_text() });
  } catch {
    say({ kind: "error", title: m.shell_share_copy_failed(), description: m.shell_share_copy_failed_text() });
  }
}

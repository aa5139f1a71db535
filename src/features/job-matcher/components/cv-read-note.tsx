import { CircleAlert, Loader2, ShieldCheck, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { CvReading } from "../logic/scan-state";

const linkClass = "font-medium underline underline-offset-4 hover:no-underline";

/** The line above the results saying what reading the CV gave. Its box is a polite live region. */
export function CvReadNote({ reading }: { reading: CvReading | null }) {
  return (
    <div aria-live="polite" className="mt-4 empty:hidden">
      {reading?.status === "read" && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          Your CV was read on this device; nothing was uploaded.
        </p>
      )}
      {reading?.status === "reading" && (
        <p className="flex gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          Still reading your CV on this device; nothing is uploaded.
        </p>
      )}
      {reading?.status === "unreadable" && (
        <p className="flex gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            We couldn't read any text in this CV. It may be a scanned image, protected by a password, or damaged. Save
            your CV as a PDF or Word (.docx) file from your word processor and choose it again, or make one in the{" "}
            <Link to={paths.cvBuilder.path} className={linkClass}>
              CV Builder
            </Link>
            .
          </span>
        </p>
      )}
      {reading?.status === "no-connection" && (
        <p className="flex gap-2 rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          We couldn't load the CV reader because the connection dropped. Your CV was not sent anywhere. When you are
          back online, choose your CV again to read it.
        </p>
      )}
    </div>
  );
}

import { ArrowLeft, Download, FileText, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/empty-state";
import { Button, buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { Locale } from "@/i18n/locales";
import * as m from "@/i18n/messages";
import { siteLocale } from "@/i18n/site-locale";
import { STORED_CV_PARAM, STORED_CV_PARAM_VALUE } from "@/lib/stored-cv";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import type { EmailOutcome } from "../../export/hooks/use-cv-exports";
import { CvLanguageChoice } from "../../form/components/cv-language-choice";
import { StepHeading } from "../../form/components/step-heading";

/** Shown on the Preview tab until a CV has been generated. */
export function PreviewPlaceholder({ onGoToForm }: { onGoToForm: () => void }) {
  return (
    <>
      <StepHeading tab="preview">{m.cvform_tab_preview()}</StepHeading>
      <EmptyState
        message={m.cvform_preview_placeholder()}
        action={
          <a
            href="#cv-personal-heading"
            onClick={(event) => {
              event.preventDefault();
              onGoToForm();
            }}
            className={buttonVariants({ variant: "default" })}
          >
            {m.cvform_go_to_form()}
          </a>
        }
      />
    </>
  );
}

/** The CV printed alone (cv-print.css knows it by this id). */
const PRINT_AREA_ID = "cv-print-area";

/** What 'Email to Me' has left to do, in the site's language: attach the PDF and send, or send. */
const emailNotes: Record<EmailOutcome, () => string> = {
  mailed: m.cvform_email_mailed,
  shared: m.cvform_email_shared,
};

/**
 * The Preview of a generated CV: its language, the CV (name and contact details from here, its
 * sections, in the CV's language, from the lazily loaded `sections`), and its file buttons. Until
 * the sections' code is here, `sections` is null and, offline, `offline` says why.
 */
export function CvPreview({
  cv,
  sections,
  notice,
  offline,
  onCvLanguage,
  onBackToEdit,
  onDownload,
  onEmail,
  onDownloadWord,
  downloading,
  emailOutcome,
}: {
  cv: CvData;
  sections: ReactNode;
  /** Under the buttons: the characters the PDF leaves out, if any. */
  notice: ReactNode;
  offline: boolean;
  onCvLanguage: (language: Locale) => void;
  onBackToEdit: () => void;
  onDownload: () => void;
  onEmail: () => void;
  onDownloadWord: () => void;
  downloading: boolean;
  emailOutcome: EmailOutcome | null;
}) {
  const name = fullName(cv);
  return (
    <>
      <div className="print:hidden">
        <StepHeading tab="preview" description={m.cvform_preview_description()}>
          {m.cvform_tab_preview()}
        </StepHeading>
        <CvLanguageChoice name="cv-language-preview" value={cv.cvLanguage} onChange={onCvLanguage} className="mb-6" />
      </div>
      <article
        id={PRINT_AREA_ID}
        lang={cv.cvLanguage}
        aria-labelledby="cv-preview-name"
        className="rounded-lg border border-border bg-card p-5 shadow-sm sm:p-8 print:border-0 print:p-0 print:shadow-none"
      >
        <header className="border-b border-border pb-5">
          <h3 id="cv-preview-name" className="text-3xl font-bold wrap-anywhere">
            {name}
          </h3>
          <ul className="mt-3 flex flex-col gap-1.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only" lang={siteLocale}>{`${m.cvform_contact_email()} `}</span>
              <span className="break-all">{cv.email}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only" lang={siteLocale}>{`${m.cvform_contact_phone()} `}</span>
              <span className="min-w-0 wrap-anywhere">{cv.phone}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only" lang={siteLocale}>{`${m.cvform_contact_address()} `}</span>
              <span className="min-w-0 wrap-anywhere">{cv.address}</span>
            </li>
          </ul>
        </header>
        {sections ?? (
          <p role="status" lang={siteLocale} className="mt-6 rounded-lg bg-muted p-4 empty:hidden">
            {offline ? m.cvform_preview_offline() : null}
          </p>
        )}
      </article>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        <Button variant="outline" onClick={onBackToEdit}>
          <ArrowLeft aria-hidden="true" />
          {m.cvform_back_to_edit()}
        </Button>
        <Button onClick={onDownload} aria-busy={downloading || undefined}>
          <Download aria-hidden="true" />
          {m.cvform_download_pdf()}
        </Button>
        <Button variant="outline" onClick={onDownloadWord}>
          <FileText aria-hidden="true" />
          {m.cvform_download_word()}
        </Button>
        <Button variant="secondary" onClick={onEmail}>
          <Mail aria-hidden="true" />
          {m.cvform_email_me()}
        </Button>
        {/* The Job Matcher, with this CV (stored on Generate CV) chosen on arrival. A plain link:
            the CV Builder loads none of the matcher's code. The service worker keeps that page for
            offline use; before it has, a tap with no connection says so (src/lib/page-code.ts). */}
        <Link
          to={`${paths.jobMatcher.path}?${STORED_CV_PARAM}=${STORED_CV_PARAM_VALUE}`}
          className={buttonVariants({ variant: "outline" })}
        >
          {m.cvform_find_jobs()}
        </Link>
      </div>
      <div role="status" className="empty:hidden print:hidden">
        {emailOutcome ? (
          <p className="mt-4 rounded-lg border border-border bg-muted p-4 text-sm">{emailNotes[emailOutcome]()}</p>
        ) : null}
      </div>
      {notice}
    </>
  );
}

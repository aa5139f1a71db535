import { ArrowLeft, Download, FileText, Mail, MapPin, Phone } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Button, buttonVariants } from "@/components/ui/button";
import * as m from "@/i18n/messages";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections, type CvSection } from "../../logic/cv-sections";
import { PdfCharacterNotice } from "./pdf-character-notice";
import { StepHeading } from "../../form/components/step-heading";
import "./cv-print.css";

export const PRINT_AREA_ID = "cv-print-area";

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

export function CvPreview({
  cv,
  onBackToEdit,
  onDownload,
  onEmail,
  onDownloadWord,
  downloading,
}: {
  cv: CvData;
  onBackToEdit: () => void;
  onDownload: () => void;
  onEmail: () => void;
  onDownloadWord: () => void;
  downloading: boolean;
}) {
  const name = fullName(cv);
  return (
    <>
      <div className="print:hidden">
        <StepHeading tab="preview" description={m.cvform_preview_description()}>
          {m.cvform_tab_preview()}
        </StepHeading>
      </div>
      <article
        id={PRINT_AREA_ID}
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
              <span className="sr-only">{`${m.cvform_contact_email()} `}</span>
              <span className="break-all">{cv.email}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{`${m.cvform_contact_phone()} `}</span>
              <span className="min-w-0 wrap-anywhere">{cv.phone}</span>
            </li>
            <li className="flex min-w-0 items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{`${m.cvform_contact_address()} `}</span>
              <span className="min-w-0 wrap-anywhere">{cv.address}</span>
            </li>
          </ul>
        </header>

        {cvSections(cv).map((section) => (
          <PreviewSection key={section.id} title={section.title}>
            <SectionBody section={section} />
          </PreviewSection>
        ))}
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
      </div>
      <PdfCharacterNotice cv={cv} />
    </>
  );
}

function SectionBody({ section }: { section: CvSection }) {
  switch (section.kind) {
    case "text":
      return <p className="wrap-anywhere whitespace-pre-line">{section.text}</p>;
    case "entries":
      return (
        <ul className="flex flex-col gap-4">
          {section.entries.map((entry, index) => (
            <li key={index} className="break-inside-avoid">
              <p className="font-semibold wrap-anywhere">{entry.title}</p>
              <p className="wrap-anywhere">{entry.place}</p>
              <p className="text-sm text-muted-foreground">{entry.dates}</p>
              {entry.description ? <p className="mt-1 wrap-anywhere whitespace-pre-line">{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      );
    case "tags":
      return (
        <ul className="flex flex-wrap gap-2">
          {section.tags.map((tag, index) => (
            <li
              key={index}
              className="max-w-full rounded-full bg-secondary px-3 py-1 text-sm font-medium wrap-anywhere text-secondary-foreground print:border print:border-border"
            >
              {tag}
            </li>
          ))}
        </ul>
      );
  }
}

function PreviewSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6">
      <h4 className="mb-3 border-b border-border pb-1 text-sm font-bold tracking-wide text-primary uppercase">
        {title}
      </h4>
      {children}
    </section>
  );
}

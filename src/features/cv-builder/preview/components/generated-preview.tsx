import type { CvData } from "../../logic/cv-schema";
import { cvSections, type CvSection } from "../../logic/cv-sections";
import { wordsOf } from "../../logic/cv-words";

/*
 * The generated CV's sections, in the CV's own language: their own chunk with the CV's words in the
 * three languages (cv-words.ts), fetched with the first keystroke and before Generate CV shows them
 * (use-generated-preview.ts), never in the page's first load. The rest of the Preview (its heading,
 * the CV's name and contact details, the buttons) comes with the page (cv-preview.tsx).
 */

export { PdfCharacterNotice } from "./pdf-character-notice";

/** The sections, as the PDF and the Word file lay them out. */
export function CvSections({ cv }: { cv: CvData }) {
  return cvSections(cv, wordsOf(cv)).map((section) => (
    <PreviewSection key={section.id} title={section.title}>
      <SectionBody section={section} />
    </PreviewSection>
  ));
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
              {entry.place ? <p className="wrap-anywhere">{entry.place}</p> : null}
              {entry.dates ? <p className="text-sm text-muted-foreground">{entry.dates}</p> : null}
              {entry.description ? <p className="mt-1 wrap-anywhere whitespace-pre-line">{entry.description}</p> : null}
            </li>
          ))}
        </ul>
      );
    case "lines":
      // On one line that wraps, as in the PDF and the Word file.
      return (
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          {section.lines.map((line, index) => (
            <li key={index} className="wrap-anywhere">
              {line}
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

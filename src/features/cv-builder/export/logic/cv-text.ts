import * as m from "@/i18n/messages";
import { fillIn, fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections } from "../../logic/cv-sections";
import { wordsOf } from "../../logic/cv-words";

/** The CV as plain text, in the preview's order and the CV's language: for an e-mail's body. */
export function cvPlainText(cv: CvData): string {
  const lines: string[] = [fullName(cv), cv.email, cv.phone, cv.address, ""];
  for (const section of cvSections(cv, wordsOf(cv))) {
    lines.push(section.title.toUpperCase());
    if (section.kind === "text") lines.push(section.text);
    if (section.kind === "tags") lines.push(section.tags.join(", "));
    if (section.kind === "lines") lines.push(...section.lines);
    if (section.kind === "entries") {
      for (const entry of section.entries) {
        const where = [entry.title, entry.place].filter(Boolean).join(", ");
        lines.push(entry.dates ? `${where} (${entry.dates})` : where);
        if (entry.description) lines.push(entry.description);
      }
    }
    lines.push("");
  }
  lines.pop();
  return lines.join("\n");
}

/** "CV of Aline Payet", in the CV's language: the e-mail's subject and the shared file's title. */
export function cvMailSubject(cv: CvData): string {
  return fillIn(wordsOf(cv).cvdoc_mail_subject, { name: fullName(cv) });
}

/** Mail apps and Windows cut long mailto: links; past this the body says the rest is in the PDF. */
export const MAILTO_BODY_MAX = 6000;

/**
 * A mailto: link to the CV's own address, with the CV named in the subject and as text in the body
 * (in the CV's language), and a note to the person (in the site's) to attach the PDF.
 */
export function cvMailto(cv: CvData): string {
  let body = cvPlainText(cv);
  if (body.length > MAILTO_BODY_MAX) {
    body = `${body.slice(0, MAILTO_BODY_MAX)}…\n\n${m.cvout_mail_cut()}`;
  } else {
    body += `\n\n${m.cvout_mail_attach()}`;
  }
  return `mailto:${encodeURIComponent(cv.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(cvMailSubject(cv))}&body=${encodeURIComponent(body)}`;
}

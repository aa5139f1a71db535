import * as m from "@/i18n/messages";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections } from "../../logic/cv-sections";

/** The CV as plain text, in the preview's order: for an e-mail's body. */
export function cvPlainText(cv: CvData): string {
  const lines: string[] = [fullName(cv), cv.email, cv.phone, cv.address, ""];
  for (const section of cvSections(cv)) {
    lines.push(section.title.toUpperCase());
    if (section.kind === "text") lines.push(section.text);
    if (section.kind === "tags") lines.push(section.tags.join(", "));
    if (section.kind === "entries") {
      for (const entry of section.entries) {
        lines.push(`${entry.title}, ${entry.place} (${entry.dates})`);
        if (entry.description) lines.push(entry.description);
      }
    }
    lines.push("");
  }
  lines.pop();
  return lines.join("\n");
}

/** Mail apps and Windows cut long mailto: links; past this the body says the rest is in the PDF. */
export const MAILTO_BODY_MAX = 6000;

/** A mailto: link to the CV's own address, with the CV named in the subject and as text in the body. */
export function cvMailto(cv: CvData): string {
  const subject = m.cvout_mail_subject({ name: fullName(cv) });
  let body = cvPlainText(cv);
  if (body.length > MAILTO_BODY_MAX) {
    body = `${body.slice(0, MAILTO_BODY_MAX)}…\n\n${m.cvout_mail_cut()}`;
  } else {
    body += `\n\n${m.cvout_mail_attach()}`;
  }
  return `mailto:${encodeURIComponent(cv.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

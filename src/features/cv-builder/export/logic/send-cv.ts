import type { CvData } from "../../logic/cv-schema";
import { cvMailSubject, cvMailto } from "./cv-text";
import { saveFile } from "./save-file";

export type SendOutcome = "shared" | "mailed" | "cancelled";

type ShareNavigator = Pick<Navigator, "share"> & { canShare?: (data: ShareData) => boolean };

/**
 * 'Email to Me': where the browser can share files (Android Chrome, iOS Safari) the share sheet
 * opens with the PDF, so the person picks their mail or WhatsApp app. Elsewhere, or if sharing is
 * refused, the mail app opens with the CV as text, addressed to the CV's own address, and the PDF
 * is downloaded to attach. The PDF must be made before this is called: share() needs the tap to be
 * recent. A person who closes the share sheet has chosen so: "cancelled", no error.
 */
export async function sendCv(
  cv: CvData,
  pdf: Blob,
  fileName: string,
  nav: ShareNavigator = navigator,
  openLink: (href: string) => void = openMailLink,
): Promise<SendOutcome> {
  const file = new File([pdf], fileName, { type: "application/pdf" });
  const data: ShareData = { files: [file], title: cvMailSubject(cv) };
  if (typeof nav.share === "function" && nav.canShare?.(data)) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // NotAllowedError (the tap was too long ago) and the like: the mail app still works.
    }
  }
  saveFile(pdf, fileName);
  openLink(cvMailto(cv));
  return "mailed";
}

function openMailLink(href: string) {
  const link = document.createElement("a");
  link.href = href;
  document.body.append(link);
  link.click();
  link.remove();
}

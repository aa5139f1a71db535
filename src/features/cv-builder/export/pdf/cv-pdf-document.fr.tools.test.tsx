// @vitest-environment node
import { renderToBuffer } from "@react-pdf/renderer";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { registerPdfFonts } from "./cv-fonts";
import { CvPdfDocument } from "./cv-pdf-document";
import { fontFileOnDisk, pdfText } from "@/test/pdf-text";
import { sampleCv } from "@/test/sample-cv";

/*
 * The PDF of the French build (SITE_LOCALE=fr): the CV's own language decides its headings and the
 * language the PDF declares, not the site's.
 */
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));
vi.mock("@/i18n/site-locale", () => ({ siteLocale: "fr", siteFormatLocale: "fr-SC" }));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  registerPdfFonts(fontFileOnDisk);
});

describe("the French build's PDF", { timeout: 30_000 }, () => {
  it("for a CV in French: French section titles, 'aujourd'hui' for no end date, and says it is in French", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={{ ...sampleCv(), cvLanguage: "fr" }} />);
    const text = pdfText(pdf);
    for (const heading of ["RÉSUMÉ PROFESSIONNEL", "FORMATION", "EXPÉRIENCE", "COMPÉTENCES"]) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain("SKILLS");
    expect(text).toContain("2021 – aujourd'hui");
    expect(pdf.toString("latin1")).toContain("/Lang (fr)");
  });

  it("for a CV in English made on the French site: English section titles, and says it is in English", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={sampleCv()} />);
    const text = pdfText(pdf);
    for (const heading of ["PROFESSIONAL SUMMARY", "EXPERIENCE", "EDUCATION", "SKILLS", "LANGUAGES", "REFERENCES"]) {
      expect(text).toContain(heading);
    }
    expect(text).not.toContain("COMPÉTENCES");
    expect(text).toContain("2021 – Present");
    expect(pdf.toString("latin1")).toContain("/Lang (en)");
  });
});

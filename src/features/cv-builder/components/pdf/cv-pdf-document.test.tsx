// @vitest-environment node
import { renderToBuffer } from "@react-pdf/renderer";
import { beforeAll, describe, expect, it } from "vitest";
import { CvPdfDocument } from "./cv-pdf-document";
import { pdfPageCount, pdfText } from "./pdf-text";
import { sampleCv } from "./sample-cv";

beforeAll(() => {
  // react-pdf renders through its own React reconciler, not the DOM: no act() to wrap it in.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe("the CV as a PDF", () => {
  it("is a real PDF with the person's name, contact details and every section, as text", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={sampleCv()} />);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Marie-Claire Hoareau");
    expect(text).toContain("marie-claire.hoareau@example.sc");
    expect(text).toContain("+248 2 512 345");
    // Section headings are drawn in capitals, as on screen.
    for (const heading of ["PROFESSIONAL SUMMARY", "EDUCATION", "EXPERIENCE", "SKILLS"]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("Front Office Supervisor");
    expect(text).toContain("Opera PMS");
    expect(text.replaceAll("\n", "")).toContain("2021 – Present");
  });

  it("is A4 and names the person in its title", async () => {
    const pdf = (await renderToBuffer(<CvPdfDocument cv={sampleCv()} />)).toString("latin1");
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    expect(pdf).toContain("(Marie-Claire Hoareau - CV)");
  });

  it("draws accented letters as themselves", async () => {
    const text = pdfText(await renderToBuffer(<CvPdfDocument cv={sampleCv()} />));
    for (const word of ["Anse Étoile, Mahé", "Université", "Hôtel Côte d'Or", "Créole", "Français", "à l'aise"]) {
      expect(text).toContain(word);
    }
  });

  it("leaves out the experience section when there is none", async () => {
    const text = pdfText(await renderToBuffer(<CvPdfDocument cv={{ ...sampleCv(), experience: [] }} />));
    expect(text).not.toContain("EXPERIENCE");
    expect(text).toContain("SKILLS");
  });

  it("keeps markup as text and drops emoji the font cannot draw", async () => {
    const cv = { ...sampleCv(), summary: `<script>alert("x")</script> Love the sea 🌊🏝️ and people 👩🏽‍🍳` };
    // The text engine may start a new text run at "<" on the same line, so compare without line ends.
    const text = pdfText(await renderToBuffer(<CvPdfDocument cv={cv} />)).replaceAll("\n", "");
    expect(text).toContain(`<script>alert("x")</script> Love the sea and people`);
  });

  it("runs over several pages for a long CV", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={sampleCv(15)} />);
    expect(pdfPageCount(pdf)).toBeGreaterThan(2);
    expect(pdfText(pdf)).toContain("1 / ");
  });
});

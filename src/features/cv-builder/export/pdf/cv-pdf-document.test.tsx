// @vitest-environment node
// What the PDF file is, read from its bytes; what it says is read by pdftotext in cv-pdf-document.tools.test.tsx.
import { renderToBuffer } from "@react-pdf/renderer";
import { beforeAll, describe, expect, it } from "vitest";
import { registerPdfFonts } from "./cv-fonts";
import { CvPdfDocument } from "./cv-pdf-document";
import { fontFileOnDisk, pdfPageCount } from "@/test/pdf-text";
import { sampleCv } from "@/test/sample-cv";

beforeAll(() => {
  // react-pdf renders through its own React reconciler, not the DOM: no act() to wrap it in.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  registerPdfFonts(fontFileOnDisk);
});

// Rendering reads the font files and lays the CV out: slower than the default 5 s on a busy 2-core machine.
describe("the CV as a PDF", { timeout: 30_000 }, () => {
  it("is A4 and names the person in its title", async () => {
    const pdf = (await renderToBuffer(<CvPdfDocument cv={sampleCv()} />)).toString("latin1");
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    expect(pdf).toContain("(Marie-Claire Hoareau - CV)");
  });

  it("embeds Noto Sans, regular and bold, and no standard font", async () => {
    const pdf = (await renderToBuffer(<CvPdfDocument cv={sampleCv()} />)).toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(pdf).not.toContain("/Helvetica");
  });

  it("runs over several pages for a long CV", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={sampleCv(15)} />);
    expect(pdfPageCount(pdf)).toBeGreaterThan(2);
  });
});

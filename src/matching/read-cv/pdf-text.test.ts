// @vitest-environment node
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { cvFixture } from "./cv-fixtures";
import { extractPdfText, type PdfLibrary } from "./pdf-text";
import { UnreadableCvError } from "./unreadable-cv-error";

// Node has no Worker: pdf.js then parses on a "fake worker" in the same thread. The page uses the
// modern build with a real worker; the parsing code is the same.
const lib = pdfjs as unknown as PdfLibrary;

describe("extractPdfText", () => {
  it("reads the text of a PDF saved by a word processor", async () => {
    const text = await extractPdfText(lib, cvFixture("cv.pdf"));
    expect(text).toContain("Marie Laporte");
    expect(text).toContain("comptabilité");
    expect(text).toMatch(/payroll for 80 staff/);
  });

  it("reads every page", async () => {
    const text = await extractPdfText(lib, cvFixture("cv-two-pages.pdf"));
    expect(text.match(/Marie Laporte/g)?.length).toBe(7);
  });

  it("finds no letters in a scanned page that is only an image", async () => {
    const text = await extractPdfText(lib, cvFixture("image-only.pdf"));
    expect(text).not.toMatch(/\p{L}/u);
  });

  it("refuses a damaged PDF and a file that is no PDF at all", async () => {
    await expect(extractPdfText(lib, cvFixture("damaged.pdf"))).rejects.toThrow(UnreadableCvError);
    await expect(extractPdfText(lib, new TextEncoder().encode("hello"))).rejects.toThrow(UnreadableCvError);
  });
});

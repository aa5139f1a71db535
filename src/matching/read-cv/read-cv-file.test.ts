import { describe, expect, it, vi } from "vitest";
import { readPdfText } from "./cv-reader-pdf";
import { cvFixture } from "./cv-fixtures";
import { cvFormat, readCvFile } from "./read-cv-file";
import { ReaderUnavailableError, UnreadableCvError } from "./unreadable-cv-error";

// jsdom has no Worker for pdf.js: the PDF reader's own tests run on Node (pdf-text.test.ts).
vi.mock("./cv-reader-pdf", () => ({ readPdfText: vi.fn<typeof readPdfText>() }));

const file = (bytes: Uint8Array | string, name: string) => new File([bytes as BlobPart], name);

describe("cvFormat", () => {
  it("goes by the content first", () => {
    expect(cvFormat(cvFixture("cv.pdf"), "cv.docx")).toBe("pdf");
    expect(cvFormat(cvFixture("cv.docx"), "cv.doc")).toBe("docx");
    expect(cvFormat(cvFixture("cv.doc"), "cv.pdf")).toBe("doc");
  });

  it("falls back on the name", () => {
    expect(cvFormat(new TextEncoder().encode("hello"), "CV.PDF")).toBe("pdf");
    expect(cvFormat(new TextEncoder().encode("hello"), "cv.txt")).toBeUndefined();
  });
});

describe("readCvFile", () => {
  it("reads a .docx and a .doc in the browser", async () => {
    const docx = await readCvFile(file(cvFixture("cv.docx"), "cv.docx"));
    expect(docx).toMatchObject({ status: "read", text: expect.stringContaining("Marie Laporte") });
    const doc = await readCvFile(file(cvFixture("cv.doc"), "cv.doc"));
    expect(doc).toMatchObject({ status: "read", text: expect.stringContaining("comptabilité") });
  });

  it("says a broken file is unreadable, and never rejects", async () => {
    await expect(readCvFile(file(cvFixture("not-a-zip.docx"), "cv.docx"))).resolves.toEqual({ status: "unreadable" });
    await expect(readCvFile(file(cvFixture("not-a-word-file.doc"), "cv.doc"))).resolves.toEqual({
      status: "unreadable",
    });
  });

  it("says a Word file with no letters is unreadable", async () => {
    const { zipSync, strToU8 } = await import("fflate");
    const blank = zipSync({ "word/document.xml": strToU8("<w:p><w:r><w:t>  12 </w:t></w:r></w:p>") });
    await expect(readCvFile(file(blank, "cv.docx"))).resolves.toEqual({ status: "unreadable" });
  });
});

describe("readCvFile with a PDF", () => {
  it("gives the PDF's text to the caller", async () => {
    vi.mocked(readPdfText).mockResolvedValueOnce("Marie Laporte");
    await expect(readCvFile(file(cvFixture("cv.pdf"), "cv.pdf"))).resolves.toEqual({
      status: "read",
      text: "Marie Laporte",
    });
  });

  it("tells a worker that never loaded (the connection) from a PDF with no text", async () => {
    vi.mocked(readPdfText).mockRejectedValueOnce(new ReaderUnavailableError("offline"));
    await expect(readCvFile(file(cvFixture("cv.pdf"), "cv.pdf"))).resolves.toEqual({ status: "no-connection" });
    vi.mocked(readPdfText).mockRejectedValueOnce(new UnreadableCvError("encrypted"));
    await expect(readCvFile(file(cvFixture("cv.pdf"), "cv.pdf"))).resolves.toEqual({ status: "unreadable" });
    vi.mocked(readPdfText).mockResolvedValueOnce(" \n 1 2 ");
    await expect(readCvFile(file(cvFixture("cv.pdf"), "cv.pdf"))).resolves.toEqual({ status: "unreadable" });
  });
});

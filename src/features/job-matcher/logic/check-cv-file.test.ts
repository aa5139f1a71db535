import { describe, expect, it } from "vitest";
import { checkCvFile, FILE_INPUT_ACCEPT, MAX_FILE_BYTES } from "./check-cv-file";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const TEN_MB = 10 * 1024 * 1024;

const WRONG_TYPE = "This file can't be used. Choose a PDF or Word file: .pdf, .doc or .docx.";
const EMPTY = "This file is empty (0 bytes). Choose the file your CV is saved in.";
const TOO_LARGE = "This file is larger than 10 MB. Choose a CV file of 10 MB or less.";

const check = (name: string, type: string, size = 50_000) => checkCvFile({ name, type, size });

describe("checkCvFile", () => {
  it("takes PDF and Word files", () => {
    expect(check("cv.pdf", PDF)).toEqual({ ok: true });
    expect(check("cv.doc", DOC)).toEqual({ ok: true });
    expect(check("cv.docx", DOCX)).toEqual({ ok: true });
  });

  it("judges the extension without regard to case", () => {
    expect(check("MY CV.PDF", PDF)).toEqual({ ok: true });
    expect(check("Cv.DocX", DOCX)).toEqual({ ok: true });
  });

  it("goes by the extension alone when the browser gives no useful type", () => {
    expect(check("cv.docx", "")).toEqual({ ok: true });
    expect(check("cv.doc", "application/octet-stream")).toEqual({ ok: true });
    expect(check("notes.txt", "")).toMatchObject({ ok: false, reason: "wrongType" });
  });

  it("refuses other extensions, naming the accepted types", () => {
    for (const name of ["notes.txt", "photo.jpg", "cv.pdf.exe", "cv.odt", "cv.pages", "pdf", ".pdf", "cv."]) {
      expect({ name, ...check(name, "") }).toEqual({ name, ok: false, reason: "wrongType", message: WRONG_TYPE });
    }
  });

  it("refuses a program renamed with no extension", () => {
    expect(check("setup", "application/x-msdownload")).toEqual({
      ok: false,
      reason: "wrongType",
      message: WRONG_TYPE,
    });
    expect(check("setup", "")).toMatchObject({ ok: false, reason: "wrongType" });
  });

  it("refuses a good extension with a MIME type that is not PDF or Word", () => {
    expect(check("cv.pdf", "text/plain")).toMatchObject({ ok: false, reason: "wrongType" });
    expect(check("cv.docx", "application/x-msdownload")).toMatchObject({ ok: false, reason: "wrongType" });
    expect(check("cv.doc", "image/png")).toMatchObject({ ok: false, reason: "wrongType" });
  });

  it("refuses an empty file", () => {
    expect(check("cv.pdf", PDF, 0)).toEqual({ ok: false, reason: "empty", message: EMPTY });
    expect(check("cv.pdf", PDF, 1)).toEqual({ ok: true });
  });

  it("takes exactly 10 MB and refuses one byte more, naming the limit", () => {
    expect(MAX_FILE_BYTES).toBe(TEN_MB);
    expect(check("cv.pdf", PDF, TEN_MB)).toEqual({ ok: true });
    expect(check("cv.pdf", PDF, TEN_MB + 1)).toEqual({ ok: false, reason: "tooLarge", message: TOO_LARGE });
    expect(check("cv.pdf", PDF, 11 * 1024 * 1024)).toMatchObject({ reason: "tooLarge" });
  });

  it("reports the type first when a file is wrong in several ways", () => {
    expect(check("movie.mp4", "video/mp4", 0)).toMatchObject({ reason: "wrongType" });
    expect(check("movie.mp4", "video/mp4", TEN_MB + 1)).toMatchObject({ reason: "wrongType" });
  });

  it("gives the picker both the extensions and the MIME types", () => {
    expect(FILE_INPUT_ACCEPT.split(",").toSorted()).toEqual([".doc", ".docx", ".pdf", DOC, PDF, DOCX].toSorted());
  });
});

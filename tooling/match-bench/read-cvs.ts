// The set's CVs as the Job Matcher reads them, with the site's own readers: pdf.js (the caller passes
// the library: its legacy build in Node) for a PDF, the Word reader for a .docx, and for a CV Builder
// CV the text the Job Matcher reads of it, with the CV itself beside it.
import { readFile } from "node:fs/promises";
import { readDocxText } from "@/features/job-matcher/logic/read-cv/cv-reader-docx";
import { extractPdfText, type PdfLibrary } from "@/features/job-matcher/logic/read-cv/pdf-text";
import { storedCvText } from "@/features/job-matcher/logic/stored-cv-text";
import { isStoredCv } from "@/lib/stored-cv";
import type { CvFile } from "./labelled-set";
import type { BenchCv } from "./scorer";

export async function readBenchCv(cv: CvFile, pdfjs: PdfLibrary): Promise<BenchCv> {
  const bytes = new Uint8Array(await readFile(cv.file));
  const { id, language, format } = cv;
  if (format === "pdf") return { id, language, format, text: await extractPdfText(pdfjs, bytes) };
  if (format === "docx") return { id, language, format, text: readDocxText(bytes) };
  const stored: unknown = JSON.parse(new TextDecoder().decode(bytes));
  const data = typeof stored === "object" && stored !== null ? (stored as { data?: unknown }).data : undefined;
  if (!isStoredCv(data)) throw new Error(`${cv.file}: not a CV the CV Builder stores`);
  return { id, language, format, text: storedCvText(data), stored: data };
}

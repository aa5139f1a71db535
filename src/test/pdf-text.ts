import { execFileSync } from "node:child_process";
import { basename, join } from "node:path";

/*
 * For tests and the benchmark, in Node: the text of a PDF as poppler's pdftotext reads it (what a
 * person copying from the PDF, or an applicant-tracking system, gets), and the font files' paths.
 */

export function pdfText(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

/** The number of pages of a PDF. */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString("latin1")
      .match(/\/Type\s*\/Page\b/g)?.length ?? 0
  );
}

/** For registerPdfFonts in Node: the font file on disk behind a URL the bundler gave. */
export function fontFileOnDisk(url: string): string {
  return join(process.cwd(), "node_modules/@fontsource/noto-sans/files", basename(url.split("?")[0] ?? url));
}

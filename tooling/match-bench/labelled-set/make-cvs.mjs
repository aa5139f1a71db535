#!/usr/bin/env node
// Makes the labelled set's PDF and Word CVs from their sources, with LibreOffice, as a job seeker's
// word processor would: cvs/source/<id>.pdf.html becomes cvs/<id>.pdf, cvs/source/<id>.docx.html
// becomes cvs/<id>.docx. The CV Builder CVs (cvs/<id>.json) are written by hand, not made here.
// Run again only to change a CV:  node tooling/match-bench/labelled-set/make-cvs.mjs  (needs soffice)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const cvs = path.join(import.meta.dirname, "cvs");
const source = path.join(cvs, "source");
const work = mkdtempSync(path.join(tmpdir(), "match-bench-cvs-"));
// A profile of its own, so a LibreOffice already open elsewhere on the machine neither blocks nor
// changes this one.
const profile = `-env:UserInstallation=${pathToFileURL(path.join(work, "profile")).href}`;
const filters = { pdf: "pdf:writer_pdf_Export", docx: "docx:MS Word 2007 XML" };

try {
  for (const [format, filter] of Object.entries(filters)) {
    const files = readdirSync(source)
      .filter((name) => name.endsWith(`.${format}.html`))
      .map((name) => path.join(source, name));
    if (files.length === 0) continue;
    const out = path.join(work, format);
    // Read as a Writer document (pages, fonts), not as a web page.
    execFileSync(
      "soffice",
      [profile, "--headless", "--infilter=HTML (StarWriter)", "--convert-to", filter, "--outdir", out, ...files],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    for (const file of files) {
      const id = path.basename(file, `.${format}.html`);
      // soffice names the result after the source, ending replaced: <id>.pdf.html -> <id>.pdf.pdf
      renameSync(path.join(out, `${id}.${format}.${format}`), path.join(cvs, `${id}.${format}`));
      console.log(`cvs/${id}.${format}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

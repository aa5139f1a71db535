import { strToU8, zipSync } from "fflate";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections } from "../../logic/cv-sections";

/*
 * The CV as a Word file (.docx), written by hand as the four OOXML parts Word and LibreOffice need
 * and zipped with fflate. fflate's zipSync is about 4 KiB gzip in this chunk; the `docx` package
 * would add about 100 KiB gzip for the same five headings and paragraphs. Loaded on demand only.
 * Unlike the PDF, Word draws every script with the reader's own fonts, so nothing is dropped.
 */

export const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** XML 1.0 refuses most control characters; everything else is escaped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/** One run per line: line breaks inside a field become Word line breaks. */
function runs(value: string, { bold = false, size }: { bold?: boolean; size?: number } = {}): string {
  const props = `${bold ? "<w:b/><w:bCs/>" : ""}${size ? `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>` : ""}${RTL.test(value) ? "<w:rtl/>" : ""}`;
  const lines = value.split(/\r?\n/);
  return lines
    .map(
      (line, index) =>
        `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${index > 0 ? "<w:br/>" : ""}<w:t xml:space="preserve">${xmlText(line)}</w:t></w:r>`,
    )
    .join("");
}

function paragraph(value: string, options: { style?: string; bold?: boolean; size?: number } = {}): string {
  const bidi = RTL.test(value) ? "<w:bidi/>" : "";
  const pPr =
    options.style || bidi ? `<w:pPr>${options.style ? `<w:pStyle w:val="${options.style}"/>` : ""}${bidi}</w:pPr>` : "";
  return `<w:p>${pPr}${runs(value, options)}</w:p>`;
}

export function cvDocumentXml(cv: CvData): string {
  const body: string[] = [];
  body.push(paragraph(fullName(cv), { style: "Title" }));
  body.push(paragraph(cv.email), paragraph(cv.phone), paragraph(cv.address));
  for (const section of cvSections(cv)) {
    body.push(paragraph(section.title, { style: "Heading1" }));
    if (section.kind === "text") body.push(paragraph(section.text));
    if (section.kind === "tags") for (const tag of section.tags) body.push(paragraph(`• ${tag}`));
    if (section.kind === "entries") {
      for (const entry of section.entries) {
        body.push(paragraph(entry.title, { bold: true }), paragraph(entry.place), paragraph(entry.dates));
        if (entry.description) body.push(paragraph(entry.description));
      }
    }
  }
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join("")}` +
    `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>` +
    `</w:body></w:document>`
  );
}

const CONTENT_TYPES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>` +
  `</Types>`;

const ROOT_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>` +
  `</Relationships>`;

const DOCUMENT_RELS =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
  `</Relationships>`;

const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
  `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Arial"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr></w:rPrDefault>` +
  `<w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="48"/><w:szCs w:val="48"/></w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:bCs/><w:caps/><w:color w:val="0A5C8A"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>` +
  `</w:styles>`;

/** The .docx file's bytes. */
export function cvDocxBytes(cv: CvData): Uint8Array {
  return zipSync(
    {
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(ROOT_RELS),
      "word/document.xml": strToU8(cvDocumentXml(cv)),
      "word/_rels/document.xml.rels": strToU8(DOCUMENT_RELS),
      "word/styles.xml": strToU8(STYLES),
    },
    { level: 6 },
  );
}

export function cvDocxBlob(cv: CvData): Blob {
  return new Blob([cvDocxBytes(cv) as Uint8Array<ArrayBuffer>], { type: DOCX_MIME });
}

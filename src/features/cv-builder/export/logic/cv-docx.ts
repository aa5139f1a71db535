import { strToU8, zipSync } from "fflate";
import { fullName } from "../../logic/cv-format";
import type { CvData } from "../../logic/cv-schema";
import { cvSections, type CvEntry } from "../../logic/cv-sections";
import { wordsOf } from "../../logic/cv-words";

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

/*
 * The PDF's layout in Word's units (cv-pdf-document.tsx is the model): sizes in half-points, spacing
 * and margins in twentieths of a point, borders in eighths of a point.
 */
const colors = {
  text: "0F1F2E",
  muted: "4A5B6A",
  primary: "0A5C8A",
  rule: "D5DEE5",
  chip: "D7F0EE",
  chipText: "0B4541",
};
/** 10 pt after an entry, as the PDF's entries have. */
const ENTRY_GAP = 200;

type RunOptions = { bold?: boolean; color?: string; shade?: string };
type ParagraphOptions = RunOptions & { style?: string; after?: number; keepNext?: boolean; rule?: boolean };

/** One run per line: line breaks inside a field become Word line breaks. */
function runs(value: string, { bold = false, color, shade }: RunOptions = {}): string {
  const props =
    (bold ? "<w:b/><w:bCs/>" : "") +
    (color ? `<w:color w:val="${color}"/>` : "") +
    (shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${shade}"/>` : "") +
    (RTL.test(value) ? "<w:rtl/>" : "");
  const lines = value.split(/\r?\n/);
  return lines
    .map(
      (line, index) =>
        `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ""}${index > 0 ? "<w:br/>" : ""}<w:t xml:space="preserve">${xmlText(line)}</w:t></w:r>`,
    )
    .join("");
}

function paragraphProps(value: string, options: ParagraphOptions): string {
  const props =
    (options.style ? `<w:pStyle w:val="${options.style}"/>` : "") +
    (options.keepNext ? "<w:keepNext/>" : "") +
    (options.rule ? `<w:pBdr><w:bottom w:val="single" w:sz="8" w:space="6" w:color="${colors.rule}"/></w:pBdr>` : "") +
    (options.after !== undefined ? `<w:spacing w:after="${options.after}"/>` : "") +
    (RTL.test(value) ? "<w:bidi/>" : "");
  return props ? `<w:pPr>${props}</w:pPr>` : "";
}

function paragraph(value: string, options: ParagraphOptions = {}): string {
  return `<w:p>${paragraphProps(value, options)}${runs(value, options)}</w:p>`;
}

/** An entry as the PDF draws it: title in bold, place, dates in grey, description; 10 pt after it. */
function entryParagraphs(entry: CvEntry): string[] {
  const lines: [string, ParagraphOptions][] = [
    [entry.title, { bold: true }],
    ...(entry.place ? [[entry.place, {}] as [string, ParagraphOptions]] : []),
    ...(entry.dates ? [[entry.dates, { color: colors.muted }] as [string, ParagraphOptions]] : []),
    ...(entry.description ? [[entry.description, {}] as [string, ParagraphOptions]] : []),
  ];
  // The title stays with what follows it, as the PDF keeps a title from the foot of a page.
  return lines.map(([text, options], index) =>
    paragraph(text, {
      ...options,
      keepNext: index < lines.length - 1,
      after: index === lines.length - 1 ? ENTRY_GAP : 0,
    }),
  );
}

/** The skills as the PDF's chips: each on its own shading, side by side. */
function tagsParagraph(tags: string[]): string {
  const chips = tags.map((tag) => runs(`\u00A0${tag}\u00A0`, { color: colors.chipText, shade: colors.chip }));
  return `<w:p>${paragraphProps(tags.join(" "), { after: ENTRY_GAP })}${chips.join(runs("   "))}</w:p>`;
}

export function cvDocumentXml(cv: CvData): string {
  const body: string[] = [];
  body.push(paragraph(fullName(cv), { style: "Title" }));
  body.push(paragraph(`${cv.email}  |  ${cv.phone}`, { color: colors.muted, after: 0 }));
  body.push(paragraph(cv.address, { color: colors.muted, rule: true, after: 0 }));
  for (const section of cvSections(cv, wordsOf(cv))) {
    body.push(paragraph(section.title, { style: "Heading1" }));
    if (section.kind === "text") body.push(paragraph(section.text, { after: ENTRY_GAP }));
    if (section.kind === "tags") body.push(tagsParagraph(section.tags));
    // One line that wraps, as in the PDF: "Kreol Seselwa – Native   ·   English – Good".
    if (section.kind === "lines") body.push(paragraph(section.lines.join("   ·   "), { after: ENTRY_GAP }));
    if (section.kind === "entries") for (const entry of section.entries) body.push(...entryParagraphs(entry));
  }
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join("")}` +
    // A4, with the PDF's margins: 48 pt top, 52 pt each side, 56 pt at the foot.
    `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="960" w:right="1040" w:bottom="1120" w:left="1040" w:header="560" w:footer="560" w:gutter="0"/></w:sectPr>` +
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

/*
 * Calibri, which every copy of Word has (the PDF embeds Noto Sans, which Word may not), at the PDF's
 * 10.5 pt with about its 1.4 line height; the name 24 pt bold; headings 11 pt bold capitals in the
 * PDF's blue, spaced out, 16 pt above and ruled below.
 */
const STYLES =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">` +
  `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Arial"/><w:color w:val="${colors.text}"/><w:sz w:val="21"/><w:szCs w:val="21"/></w:rPr></w:rPrDefault>` +
  `<w:pPrDefault><w:pPr><w:spacing w:after="0" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="120" w:line="240" w:lineRule="auto"/></w:pPr><w:rPr><w:b/><w:bCs/><w:sz w:val="48"/><w:szCs w:val="48"/></w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="3" w:color="${colors.rule}"/></w:pBdr><w:spacing w:before="320" w:after="160"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:bCs/><w:caps/><w:color w:val="${colors.primary}"/><w:spacing w:val="16"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr></w:style>` +
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

import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { cvFixture } from "./cv-fixtures";
import { readDocxText, wordXmlText } from "./cv-reader-docx";
import { UnreadableCvError } from "./unreadable-cv-error";

const xml = (body: string) =>
  `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

describe("wordXmlText", () => {
  it("puts paragraphs on lines, keeps tabs and breaks, and decodes entities", () => {
    const text = wordXmlText(
      xml(
        `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>Marie</w:t></w:r><w:r><w:t xml:space="preserve"> Laporte</w:t></w:r></w:p>` +
          `<w:p><w:r><w:t>Payroll &amp; VAT</w:t><w:tab/><w:t>Sage</w:t><w:br/><w:t>&#233;t&#xE9; &lt;2019&gt;</w:t></w:r></w:p>`,
      ),
    );
    expect(text).toBe("\tMarie Laporte\nPayroll & VAT\tSage\nété <2019>\n");
  });

  it("leaves out deleted text and field codes", () => {
    const text = wordXmlText(
      xml(
        `<w:p><w:del><w:r><w:delText>old job</w:delText></w:r></w:del><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r><w:r><w:t>new job</w:t></w:r></w:p>`,
      ),
    );
    expect(text).toBe("new job\n");
  });
});

describe("readDocxText", () => {
  it("reads the body of a real .docx", () => {
    const text = readDocxText(cvFixture("cv.docx"));
    expect(text).toContain("Marie Laporte\n");
    expect(text).toContain("Diplôme en comptabilité");
    expect(text).toContain("Microsoft Excel, Word and Outlook\tSage");
  });

  it("reads a .docx made on the spot", () => {
    const file = zipSync({ "word/document.xml": strToU8(xml("<w:p><w:r><w:t>Kontabilite</w:t></w:r></w:p>")) });
    expect(readDocxText(file)).toBe("Kontabilite\n");
  });

  it("refuses a file that is not a zip, or a zip with no Word body", () => {
    expect(() => readDocxText(cvFixture("not-a-zip.docx"))).toThrow(UnreadableCvError);
    expect(() => readDocxText(strToU8("hello"))).toThrow(UnreadableCvError);
    expect(() => readDocxText(zipSync({ "notes.txt": strToU8("hi") }))).toThrow(UnreadableCvError);
  });
});

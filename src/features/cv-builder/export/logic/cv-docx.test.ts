// @vitest-environment node
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { CvData } from "../../logic/cv-schema";
import { sampleCv } from "@/test/sample-cv";
import { cvDocxBytes, xmlText } from "./cv-docx";

// The Word file's parts, read from its bytes; LibreOffice opens it in cv-docx.tools.test.ts.

const cv: CvData = { ...sampleCv(), summary: "Fluent in Créole & French <and> English." };

describe("the Word file", () => {
  it("is a zip of the four OOXML parts, with the text escaped", () => {
    const parts = unzipSync(cvDocxBytes(cv));
    expect(Object.keys(parts).toSorted()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "word/_rels/document.xml.rels",
      "word/document.xml",
      "word/styles.xml",
    ]);
    expect(strFromU8(parts["word/document.xml"]!)).toContain("Créole &amp; French &lt;and&gt; English.");
    expect(xmlText("a\u0000b\u0007c")).toBe("abc");
  });
});

/** The paragraphs of the document, in order, as Word's XML writes them. */
const paragraphs = (data: CvData) =>
  strFromU8(unzipSync(cvDocxBytes(data))["word/document.xml"]!).match(/<w:p>.*?<\/w:p>/g) ?? [];

describe("the Word file's layout, as the PDF's", () => {
  it("leaves 10 pt after each entry, so two entries never run together", () => {
    const all = paragraphs(cv);
    for (const title of ["Visitor Information Officer", "Diploma in Front Office Operations"]) {
      const at = all.findIndex((paragraph) => paragraph.includes(`>${title}<`));
      expect(at).toBeGreaterThan(0);
      // The last line of the entry before it: 10 pt (200 twentieths of a point) after it.
      expect(all[at - 1]).toContain('<w:spacing w:after="200"/>');
    }
  });

  it("rules each heading and leaves room above it, as the PDF draws it", () => {
    const styles = strFromU8(unzipSync(cvDocxBytes(cv))["word/styles.xml"]!);
    const heading = /<w:style w:type="paragraph" w:styleId="Heading1">.*?<\/w:style>/.exec(styles)?.[0];
    expect(heading).toContain('<w:bottom w:val="single"');
    expect(heading).toContain('<w:spacing w:before="320" w:after="160"/>');
    expect(paragraphs(cv).filter((paragraph) => paragraph.includes('<w:pStyle w:val="Heading1"/>'))).toHaveLength(8);
  });
});

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

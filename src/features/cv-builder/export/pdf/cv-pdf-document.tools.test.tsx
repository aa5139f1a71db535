// @vitest-environment node
// The PDF read back by poppler's pdftotext, as an applicant-tracking system reads it: `npm run test:unit:tools`.
import { execFileSync } from "node:child_process";
import { renderToBuffer } from "@react-pdf/renderer";
import { beforeAll, describe, expect, it } from "vitest";
import { registerPdfFonts } from "./cv-fonts";
import { CvPdfDocument } from "./cv-pdf-document";
import { fontFileOnDisk, pdfText } from "@/test/pdf-text";
import { sampleCv } from "@/test/sample-cv";

beforeAll(() => {
  // react-pdf renders through its own React reconciler, not the DOM: no act() to wrap it in.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  registerPdfFonts(fontFileOnDisk);
});

/** pdftotext's text on one line, so a word wrapped by the layout still reads as typed. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");

// Rendering reads the font files and lays the CV out: slower than the default 5 s on a busy 2-core machine.
describe("the CV as a PDF", { timeout: 30_000 }, () => {
  it("is a real PDF with the person's name, contact details and every section, as text", async () => {
    const pdf = await renderToBuffer(<CvPdfDocument cv={sampleCv()} />);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Marie-Claire Hoareau");
    expect(text).toContain("marie-claire.hoareau@example.sc");
    expect(text).toContain("+248 2 512 345");
    // Section headings are drawn in capitals, as on screen, experience before education.
    const headings = [
      "PROFESSIONAL SUMMARY",
      "EXPERIENCE",
      "EDUCATION",
      "ACTIVITIES AND VOLUNTEERING",
      "ACHIEVEMENTS",
      "SKILLS",
      "LANGUAGES",
      "REFERENCES",
    ];
    const at = headings.map((heading) => text.indexOf(heading));
    expect(at.every((place, index) => place >= 0 && (index === 0 || place > at[index - 1]!))).toBe(true);
    for (const line of [
      "First aid volunteer",
      "Employee of the Year",
      "Kreol Seselwa – Native",
      "References available on request.",
    ]) {
      expect(oneLine(text)).toContain(line);
    }
    expect(text).toContain("Front Office Supervisor");
    expect(text).toContain("Opera PMS");
    expect(text).toContain("2021 – Present");
  });

  it("draws accented letters as themselves", async () => {
    const text = pdfText(await renderToBuffer(<CvPdfDocument cv={sampleCv()} />));
    for (const word of ["Anse Étoile, Mahé", "Université", "Hôtel Côte d'Or", "Créole", "Français", "à l'aise"]) {
      expect(text).toContain(word);
    }
  });

  it("draws Polish, Vietnamese, French œ, Greek and Cyrillic letter for letter", async () => {
    const cv = {
      ...sampleCv(),
      firstName: "Łukasz",
      lastName: "Đặng",
      address: "Cœur de Mahé, Ελλάδα, Київ",
      summary: "Œuvre sœur. Γεια σου κόσμε. Привет, мир. Tiếng Việt có dấu: ặ ẫ ự ổ. Zażółć gęślą jaźń.",
      skills: ["Ελληνικά", "Русский", "Tiếng Việt"],
    };
    const text = oneLine(pdfText(await renderToBuffer(<CvPdfDocument cv={cv} />)));
    expect(text).toContain("Łukasz Đặng");
    expect(text).toContain("Cœur de Mahé, Ελλάδα, Київ");
    expect(text).toContain(cv.summary);
    for (const skill of cv.skills) expect(text).toContain(skill);
  });

  it("leaves out the experience section when there is none, and starts with education", async () => {
    const text = pdfText(await renderToBuffer(<CvPdfDocument cv={{ ...sampleCv(), experience: [] }} />));
    expect(text).not.toContain("EXPERIENCE");
    expect(text.indexOf("EDUCATION")).toBeLessThan(text.indexOf("SKILLS"));
    expect(text.indexOf("PROFESSIONAL SUMMARY")).toBeLessThan(text.indexOf("EDUCATION"));
  });

  it("keeps markup as text and leaves out what no embedded font draws (emoji, Arabic, Chinese, Devanagari)", async () => {
    const cv = {
      ...sampleCv(),
      summary: `<script>alert("x")</script> Love the sea 🌊🏝️ and people 👩🏽‍🍳 مرحبا 你好 नमस्ते end`,
    };
    const text = oneLine(pdfText(await renderToBuffer(<CvPdfDocument cv={cv} />)));
    expect(text).toContain(`<script>alert("x")</script> Love the sea and people end`);
  });

  it("wraps a 300-character word inside the page instead of losing it", async () => {
    const url = `https://example.sc/${"a".repeat(282)}`;
    const pdf = await renderToBuffer(<CvPdfDocument cv={{ ...sampleCv(), summary: url }} />);
    // pdftotext joins the broken lines again: every letter is there.
    expect(pdfText(pdf)).toContain(url);
    // And no word's box reaches past the right margin (A4 is 595 points wide, the margin 52).
    const boxes = execFileSync("pdftotext", ["-bbox", "-", "-"], { input: pdf }).toString("utf8");
    const rightEdges = [...boxes.matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(rightEdges.length).toBeGreaterThan(10);
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(595 - 52 + 1);
  });
});

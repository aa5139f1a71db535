import { describe, expect, it } from "vitest";
import { cvFileName, dateRange, fullName, pdfSafeText } from "./cv-format";

describe("dateRange", () => {
  it("shows 'Present' when there is no end date", () => {
    expect(dateRange("2018", "")).toBe("2018 – Present");
    expect(dateRange("2018", undefined)).toBe("2018 – Present");
    expect(dateRange("2018", "  ")).toBe("2018 – Present");
    expect(dateRange("2018", "2021")).toBe("2018 – 2021");
  });
});

describe("cvFileName", () => {
  it("names the file after the person", () => {
    expect(cvFileName({ firstName: "Marie-Claire", lastName: "Hoareau" })).toBe("Marie-Claire-Hoareau-CV.pdf");
    expect(cvFileName({ firstName: "Jean  Paul", lastName: "D'Offay" })).toBe("Jean-Paul-D'Offay-CV.pdf");
  });

  it("keeps accents and drops what file systems or the eye would stumble on", () => {
    expect(cvFileName({ firstName: "Zoé", lastName: "Lespérance" })).toBe("Zoé-Lespérance-CV.pdf");
    expect(cvFileName({ firstName: "A/B\\C:", lastName: "<x>🌴" })).toBe("A-B-C-x-CV.pdf");
    expect(cvFileName({ firstName: "🌴", lastName: "" })).toBe("My-CV.pdf");
  });
});

describe("pdfSafeText", () => {
  it("keeps Latin-1 accents and typographic marks", () => {
    expect(pdfSafeText("é è ç ô ï – “Créole” €5")).toBe("é è ç ô ï – “Créole” €5");
  });

  it("joins a letter and its combining accent into one drawable letter", () => {
    expect(pdfSafeText("Mahe\u0301")).toBe("Mahé");
  });

  it("drops emoji, including flags, skin tones and joined sequences", () => {
    expect(pdfSafeText("Sea 🌊 lover 👩🏽‍🍳 from 🇸🇨 ❤️ here")).toBe("Sea lover from here");
  });

  it("turns characters the font cannot draw into '?'", () => {
    expect(pdfSafeText("Ω 你好")).toBe("? ??");
  });

  it("keeps markup as plain text", () => {
    expect(pdfSafeText("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });
});

describe("fullName", () => {
  it("joins first and last name", () => {
    expect(fullName({ firstName: "Marie", lastName: "Hoareau" })).toBe("Marie Hoareau");
  });
});

import { describe, expect, it } from "vitest";
import { cvFileName, dateRange, fillIn, fullName, pdfSafeText } from "./cv-format";
import { cvWords } from "./cv-words";

const { en, fr, crs } = cvWords;

describe("dateRange", () => {
  it("shows 'Present' when there is no end date", () => {
    expect(dateRange("2018", "", en)).toBe("2018 – Present");
    expect(dateRange("2018", undefined, en)).toBe("2018 – Present");
    expect(dateRange("2018", "  ", en)).toBe("2018 – Present");
    expect(dateRange("2018", "2021", en)).toBe("2018 – 2021");
  });

  it("says 'Present' in the CV's language, whatever the site's", () => {
    expect(dateRange("2018", "", fr)).toBe("2018 – aujourd'hui");
    expect(dateRange("2018", "", crs)).toBe("2018 – ozordi");
  });
});

describe("fillIn", () => {
  it("fills a word's placeholders and leaves unknown ones", () => {
    expect(fillIn("Phone: {phone}", { phone: "2 512 345" })).toBe("Phone: 2 512 345");
    expect(fillIn("CV of {name} {x}", { name: "Aline" })).toBe("CV of Aline {x}");
  });
});

describe("cvFileName", () => {
  it("names the file after the person", () => {
    expect(cvFileName({ firstName: "Marie-Claire", lastName: "Hoareau" }, en)).toBe("Marie-Claire-Hoareau-CV.pdf");
    expect(cvFileName({ firstName: "Jean  Paul", lastName: "D'Offay" }, en)).toBe("Jean-Paul-D'Offay-CV.pdf");
  });

  it("keeps accents and drops what file systems or the eye would stumble on", () => {
    expect(cvFileName({ firstName: "Zoé", lastName: "Lespérance" }, en)).toBe("Zoé-Lespérance-CV.pdf");
    expect(cvFileName({ firstName: "A/B\\C:", lastName: "<x>🌴" }, en)).toBe("A-B-C-x-CV.pdf");
    expect(cvFileName({ firstName: "🌴", lastName: "" }, en)).toBe("My-CV.pdf");
  });

  it("names a nameless CV in its own language, with the file's extension", () => {
    expect(cvFileName({ firstName: "", lastName: "" }, fr, "docx")).toBe("Mon-CV.docx");
    expect(cvFileName({ firstName: "", lastName: "" }, crs, "json")).toBe("Mon-CV.json");
    expect(cvFileName({ firstName: "Aline", lastName: "Payet" }, crs, "pdf")).toBe("Aline-Payet-CV.pdf");
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

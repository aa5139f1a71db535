import { describe, expect, it, vi } from "vitest";
import { emptyCvForm } from "../../logic/cv-form-values";
import { counterText, listFullMessage, tooLongByMessage, tooLongMessage } from "../../logic/cv-limits";
import { cvFormSchema, type CvData } from "../../logic/cv-schema";
import { listProblems } from "../../form/logic/form-problems";
import { cvDocumentXml } from "./cv-docx";
import { cvMailto, cvPlainText } from "./cv-text";
import { readCvFile, readJsonResume } from "./json-resume";

/*
 * The same code in the French build: the messages and number formats of SITE_LOCALE=fr. A French CV
 * gets French section titles in the Word file and the e-mail, whatever the language of its content.
 */
vi.mock("@/i18n/messages", async (actual) => (await import("@/i18n/testing")).messagesIn("fr", await actual()));
vi.mock("@/i18n/site-locale", () => ({ siteLocale: "fr", siteFormatLocale: "fr-SC" }));

const cv: CvData = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "marie-claire@example.sc",
  phone: "+248 2 512 345",
  address: "Anse Étoile, Mahé",
  summary: "Professionnelle de l'hôtellerie.",
  education: [
    { institution: "Université des Seychelles", degree: "Licence en tourisme", startDate: "2015", endDate: "" },
  ],
  experience: [
    {
      employer: "Hôtel Côte d'Or",
      position: "Réceptionniste",
      startDate: "2019",
      endDate: "2024",
      description: "Accueil des clients.",
    },
  ],
  skills: ["Service client", "Kreol Seselwa"],
};

describe("the French build's CV", () => {
  it("has French section titles and 'aujourd'hui' in the Word file", () => {
    const xml = cvDocumentXml(cv);
    for (const heading of ["Résumé professionnel", "Formation", "Expérience", "Compétences"]) {
      expect(xml).toContain(`<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">${heading}</w:t>`);
    }
    expect(xml).toContain("2015 – aujourd'hui");
    expect(xml).not.toContain("Skills");
  });

  it("writes the e-mail in French", () => {
    expect(cvPlainText(cv)).toContain("FORMATION\nLicence en tourisme, Université des Seychelles (2015 – aujourd'hui)");
    expect(cvPlainText(cv)).toContain("COMPÉTENCES\nService client, Kreol Seselwa");
    const url = new URL(cvMailto(cv));
    expect(url.searchParams.get("subject")).toBe("CV de Marie-Claire Hoareau");
    expect(url.searchParams.get("body")).toMatch(
      /\(Le PDF de ce CV a été téléchargé sur cet appareil\u202f: joignez-le à cet e-mail\.\)$/,
    );
  });

  it("refuses a file in French, saying why, and notes a cut list", async () => {
    expect(readJsonResume("{ nope")).toEqual({
      ok: false,
      message:
        "Ce fichier ne peut pas être ouvert comme CV. Ce n'est pas un fichier JSON\u202f: enregistrez-le de nouveau depuis cette page avec «\u202fEnregistrer le fichier CV\u202f», ou depuis un outil JSON Resume.",
    });
    const big = { size: 10.5 * 1024 * 1024 } as Blob;
    expect(await readCvFile(big)).toEqual({
      ok: false,
      message:
        "Ce fichier ne peut pas être ouvert comme CV. Il fait 10,5\u00A0Mo\u202f; un fichier CV fait au plus 10\u00A0Mo.",
    });
    const opened = readJsonResume(JSON.stringify({ work: Array.from({ length: 40 }, () => ({ name: "SPTC" })) }));
    expect(opened.ok && opened.notes).toEqual([
      "Le fichier contient 40 expériences professionnelles\u202f; les 20 premières ont été ouvertes, car un CV ici en contient au plus 20.",
    ]);
  });

  it("counts with French number formatting and checks the form in French", () => {
    expect(counterText(1950, 2000)).toBe("1\u202f950 / 2\u202f000 caractères");
    expect(counterText(2010, 2000)).toBe("2\u202f010 / 2\u202f000 caractères (10 de trop)");
    expect(tooLongMessage(2000)).toBe("Veuillez ne pas dépasser 2\u202f000 caractères.");
    expect(tooLongByMessage("Résumé", 1)).toBe("Résumé\u202f: trop long de 1 caractère.");
    expect(tooLongByMessage("Résumé", 12)).toBe("Résumé\u202f: trop long de 12 caractères.");
    expect(listFullMessage("skills")).toBe("Vous pouvez ajouter jusqu'à 20 compétences.");

    const result = cvFormSchema.safeParse({ ...emptyCvForm(), firstName: "M", phone: "12" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Le prénom doit comporter au moins 2 caractères.");
    expect(messages).toContain("Le numéro de téléphone doit comporter au moins 7 chiffres.");
    expect(
      listProblems({ education: [{ degree: { type: "too_small", message: "Diplôme/qualification requis." } }] }),
    ).toEqual([
      {
        name: "education.0.degree",
        tab: "education",
        label: "Formation n°\u00A01\u202f: Diplôme/qualification",
        message: "Diplôme/qualification requis.",
      },
    ]);
  });
});

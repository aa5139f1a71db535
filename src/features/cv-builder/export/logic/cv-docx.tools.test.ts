// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CvData } from "../../logic/cv-schema";
import { cvDocxBytes } from "./cv-docx";
import { noOptionalSections } from "@/test/sample-cv";

/*
 * The Word file is checked by LibreOffice itself: converted to text with `soffice --headless`
 * (Debian's libreoffice package, installed in .ci/run), so a file Word or LibreOffice would refuse fails here.
 */
const SOFFICE = process.env.SOFFICE_PATH || "/usr/bin/soffice";
const work = mkdtempSync(path.join(tmpdir(), "cv-docx-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function libreOfficeText(bytes: Uint8Array, name: string): string {
  if (!existsSync(SOFFICE)) throw new Error(`No LibreOffice at ${SOFFICE}: apt-get install libreoffice-writer-nogui`);
  const file = path.join(work, `${name}.docx`);
  writeFileSync(file, bytes);
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=file://${path.join(work, "profile")}`,
      "--headless",
      "--convert-to",
      "txt:Text (encoded):UTF8",
      "--outdir",
      work,
      file,
    ],
    { timeout: 120_000, stdio: "pipe" },
  );
  return readFileSync(path.join(work, `${name}.txt`), "utf8").replace(/^\uFEFF/, "");
}

const cv: CvData = {
  firstName: "Marie-Claire",
  lastName: "Hoareau",
  email: "marie-claire@example.sc",
  phone: "+248 2 512 345",
  address: "Anse Étoile, Mahé",
  summary: "Friendly hospitality professional.\nFluent in Créole & French <and> English.",
  education: [{ institution: "Université des Seychelles", degree: "BA in Tourism", startDate: "2015", endDate: "" }],
  experience: [
    {
      employer: "Hôtel Côte d'Or",
      position: "Front Office Supervisor",
      startDate: "2019",
      endDate: "2024",
      description: "Led the reception team of six.",
    },
  ],
  skills: ["Customer service", "Français"],
  ...noOptionalSections,
};

describe("the Word file", () => {
  it("opens in LibreOffice with the preview's sections, in order: experience before education", () => {
    const text = libreOfficeText(cvDocxBytes(cv), "full");
    const lines = text.split(/\r?\n/).filter((line) => line.trim());
    expect(lines).toEqual([
      "Marie-Claire Hoareau",
      "marie-claire@example.sc  |  +248 2 512 345",
      "Anse Étoile, Mahé",
      "Professional Summary",
      "Friendly hospitality professional.",
      "Fluent in Créole & French <and> English.",
      "Experience",
      "Front Office Supervisor",
      "Hôtel Côte d'Or",
      "2019 – 2024",
      "Led the reception team of six.",
      "Education",
      "BA in Tourism",
      "Université des Seychelles",
      "2015 – Present",
      "Skills",
      // The PDF's chips: each skill on its own shading, side by side.
      "\u00A0Customer service\u00A0   \u00A0Français\u00A0",
    ]);
  }, 150_000);

  it("has a school leaver's sections, in the CV's language, with Education first", () => {
    const leaver: CvData = {
      ...cv,
      experience: [],
      cvLanguage: "fr",
      languages: [
        { name: "Kreol Seselwa", level: "native" },
        { name: "English", level: "good" },
      ],
      activities: [{ activity: "Team captain", organisation: "Anse Royale FC", startDate: "2021", endDate: "" }],
      achievements: [{ title: "Prefect", date: "2023" }],
      references: [{ name: "Mrs Lucie Payet", role: "Form teacher", phone: "2 600 700" }],
    };
    const lines = libreOfficeText(cvDocxBytes(leaver), "leaver")
      .split(/\r?\n/)
      .filter((line) => line.trim());
    expect(lines.slice(3)).toEqual([
      "Résumé professionnel",
      "Friendly hospitality professional.",
      "Fluent in Créole & French <and> English.",
      "Formation",
      "BA in Tourism",
      "Université des Seychelles",
      "2015 – aujourd'hui",
      "Activités et bénévolat",
      "Team captain",
      "Anse Royale FC",
      "2021 – aujourd'hui",
      "Réalisations",
      "Prefect",
      "2023",
      "Compétences",
      "\u00A0Customer service\u00A0   \u00A0Français\u00A0",
      "Langues",
      "Kreol Seselwa – Langue maternelle   ·   English – Bon niveau",
      "Références",
      "Mrs Lucie Payet",
      "Form teacher",
      "Tél.\u202f: 2 600 700",
    ]);
  }, 150_000);

  it("keeps emoji and right-to-left text in every field, has no Experience when there is none, and takes 10,000 characters", () => {
    const mixed = "مرحبا שלום 👩🏾‍💻";
    const odd: CvData = {
      firstName: `Aïcha ${mixed}`,
      lastName: "Łukasz Đặng",
      email: "a@example.sc",
      phone: `+248 ${mixed}`,
      address: `Victoria ${mixed}`,
      summary: `${"x".repeat(10_000)} ${mixed}\u0007`,
      education: [{ institution: `SITE ${mixed}`, degree: `Cert ${mixed}`, startDate: mixed, description: mixed }],
      experience: [],
      skills: [mixed],
      ...noOptionalSections,
    };
    const text = libreOfficeText(cvDocxBytes(odd), "odd");
    expect(text).toContain(`Aïcha ${mixed} Łukasz Đặng`);
    expect(text).toContain(`Victoria ${mixed}`);
    expect(text).toContain(`${"x".repeat(10_000)} ${mixed}`);
    expect(text).toContain(`SITE ${mixed}`);
    expect(text).toContain(`\u00A0${mixed}\u00A0`);
    expect(text).not.toContain("Experience");
  }, 150_000);
});

import { monthOf } from "./dates.ts";
import { headingOf, readCvSections } from "./cv-sections.ts";

const today = monthOf("2025-04-20");

it("knows a CV's headings in English, French and Kreol Seselwa, in any case, with a colon or not", () => {
  expect(headingOf("WORK EXPERIENCE")).toBe("experience");
  expect(headingOf("Expérience professionnelle :")).toBe("experience");
  expect(headingOf("Leksperyans")).toBe("experience");
  expect(headingOf("Education")).toBe("education");
  expect(headingOf("Formation")).toBe("education");
  expect(headingOf("Ledikasyon")).toBe("education");
  expect(headingOf("Skills")).toBe("skills");
  expect(headingOf("Compétences")).toBe("skills");
  expect(headingOf("Konpetans")).toBe("skills");
  expect(headingOf("Languages")).toBe("languages");
  expect(headingOf("Langues")).toBe("languages");
  expect(headingOf("Lalang")).toBe("languages");
  expect(headingOf("Rezime profesyonnel")).toBe("summary");
  expect(headingOf("I have experience in hotels")).toBeUndefined();
});

it("splits a CV at its headings and reads each job's title and dates", () => {
  const sections = readCvSections(
    [
      "Josiane Hoareau",
      "Profile",
      "I would like to work in an office.",
      "Work experience",
      "Hotel Receptionist, Coco de Mer Hotel, March 2021 – now",
      "Check-in and check-out.",
      "Receptionist",
      "Paradise Sun Guest House",
      "2019 – 2021",
      "- Welcomed guests.",
      "Education",
      "Certificate in Hospitality, 2018",
      "Skills",
      "Customer service",
    ].join("\n"),
    today,
  );
  expect(sections.structured).toBe(true);
  expect(sections.summary).toBe("I would like to work in an office.");
  expect(sections.experience.map((job) => [job.title, job.dates && (job.dates.end - job.dates.start) / 12])).toEqual([
    ["Hotel Receptionist, Coco de Mer Hotel, March 2021 – now", 4 + 1 / 12],
    ["Receptionist · Paradise Sun Guest House · 2019 – 2021", 2],
  ]);
  expect(sections.education.map((study) => study.text)).toEqual(["Certificate in Hospitality, 2018"]);
  expect(sections.skills).toEqual(["Customer service"]);
});

it("keeps a text without headings unsorted, and hears 'no work experience' in three languages", () => {
  const loose = readCvSections("Anna Esparon\nI would like to work in an office.\nIGCSE 2024", today);
  expect(loose.structured).toBe(false);
  expect(loose.unsorted).toHaveLength(3);
  const crs = readCvSections("Leksperyans\nMon pa ankor annan leksperyans travay.\nLedikasyon\nIGCSE", today);
  expect(crs.noExperience).toBe(true);
  expect(crs.experience).toEqual([]);
  const en = readCvSections("Experience\nNo work experience yet\nEducation\nIGCSE", today);
  expect(en.noExperience).toBe(true);
});

import type { CvData } from "@/features/cv-builder/logic/cv-schema";

/** A full CV with accents, for the PDF test and the benchmark; `copies` repeats entries to fill pages. */
export function sampleCv(copies = 1): CvData {
  const education = [
    {
      institution: "Université des Seychelles",
      degree: "BA in Tourism and Hospitality Management",
      startDate: "2015",
      endDate: "2018",
      description: "Dissertation on eco-tourism at Anse Lazio, Praslin. Graduated with distinction.",
    },
    {
      institution: "Seychelles Tourism Academy",
      degree: "Diploma in Front Office Operations",
      startDate: "2013",
      endDate: "2015",
    },
  ];
  const experience = [
    {
      employer: "Hôtel Côte d'Or",
      position: "Front Office Supervisor",
      startDate: "2021",
      endDate: "",
      description:
        "Lead a team of six receptionists; handle guest complaints in English, French and Créole; run the night audit and train new staff on the booking system.",
    },
    {
      employer: "Ministère du Tourisme",
      position: "Visitor Information Officer",
      startDate: "2018",
      endDate: "2021",
      description:
        "Answered visitors' questions at the Victoria information centre and prepared the monthly arrivals report.",
    },
  ];
  return {
    firstName: "Marie-Claire",
    lastName: "Hoareau",
    email: "marie-claire.hoareau@example.sc",
    phone: "+248 2 512 345",
    address: "Anse Étoile, Mahé, Seychelles",
    summary:
      "Friendly, organised hospitality professional with eight years in hotels and tourism. Fluent in English, French and Seychellois Créole; à l'aise with guests from everywhere.",
    education: Array.from({ length: copies }, () => education).flat(),
    experience: Array.from({ length: copies }, () => experience).flat(),
    skills: ["Customer service", "Opera PMS", "Microsoft Excel", "Night audit", "First aid"],
    cvLanguage: "en",
    languages: [
      { name: "Kreol Seselwa", level: "native" },
      { name: "English", level: "fluent" },
      { name: "Français", level: "fluent" },
      { name: "Italiano", level: "basic" },
    ],
    activities: [
      {
        activity: "First aid volunteer",
        organisation: "Seychelles Red Cross Society",
        startDate: "2016",
        endDate: "",
        description: "First aid at the Festival Kreol and school sports days.",
      },
    ],
    achievements: [{ title: "Employee of the Year", date: "2023", description: "Hôtel Côte d'Or, for guest reviews." }],
    references: [],
    referencesOnRequest: true,
  };
}

/** The parts of a CV beyond the specification's, left empty, in English: for a CV written out in a test. */
export const noOptionalSections = {
  cvLanguage: "en",
  languages: [],
  activities: [],
  achievements: [],
  references: [],
} as const satisfies Pick<CvData, "cvLanguage" | "languages" | "activities" | "achievements" | "references">;

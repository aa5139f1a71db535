import { monthOf } from "./dates.ts";
import { headingOf, readCvSections } from "./cv-sections.ts";

const today = monthOf("2025-04-20");

it("knows a CV's headings in English, French and Kreol Seselwa, in any case, with a colon or not", () => {
  expect(headingOf("WORK EXPERIENCE")).toBe("experience");
  expect(headingOf("Expérience professionnelle :")).toBe("experience");
  expect(headingOf("Leksperyans")).toBe("experience");
  // A single word, as two CVs of the labelled set head their jobs (fr-95, en-04).
  expect(headingOf("Parcours")).toBe("experience");
  expect(headingOf("CAREER")).toBe("experience");
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

it("knows a heading that joins two (en-122, en-70, fr-35, fr-20), as the first one's section, and nothing else", () => {
  expect(headingOf("EDUCATION AND LICENCES")).toBe("education");
  expect(headingOf("Education and certificates")).toBe("education");
  expect(headingOf("FORMATION ET CERTIFICATS")).toBe("education");
  expect(headingOf("Ledikasyon ek sertifika")).toBe("education");
  expect(headingOf("Brevets et formation")).toBe("certificates");
  expect(headingOf("Skills / Languages")).toBe("skills");
  expect(headingOf("Hobbies & interests")).toBe("activities");
  // Words that are not all headings, or one heading and a link alone, head nothing.
  expect(headingOf("Education and a love of the sea")).toBeUndefined();
  expect(headingOf("Training and")).toBeUndefined();
  expect(headingOf("Languages: English, French")).toBeUndefined();
  // The certificates under such a heading are studies, never jobs.
  const sections = readCvSections(
    [
      "Profile",
      "Licensed electrical installer.",
      "WORK EXPERIENCE",
      "2020 – present: Electrical Installer, Volt Contractors",
      "EDUCATION AND LICENCES",
      "Certificate in Electrical Installation — 2019",
      "Electrical wiring licence — 2021",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => job.title)).toEqual(["Electrical Installer, Volt Contractors"]);
  expect(sections.education.map((study) => study.text)).toEqual([
    "Certificate in Electrical Installation — 2019",
    "Electrical wiring licence — 2021",
  ]);
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

it("reads the plain headings a first CV uses (WORK, SCHOOL, PAPERS, OTHER, REFERENCE: en-84, en-57, en-155)", () => {
  const sections = readCvSections(
    [
      "ELVIS MARIE",
      "ABOUT ME",
      "I work as waiter in guest house restaurant at La Digue since 2021.",
      "WORK",
      "Waiter — Le Chantier Guest House, La Passe — 2021 to now",
      "Breakfast, lunch and dinner.",
      "Helper — bicycle hire, La Passe — 2019 – 2020",
      "SCHOOL",
      "La Digue School, S4, 2018",
      "PAPERS",
      "Food hygiene certificate, 2021",
      "OTHER",
      "Born 2002. I like football and fishing with my father.",
      "REFERENCE",
      "Mr Jean Payet, owner — 2 510 084",
    ].join("\n"),
    today,
  );
  expect(sections.structured).toBe(true);
  expect(sections.experience.map((job) => job.title)).toEqual([
    "Waiter — Le Chantier Guest House, La Passe — 2021 to now",
    "Helper — bicycle hire, La Passe — 2019 – 2020",
  ]);
  expect(sections.education.map((study) => study.text)).toEqual([
    "La Digue School, S4, 2018",
    "Food hygiene certificate, 2021",
  ]);
  expect(sections.other).toEqual(["Born 2002. I like football and fishing with my father."]);
});

it("keeps what a side column shows under a heading it does not know, below Contact, as what else the CV shows", () => {
  // en-289: "Diving" is no heading we know, so its lines ran on under "Contact", whose lines were never read.
  const sections = readCvSections(
    [
      "Tessa Lablache",
      "Contact",
      "+248 289 4289",
      "Diving",
      "Emergency First Response Instructor",
      "Profile",
      "PADI instructor since 2022.",
      "Experience",
      "Dive Instructor, Reef Spirit Diving — 2022 – present",
    ].join("\n"),
    today,
  );
  expect(sections.other).toEqual(["+248 289 4289", "Diving", "Emergency First Response Instructor"]);
  expect(sections.summary).toBe("PADI instructor since 2022.");
});

it("does not read a CV with headings but no section of jobs as saying it has no work experience", () => {
  const sections = readCvSections("Profile\nI cook Creole food.\nEducation\nS5, 2019", today);
  expect(sections.structured).toBe(true);
  expect(sections.noExperience).toBe(false);
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

it("reads a CV that puts each job's dates above its title, 'since' words and all", () => {
  const sections = readCvSections(
    [
      "Work experience",
      "depi 2021",
      "Barmann, Lagon Ble Bar, Beau Vallon",
      "Mon fer koktel e servi bann kliyan.",
      "2017 – 2021",
      "Server, Restoran Ti Kaz",
      "Servi manze ek bwason.",
      "Education",
      "Sertifika dan Food and Beverage, 2016",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => [job.title, job.dates && (job.dates.end - job.dates.start) / 12])).toEqual([
    ["Barmann, Lagon Ble Bar, Beau Vallon · depi 2021", 4 + 3 / 12],
    ["Server, Restoran Ti Kaz · 2017 – 2021", 4],
  ]);
  expect(sections.experience[0]!.text).toBe(
    "depi 2021\nBarmann, Lagon Ble Bar, Beau Vallon\nMon fer koktel e servi bann kliyan.",
  );
});

it("joins a range of dates a narrow column broke after its dash", () => {
  const sections = readCvSections(
    [
      "EXPÉRIENCE",
      "mars 2020 –",
      "aujourd'hui",
      "Guichetier, Banque de l'Océan Indien",
      "Dépôts et retraits.",
      "FORMATION",
      "A-level, 2018",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => [job.title, job.dates && job.dates.end - job.dates.start])).toEqual([
    ["Guichetier, Banque de l'Océan Indien · mars 2020 – aujourd'hui", 61],
  ]);
});

it("reads a long title left open by a dash as the title of the dates on the next line", () => {
  const sections = readCvSections(
    [
      "Leksperyans",
      "Asistan kontab (Assistant Accountant), Vijay Construction, Providence —",
      "Fevriye 2019 – ozordi",
      "Bann liv kont dan Sage, rekonsilyasyon labank, peyrol sak mwan, retour VAT sak",
      "mwan ek Business Tax sak lanne pour SRC.",
      "Klerk kont, Seychelles Trading Company, Victoria — 2016 – 2019",
      "Ledikasyon",
      "ACCA",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => [job.title, job.dates && job.dates.end - job.dates.start])).toEqual([
    ["Asistan kontab (Assistant Accountant), Vijay Construction, Providence — · Fevriye 2019 – ozordi", 74],
    ["Klerk kont, Seychelles Trading Company, Victoria — 2016 – 2019", 36],
  ]);
});

it("reads a title a PDF wrapped before its last word as one job, not an undated one and a job of that word", () => {
  // en-219: "Island" went to the dates' line.
  expect(
    titles([
      "EXPERIENCE",
      "Senior Fly-Fishing Guide, Alphonse Fishing Company, Alphonse",
      "Island — Oct 2017 – present",
      "A full day on the flats with two guests: reading the tides and the",
      "weather, spotting fish, casting advice, catch and release.",
      "Deckhand, Silhouette Cruises (sailing schooner) — 2014 – 2017",
      "Lines and anchor, driving the tender to the beaches, guests helped",
      "Cook — 2012 – 2013",
    ]),
  ).toEqual([
    "Senior Fly-Fishing Guide, Alphonse Fishing Company, Alphonse · Island — Oct 2017 – present",
    "Deckhand, Silhouette Cruises (sailing schooner) — 2014 – 2017",
    "Cook — 2012 – 2013",
  ]);
});

it("reads dates told within a job's description as a step of that job, not a job of their own", () => {
  // crs-175 and en-179: a promotion, and a team led from a year on, inside the description's sentences.
  expect(
    titles([
      "Leksperyans",
      "Assistant Waiter, apre Waiter, Azure Seas Cruises",
      "2018 – 2024",
      "Servi dejenen, dezennen ek dinen pour de seksyon (40 gest), pran komann an Angle; promote Waiter an 2022.",
      "Mason, then Chargehand, Coastline Construction Ltd",
      "2006 – 2020",
      "Block walls and columns; plaster and render, screeds, tiles; from 2014 a team of four masons and labourers.",
    ]),
  ).toEqual([
    "Assistant Waiter, apre Waiter, Azure Seas Cruises · 2018 – 2024",
    "Mason, then Chargehand, Coastline Construction Ltd · 2006 – 2020",
  ]);
});

it("keeps the title above its dates when the CV puts titles first", () => {
  const sections = readCvSections(
    ["Experience", "Mason", "2015 – 2020", "- Block walls.", "Labourer", "2012 – 2015", "Education", "IGCSE"].join(
      "\n",
    ),
    today,
  );
  expect(sections.experience.map((job) => job.title)).toEqual(["Mason · 2015 – 2020", "Labourer · 2012 – 2015"]);
});

it("reads the title above dates with a note in brackets, and the months of a year written once", () => {
  const sections = readCvSections(
    [
      "Leksperyans",
      "Commis de cuisine — Kokoye Beach Hotel, Anse Etoile",
      "Out 2024 – ozordi",
      "- Prepar legim, lavyann ek pwason",
      "Stazyer lakwizin — Restoran Ti Lakaz, Beau Vallon",
      "Avril – Zen 2023 (staz)",
      "Ledikasyon",
      "Sertifika dan Food Production",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => [job.title, job.dates && job.dates.end - job.dates.start])).toEqual([
    ["Commis de cuisine — Kokoye Beach Hotel, Anse Etoile · Out 2024 – ozordi", 8],
    ["Stazyer lakwizin — Restoran Ti Lakaz, Beau Vallon · Avril – Zen 2023 (staz)", 2],
  ]);
});

it("reads the title after dates that open its line, never the dates, in a CV that puts dates first", () => {
  const sections = readCvSections(
    [
      "Employment History",
      "Sept. 2020 – to date: Counter Clerk, Seychelles Postal Services",
      "- Serving customers at the counter.",
      "2016 – 2020: Sales Assistant, Victoria Bookshop",
      "Education",
      "A-levels, 2016",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => job.title)).toEqual([
    "Counter Clerk, Seychelles Postal Services",
    "Sales Assistant, Victoria Bookshop",
  ]);
});

it("takes a long line after dates alone as the title when its first part is short", () => {
  const sections = readCvSections(
    [
      "Expérience",
      "depuis mai 2019",
      "Capitaine, « Coral Explorer », bateau à fond de verre de 14 mètres (40 passagers), Marine Park Tours",
      "Deux sorties par jour au parc marin.",
      "2013 – 2019",
      "Matelot, Praslin Island Ferries",
      "Formation",
      "S5, 2005",
    ].join("\n"),
    today,
  );
  expect(sections.experience.map((job) => job.title.split(" · ")[0]!.split(",")[0])).toEqual(["Capitaine", "Matelot"]);
});

/** The titles of the jobs of a CV with these lines after a short profile. */
const titles = (lines: string[]) =>
  readCvSections(["Profile", "A CV.", ...lines].join("\n"), today).experience.map((job) => job.title);

it("reads a long title above its dates, and a title with a note in brackets below them, as the job's title", () => {
  // en-68: the title, longer than a line, above the dates.
  expect(
    titles([
      "Work experience",
      "Gardener, Reef Hotel grounds (contractor Green Island Services), Anse aux Pins",
      "2015 – present",
      "Mowing the lawns, trimming hedges, planting and watering, pruning palms and bougainvillea.",
      "Gardener, private villas, Anse aux Pins and Pointe Larue",
      "2009 – 2015",
    ]),
  ).toEqual([
    "Gardener, Reef Hotel grounds (contractor Green Island Services), Anse aux Pins · 2015 – present",
    "Gardener, private villas, Anse aux Pins and Pointe Larue · 2009 – 2015",
  ]);
  // en-149: the same, its dates after a dash, and the description's first line short enough to be a title.
  expect(
    titles([
      "EXPERIENCE",
      "Senior Front Office Agent (Shift Leader), Baie Lazare Grand Resort & Spa",
      "— Aug 2022 – present",
      "Lead a shift of four agents; check-in and check-out in Opera, room",
      "allocation and upgrades, VIP arrivals, guest complaints.",
    ]),
  ).toEqual(["Senior Front Office Agent (Shift Leader), Baie Lazare Grand Resort & Spa · — Aug 2022 – present"]);
  // en-175: "From … to …" below each title, never read as a title.
  expect(
    titles([
      "WORK EXPERIENCE",
      "MASON — Goodwill Construction (Pty) Ltd, Seychelles",
      "From March 2017 to till date",
      "Block work for houses and apartments; plastering and rendering.",
      "MASON — Al Noor Building Contracting LLC, Dubai, UAE",
      "From June 2010 to December 2016",
    ]),
  ).toEqual([
    "MASON — Goodwill Construction (Pty) Ltd, Seychelles · From March 2017 to till date",
    "MASON — Al Noor Building Contracting LLC, Dubai, UAE · From June 2010 to December 2016",
  ]);
  // crs-105: the dates first, then a title whose part before its first comma is long only by its note in brackets.
  expect(
    titles([
      "LEKSPERYANS",
      "Zilyet 2020 –",
      "ozordi",
      "Sipervizer Antre Done (Data Entry Supervisor), Civil Status Office, Victoria",
      "Dirize 5 ofisye, partaz travay, verifye dosye nesans ek maryaz dan sistenm.",
      "2014 – 2020   Ofisye Antre Done, Civil Status Office",
    ]),
  ).toEqual([
    "Sipervizer Antre Done (Data Entry Supervisor), Civil Status Office, Victoria · Zilyet 2020 – ozordi",
    "Ofisye Antre Done, Civil Status Office",
  ]);
});

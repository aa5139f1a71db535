/*
 * The matcher end to end on the real taxonomy: the five sample listings (content/jobs) and ten
 * ordinary ones of our own (src/matching/fixtures/listings.ts), against CVs of our own (cvs.ts). The
 * properties the Job Matcher promises a job seeker are checked here; the labelled set and the
 * accuracy figures are the bench's (npm run bench:match).
 */
import path from "node:path";
import { buildMatchIndex } from "../../src/matching/build-index";
import { prepareIndex, type PreparedIndex } from "../../src/matching/cv-profile";
import { matchCv } from "../../src/matching/match-cv";
import { rankByScore, scoreOf } from "../../src/matching/rank";
import * as cvs from "../../src/matching/fixtures/cvs";
import { FIXTURE_LISTINGS } from "../../src/matching/fixtures/listings";
import { listingsForIndex } from "../../src/content/jobs/match-index.server";
import { readTaxonomy } from "../../src/content/jobs/taxonomy.server";
import { loadContent } from "../../src/content/load-content.server";

const TODAY = "2025-04-20";
let prepared: PreparedIndex;

beforeAll(() => {
  const { byLocale } = loadContent(path.resolve(import.meta.dirname, "../../content"));
  const jobs = { en: byLocale.en.jobs, fr: byLocale.fr.jobs, crs: byLocale.crs.jobs };
  const { index } = buildMatchIndex([...listingsForIndex(jobs), ...FIXTURE_LISTINGS], readTaxonomy());
  prepared = prepareIndex(index);
}, 60_000);

const match = (text: string) => matchCv(prepared, { kind: "text", text }, TODAY);
/** The listings' results in the page's order (the matcher's one ranking, src/matching/rank.ts). */
const ranked = (text: string) => {
  const { matches } = match(text);
  const listings = [...prepared.listings].map(([id, listing]) => ({
    id,
    title: listing.titles[0]!,
    posted: listing.posted,
  }));
  return rankByScore(listings, (id) => scoreOf(matches.get(id))).map(({ id }) => matches.get(id)!);
};
const figure = (text: string, id: string) => match(text).matches.get(id)!.figure;
/** What the Hotel Receptionist's third requirement ('Willing to work shifts, weekends and public holidays') finds. */
const hotelHours = (text: string) => match(text).matches.get("job2")!.requirements[2]!;
/** Whether a CV shows the maritime field (work at sea). */
const maritime = (text: string) =>
  [...match(text).profile.concepts.keys()].some((n) => prepared.concepts[n]!.id === "own:maritime");

describe("a hotel receptionist's CV", () => {
  it("ranks Hotel Receptionist first in English, Kreol and French, with the same figures within a few points", () => {
    const en = ranked(cvs.RECEPTIONIST_EN);
    const crs = ranked(cvs.RECEPTIONIST_CRS);
    const fr = ranked(cvs.RECEPTIONIST_FR);
    expect([en[0]!.id, crs[0]!.id, fr[0]!.id]).toEqual(["job2", "job2", "job2"]);
    // The site's listings, which have all three languages (the fixture listings are in English only,
    // so a Kreol CV cannot share their words).
    for (const other of [crs, fr])
      for (const { id, figure: f } of en.filter((m) => /^job\d+$/.test(m.id)))
        // "Within a few points": the words a translation shares with the listing's own text differ a little.
        expect(Math.abs(other.find((m) => m.id === id)!.figure - f)).toBeLessThanOrEqual(8);
  });

  it("explains the figure: the job held, for how long, and the requirements found", () => {
    const hotel = match(cvs.RECEPTIONIST_EN).matches.get("job2")!;
    expect(hotel.background).toEqual({ title: "Hotel Receptionist", months: 49, closeness: "same" });
    expect(hotel.requirements.map((r) => r.found)).toEqual([true, true, true]);
    expect(hotel.figure).toBeGreaterThanOrEqual(90);
  });

  it("puts the near neighbour (Front Office Agent) second, below the very same job", () => {
    const list = ranked(cvs.RECEPTIONIST_EN);
    expect(list[1]!.id).toBe("f-front-office");
    expect(list[1]!.figure).toBeLessThan(list[0]!.figure);
  });
});

const bookkeeperCv = (dates: string) =>
  `Experience\nBookkeeper, Island Hardware, ${dates}\nPayroll and bookkeeping.\nEducation\nDiploma in accounting`;

describe("experience is met only by work the CV lists as done", () => {
  it("a school leaver with 'no work experience yet' meets no experience requirement, whatever her summary wishes", () => {
    const { matches, profile } = match(cvs.SCHOOL_LEAVER_CRS);
    expect(profile.jobs).toEqual([]);
    // 'At least one year of office experience', though her summary says she would like to work in an office.
    expect(matches.get("job1")!.requirements[3]!.found).toBe(false);
    for (const id of ["job1", "job3", "f-security", "f-mason", "f-front-office"]) {
      const experience = prepared.listings.get(id)!.requirements.findIndex((r) => r.kind === "experience");
      expect({ id, found: matches.get(id)!.requirements[experience]!.found }).toEqual({ id, found: false });
    }
  });

  it("a wish in the summary never meets an experience requirement", () => {
    const wish = "Profile\nI would like to work in an office, answering calls and filing.\nEducation\nA-level, 2024";
    expect(match(wish).matches.get("job1")!.requirements[3]!.found).toBe(false);
  });

  it("counts the years from the entries' dates", () => {
    const threeYears = match(bookkeeperCv("2021 – 2024")).matches.get("job3")!.requirements[1]!;
    const twoYears = match(bookkeeperCv("2022 – 2024")).matches.get("job3")!.requirements[1]!;
    expect(threeYears.found).toBe(true);
    expect(twoYears).toMatchObject({ found: false, partial: { kind: "years", shownYears: 2, askedYears: 3 } });
  });

  it("from a text without headings, counts only a dated line that names a job", () => {
    const loose = "Anna Esparon\nI want to work in a hotel.\nHotel receptionist, Coral Strand Hotel, 2020 – 2023";
    const { profile } = match(loose);
    expect(profile.structured).toBe(false);
    expect(profile.jobs.map((job) => [job.title, job.months])).toEqual([["Hotel receptionist", 36]]);
    expect(match("I want to work in a hotel as a receptionist.").profile.jobs).toEqual([]);
  });
});

it("a school subject ('ICT' in an IGCSE line) never meets 'Certificate or diploma in IT'", () => {
  const { matches } = match(cvs.SCHOOL_LEAVER_CRS);
  expect(matches.get("job5")!.requirements[0]!.found).toBe(false);
  const diploma = match("Education\nDiploma in Information Technology, SIT, 2020\nSkills\nWindows");
  expect(diploma.matches.get("job5")!.requirements[0]!.found).toBe(true);
});

describe("the figure's properties", () => {
  const base = "Experience\nShop assistant, STC Hypermarket, 2020 – 2022\nServed customers.\nEducation\nIGCSE, 2019";
  const additions = [
    "Skills\nWord, Excel and e-mail",
    "Languages\nEnglish, French, Kreol",
    "Skills\nShift work, weekends and public holidays",
    "Education\nDiploma in office administration, 2021",
    "Experience\nOffice clerk, Ministry of Education, 2022 – 2024",
    "Licences\nClean driving licence",
  ];

  it("showing more of a listing's requirements never lowers any figure", () => {
    // Every subset of the additions against every listing: adding one more never takes a point off.
    for (let mask = 0; mask < 1 << additions.length; mask++) {
      const text = (m: number) => [base, ...additions.filter((_, i) => m & (1 << i))].join("\n");
      const before = match(text(mask)).matches;
      for (let i = 0; i < additions.length; i++) {
        if (mask & (1 << i)) continue;
        const after = match(text(mask | (1 << i))).matches;
        for (const [id, { figure: f }] of before)
          expect({ id, mask, i, lower: after.get(id)!.figure < f }).toMatchObject({ lower: false });
      }
    }
  }, 60_000);

  it("a listing whose requirements the CV shows in full ranks above one where it shows none", () => {
    // Neither listing's title is a job this CV held: only the requirements differ.
    const text = "Skills\nShift work, weekends and public holidays; English and French\nEducation\nIGCSE, 2020";
    const result = match(text).matches;
    expect(result.get("job2")!.requirements.every((r) => r.found || r.optional)).toBe(false);
    const full = "Experience\nCashier, STC, 2019 – 2021\nSkills\nFriendly with customers, cash handling, Saturdays";
    const shop = match(full).matches.get("f-shop")!;
    const teller = match(full).matches.get("f-deckhand")!;
    expect(shop.requirements.every((r) => r.found)).toBe(true);
    expect(teller.requirements.some((r) => r.found)).toBe(false);
    expect(shop.figure).toBeGreaterThan(teller.figure);
  });

  it("figures are whole percents from 0 to 100", () => {
    for (const text of Object.values(cvs))
      for (const { figure: f } of match(text).matches.values()) {
        expect(Number.isInteger(f)).toBe(true);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThanOrEqual(100);
      }
  });
});

it("ranks other trades by their own work: a chef, a fisherman writing in Kreol, a bookkeeper", () => {
  expect(ranked(cvs.CHEF_EN)[0]!.id).toBe("f-chef");
  expect(ranked(cvs.FISHER_CRS)[0]!.id).toBe("f-deckhand");
  // Marie keeps books with a diploma, no degree and no ACCA papers: the bookkeeper's post first; the accountant's, a
  // professional's post asking one of the two, is one her CV has not reached yet, so it counts half.
  expect(ranked(cvs.MARIE)[0]!.id).toBe("f-bookkeeper");
  expect(match(cvs.MARIE).matches.get("job3")!.levelNotReached).toBe(true);
  expect(figure(cvs.MARIE, "job4")).toBeLessThan(40);
});

const headline = (title: string) => `Marie Hoareau\n${title} · Victoria, Mahé\nEducation\nIGCSE, 2015\nSkills\nExcel`;

const shopCv = (years: string) =>
  `Experience\nShop assistant, STC Hypermarket, ${years}\nServed customers.\nEducation\nIGCSE, 2010`;

describe("the work the CV asks for", () => {
  const changer =
    "Profile\nAfter seven years as a shop assistant, I trained as a nurse aide. I would like to work in a hospital.\n" +
    "Experience\nShop assistant, STC Hypermarket, 2015 – 2022\nServed customers.\nEducation\nCertificate in health care, 2023";

  it("counts the trade the summary asks for, never one it names as the past, and says so on the card", () => {
    const { matches } = match(changer);
    expect(matches.get("f-nurse-aide")!.askedFor).toBe("nurse aide");
    expect(matches.get("f-shop")!.askedFor).toBeNull();
    expect(ranked(changer)[0]!.id).toBe("f-nurse-aide");
  });

  it("counts the headline under the name and the job held now, in Kreol, French and English alike", () => {
    for (const title of ["Bookkeeper", "Chargée de comptabilité", "Asistan kontab"])
      expect({ title, askedFor: match(headline(title)).matches.get("f-bookkeeper")!.askedFor }).toEqual({
        title,
        askedFor: title,
      });
    const now = match("Experience\nMason, Larue Construction, 2019 – present\nEducation\nIGCSE, 2012").matches;
    expect(now.get("f-mason")!.askedFor).toBe("Mason");
    const before = match("Experience\nMason, Larue Construction, 2012 – 2019\nEducation\nIGCSE, 2012").matches;
    expect(before.get("f-mason")!.askedFor).toBeNull();
  });

  it("counts the job held now under the listing's very title, and a job that ended long ago for less", () => {
    expect(match(shopCv("2015 – present")).matches.get("f-shop")!.askedFor).not.toBeNull();
    const recent = figure(shopCv("2015 – 2024"), "f-shop");
    const longAgo = figure(shopCv("2006 – 2015"), "f-shop");
    expect(longAgo).toBeLessThan(recent);
    expect(longAgo).toBeGreaterThan(figure("Experience\nMason, Larue, 2006 – 2015\nEducation\nIGCSE, 2010", "f-shop"));
  });
});

const training = () => prepared.listings.get("f-security")!.requirements.length - 1;

describe("'Found in your CV' says only what the CV shows", () => {
  it("never tells a nurse or a teacher they show a security guard's training certificate", () => {
    const nurse = "Experience\nNurse aide, Anse Royale Home, 2018 – present\nEducation\nCertificate in nursing, 2017";
    const teacher = "Experience\nTeacher, Mont Fleuri School, 2012 – present\nEducation\nDiploma in education, 2011";
    const guard = "Experience\nSecurity guard, Vigilance, 2019 – present\nEducation\nSecurity guard certificate, 2019";
    for (const text of [nurse, teacher])
      expect(match(text).matches.get("f-security")!.requirements[training()]!.found).toBe(false);
    expect(match(guard).matches.get("f-security")!.requirements[training()]!.found).toBe(true);
  });

  it("never tells a nurse or a teacher whose whole CV names training certificates they show a guard's", () => {
    const nurse = [
      "Marie-Claire Hoareau",
      "Registered Nurse",
      "Profile",
      "Registered nurse with eight years on the medical wards, used to night shifts and long days.",
      "Experience",
      "Staff Nurse, Seychelles Hospital, Victoria, 2017 – present",
      "Care of up to twelve patients a shift, medicines rounds, wound care, handover reports.",
      "Education",
      "Diploma in Nursing, Seychelles Institute of Health Sciences, 2016",
      "Certificates",
      "Basic Life Support training certificate, 2023",
      "Infection control training certificate, 2021",
    ].join("\n");
    const teacher = [
      "Jean-Paul Confait",
      "Primary school teacher",
      "Profil",
      "Enseignant du primaire depuis dix ans, surveillance de la cour et des sorties scolaires.",
      "Expérience",
      "Enseignant, École de Mont Fleuri, 2014 – aujourd'hui",
      "Formation",
      "Certificat d'aptitude pédagogique, 2013",
      "Certificat de formation aux premiers secours, 2022",
      "Certificat de formation à la protection de l'enfance, 2020",
    ].join("\n");
    const kreolNurse = [
      "Leksperyans",
      "Enfirmyer, Lopital Anse Royale, 2015 – ozordi",
      "Ledikasyon",
      "Diplonm an enfirmyer, 2014",
      "Sertifika",
      "Sertifika formasyon premye swen, 2022",
    ].join("\n");
    for (const text of [nurse, teacher, kreolNurse]) {
      const security = match(text).matches.get("f-security")!;
      expect({ cv: text.slice(0, 20), found: security.requirements[training()]!.found }).toEqual({
        cv: text.slice(0, 20),
        found: false,
      });
    }
  });

  it("never reads a holiday job, a resort or the school holidays as work on public holidays", () => {
    for (const line of [
      "Holiday job, Beau Vallon Beach Shop, 2024",
      "Sales assistant at a holiday resort, Praslin, 2024",
      "Beach clean-ups in the school holidays, 2023",
    ]) {
      const met = hotelHours(`Experience\n${line}`);
      expect({ line, found: met.found, evidence: met.evidence }).toEqual({ line, found: false, evidence: [] });
    }
    expect(hotelHours("Experience\nShop assistant, 2024\nAvailable weekends and public holidays")).toMatchObject({
      found: true,
      evidence: ["weekends", "public holidays"],
    });
  });

  it("never reads the French 'travail en équipe' (teamwork) as shift work", () => {
    for (const line of ["Sérieux et ponctuel, je travaille seul ou en équipe.", "Compétences : travail en équipe"]) {
      const met = hotelHours(`Expérience\nVendeur, Boutique Kreol, 2020 – 2024\n${line}\nDisponible le week-end`);
      expect({ line, found: met.found, evidence: met.evidence }).toEqual({
        line,
        found: false,
        evidence: ["week-end"],
      });
    }
    expect(
      hotelHours("Expérience\nVendeur, Boutique Kreol, 2020 – 2024\nDisponible en équipes alternées et le week-end"),
    ).toMatchObject({
      found: true,
      evidence: ["équipes alternées", "week-end"],
    });
  });

  it("never reads the Kreol 'sif' of numbers ('bon avek sif') as shift work, as it reads 'travay par sif'", () => {
    for (const line of [
      "Mon bon avek sif ek Excel.",
      "Mon fer byen atansyon avek bann sif ek bann non.",
      "Mon kontan travay avek larzan ek sif.",
      "Mon kontan ki tou sif i balanse.",
    ]) {
      const met = hotelHours(`Leksperyans\nVandez, Boutik Kreol, 2020 – 2024\n${line}\nMon kapab travay wikenn.`);
      expect({ line, found: met.found, evidence: met.evidence }).toEqual({ line, found: false, evidence: ["wikenn"] });
    }
    expect(hotelHours("Leksperyans\nVandez, Boutik Kreol, 2020 – 2024\nMon travay par sif ek wikenn.")).toMatchObject({
      found: true,
    });
  });

  it("never reads the coco de mer (the palm, and hotels named after it) as work at sea", () => {
    for (const line of [
      "Room attendant, Coco de Mer Hotel, Praslin, 2019 – 2024",
      "Femme de chambre, hôtel Coco de Mer, Praslin, 2019 – 2024",
      "Gid, Vallée de Mai, 2019 – 2024\nMon montre zot koko-d-mer ek torti.",
    ])
      expect({ line, maritime: maritime(`Experience\n${line}`) }).toEqual({ line, maritime: false });
    expect(maritime("Expérience\nMatelot, Ocean Star, 2019 – 2024\nPêche en mer, amarrage")).toBe(true);
  });

  it("never reads the Kreol 'pa' (not) as ESCO's 'PA' (a personal assistant)", () => {
    const fisher = `${cvs.FISHER_CRS}\nMon pa per lanmer e mon pa'n zanmen rat en zour travay.`;
    const { profile, matches } = match(fisher);
    expect([...profile.concepts.values()].map((words) => words.toLowerCase())).not.toContain("pa");
    expect([...matches.values()].map((m) => m.askedFor)).not.toContain("pa");
    expect(ranked(fisher)[0]!.id).toBe("f-deckhand");
  });
});

/** Whether the Administrative Assistant's first requirement ('A-level or diploma in office administration') is met by a CV with this education. */
const meetsALevelOrDiploma = (education: string) =>
  match(`Experience\nFisherman, Ocean Star, 2016 – present\nEducation\n${education}`).matches.get("job1")!
    .requirements[0]!.found;

it("meets a school level ('A-level or …') by that level or a diploma, never by a trade's certificate", () => {
  const asked = meetsALevelOrDiploma;
  expect(asked("Sea safety certificate (STCW), Seychelles Maritime Academy, 2016\nSecondary school, 2006 – 2010")).toBe(
    false,
  );
  expect(asked("First aid certificate, Red Cross, 2019")).toBe(false);
  expect(asked("A-levels, Seychelles Institute of Advanced Studies, 2012")).toBe(true);
  expect(asked("Diploma in office administration, 2018")).toBe(true);
  expect(asked("Bachelor's degree in biology, 2015")).toBe(true);
});

it("reads a named certificate a listing asks for (CompTIA A+) as that listing's qualification and field", () => {
  const helpdesk = match("Education\nCompTIA A+ certification, 2025\nSkills\nWindows, Microsoft 365").matches.get(
    "f-helpdesk",
  )!;
  expect(helpdesk.requirements[0]!.found).toBe(true);
  expect(helpdesk.fieldStudied).toBe("CompTIA A");
});

it("reads the Kreol 'gardyen lannwit' (night watchman) as a security guard's work", () => {
  const watchman = "Leksperyans\nGardyen lannwit, Mahé Builders Warehouse, Providence\nZen 2019 – ozordi";
  const { matches } = match(watchman);
  expect(matches.get("f-security")!.background).toMatchObject({ title: "Gardyen lannwit", closeness: "same" });
  expect(ranked(watchman)[0]!.id).toBe("f-security");
});

it("reads a care assistant or a caregiver as a care worker's work (ESCO's 'social care assistant'), not a nursing assistant's", () => {
  for (const title of ["Care Assistant", "Caregiver"]) {
    const cv = `Experience\n${title}, Anse Royale Home for the Elderly, 2019 – present\nSkills\nFirst aid`;
    expect(match(cv).matches.get("f-nurse-aide")!.background).toBeNull();
  }
  // The nursing assistant's own words still are hers.
  const aide = "Experience\nNursing Aide, Anse Royale Hospital, 2019 – present\nSkills\nFirst aid";
  expect(match(aide).matches.get("f-nurse-aide")!.background).toMatchObject({ closeness: "same" });
});

/** Whether a CV with these studies shows the fixture dive instructor's first requirement (PADI OWSI). */
const padiAsked = (studies: string) =>
  match(`Education\n${studies}\nSkills\nSwimming`).matches.get("f-dive")!.requirements[0]!.found;

it("meets a dive instructor's 'PADI Open Water Scuba Instructor' by that certificate only, never by a divemaster's PADI", () => {
  expect(padiAsked("PADI Divemaster, 2023")).toBe(false);
  expect(padiAsked("PADI Open Water Diver, 2019")).toBe(false);
  expect(padiAsked("PADI Open Water Scuba Instructor (OWSI), 2022")).toBe(true);
  expect(padiAsked("Dive instructor (PADI), 2021")).toBe(true);
});

/** The ESCO occupations of the jobs a CV lists, by id. */
const jobOccupations = (cv: string) =>
  match(cv).profile.jobs.flatMap((job) => job.occupations.map((n) => prepared.concepts[n]!.id));

it("never reads the French 'patronne' (the boss) or 'conducteur' alone as a skipper, but a 'patron à la pêche' is one", () => {
  const cleaner =
    "Marie-Paule Estico\nJe fais le ménage depuis 2015. Depuis avril 2023 je travaille dans une maison d'hôtes à Anse Kerlan : je change les draps et je dis à la patronne quand quelque chose est cassé.";
  expect(jobOccupations(cleaner)).not.toContain("occ:ee646fa1");
  expect(jobOccupations("Expérience\nConducteur, Transports Mahé, 2015 – 2023")).not.toContain("occ:ee646fa1");
  expect(jobOccupations("Expérience\nPatron à la pêche, Praslin, 2015 – 2023")).toContain("occ:ee646fa1");
});

it("reads the Kreol 'kapitenn' (a boat's captain, as many write it) as a skipper, as 'kapiten bato'", () => {
  expect(jobOccupations("Leksperyans\nSegon ek kapitenn ranplasan, Sea Breeze Charters, 2019 – ozordi")).toContain(
    "occ:ee646fa1",
  );
  expect(jobOccupations("Leksperyans\nKapiten bato, Sea Breeze Charters, 2019 – ozordi")).toContain("occ:ee646fa1");
  expect(jobOccupations("Leksperyans\nSegon, Sea Breeze Charters, 2019 – ozordi")).not.toContain("occ:ee646fa1");
});

import * as m from "@/i18n/messages";
import { siteFormatLocale, siteLocale } from "@/i18n/site-locale";
import { listingTexts as crsTexts } from "./listing-texts/crs";
import { listingTexts as enTexts } from "./listing-texts/en";
import { listingTexts as frTexts } from "./listing-texts/fr";

/**
 * One thing a listing asks for, and the words that show it in a CV. `evidence` is groups of words
 * or phrases: the requirement is found when the CV holds at least one entry of every group. Each
 * entry is matched as whole words, ignoring case and accents, and lists common synonyms with the
 * French and Kreol forms where they differ, so a CV in any of the three languages matches whatever
 * the page's language. No entry may be a word every CV has ('experience').
 */
export type JobRequirement = {
  /** What the listing asks, as it is shown (in the page's language). */
  text: string;
  evidence: readonly (readonly string[])[];
};

const FRENCH = ["french", "français", "francais", "franse", "francophone", "bilingual", "bilingue", "trilingual"];
const CREOLE = ["creole", "créole", "kreol", "kreol seselwa", "seselwa", "trilingual"];
const ENGLISH = ["english", "anglais", "angle", "bilingual", "bilingue", "trilingual"];

/** A listing as the page shows it, its words in the page's language. */
export type JobListing = {
  /** "job1" to "job5". */
  id: JobId;
  title: string;
  company: string;
  location: string;
  /** 'Full-time' for every listing (spec §3). */
  type: string;
  /** A monthly range in Seychelles rupees, as it is shown. */
  salary: string;
  /** The date the listing went up, as it is shown. */
  posted: string;
  requirements: readonly JobRequirement[];
  description: string;
  /** Where the listing was published: the government employment site or a job board. */
  source: string;
  /** The listing on its source site; "Apply Now" opens it in a new tab. */
  url: string;
  /** How well the CV fits the job, in whole percent. */
  match: number;
};

/** What a listing is in every language: names, places, figures, links and the words the CV is matched on. */
type ListingData = {
  id: string;
  company: string;
  location: string;
  /** The monthly pay range in Seychelles rupees. */
  salary: readonly [min: number, max: number];
  /** Each requirement's evidence, in the order of its text in the listing's words. */
  requirements: readonly { evidence: JobRequirement["evidence"] }[];
  source: "government" | "job-board";
  url: string;
  match: number;
};

/**
 * A listing's words in one language (data/listing-texts/<language>.ts). Only this build's
 * language is bundled: the others are dropped at build time, since `siteLocale` is a constant.
 */
export type ListingTexts = {
  /** The government employment site as a listing's source shows it. */
  governmentSource: string;
  listings: Record<JobId, { title: string; description: string; posted: string; requirements: readonly string[] }>;
};

/** The job board's name, the same in every language. */
const JOB_BOARD_SOURCE = "Seychelles Jobs Board (jobs.sc)";

/**
 * Fixed sample listings. Their match figures, and so their order and colours, are the spec's sample
 * data; what the scan reads from the CV shows, per listing, which of its requirements were found.
 */
const listingData = [
  {
    id: "job1",
    company: "Victoria Business Services Ltd",
    location: "Victoria, Mahé",
    salary: [9_000, 12_000],
    requirements: [
      {
        evidence: [
          [
            "a level",
            "a levels",
            "advanced level",
            "office administration",
            "business administration",
            "secretarial",
            "secretariat",
            "administration de bureau",
            "bureautique",
            "administrasyon",
          ],
        ],
      },
      { evidence: [FRENCH, CREOLE] },
      {
        evidence: [
          [
            "excel",
            "microsoft word",
            "ms word",
            "microsoft office",
            "ms office",
            "office 365",
            "microsoft 365",
            "outlook",
            "spreadsheet",
            "spreadsheets",
            "tableur",
            "traitement de texte",
            "word processing",
          ],
        ],
      },
      {
        evidence: [
          [
            "office assistant",
            "office clerk",
            "clerk",
            "secretary",
            "secrétaire",
            "sekreter",
            "receptionist",
            "réceptionniste",
            "administrative assistant",
            "admin assistant",
            "office administrator",
            "office manager",
            "data entry",
            "employé de bureau",
            "biro",
          ],
        ],
      },
    ],
    source: "government",
    url: "https://www.employment.gov.sc/vacancies/administrative-assistant-victoria",
    match: 95,
  },
  {
    id: "job2",
    company: "Anse Volbert Beach Hotel",
    location: "Côte d'Or, Praslin",
    salary: [8_500, 11_000],
    requirements: [
      {
        evidence: [
          [
            "guest",
            "guests",
            "customer service",
            "customer care",
            "customers",
            "service client",
            "clients",
            "clientèle",
            "kliyan",
            "hospitality",
            "hôtellerie",
            "front desk",
            "front office",
            "receptionist",
            "réception",
            "tourists",
            "visitors",
          ],
        ],
      },
      { evidence: [ENGLISH, FRENCH] },
      {
        evidence: [
          [
            "shift",
            "shifts",
            "night shift",
            "weekend",
            "weekends",
            "public holidays",
            "roster",
            "rota",
            "flexible hours",
            "horaires décalés",
            "travail posté",
            "week end",
          ],
        ],
      },
    ],
    source: "job-board",
    url: "https://www.jobs.sc/listings/hotel-receptionist-praslin",
    match: 85,
  },
  {
    id: "job3",
    company: "Island Fresh Distributors Ltd",
    location: "Providence, Mahé",
    salary: [16_000, 22_000],
    requirements: [
      {
        evidence: [
          [
            "accounting",
            "accountancy",
            "acca",
            "cpa",
            "cima",
            "aat",
            "comptabilité",
            "comptable",
            "kontabilite",
            "kontab",
            "bachelor of commerce",
            "bcom",
          ],
        ],
      },
      {
        evidence: [
          [
            "bookkeeping",
            "book keeping",
            "bookkeeper",
            "book keeper",
            "tenue de livres",
            "ledger",
            "ledgers",
            "quickbooks",
            "sage",
          ],
          ["payroll", "payrolls", "paie", "salaires", "wages", "salary processing"],
        ],
      },
      {
        evidence: [
          [
            "vat",
            "value added tax",
            "tva",
            "taxe sur la valeur ajoutée",
            "business tax",
            "tax",
            "taxes",
            "tax returns",
            "taxe",
            "impôts",
            "fiscalité",
            "taks",
          ],
        ],
      },
    ],
    source: "government",
    url: "https://www.employment.gov.sc/vacancies/accountant-providence",
    match: 70,
  },
  {
    id: "job4",
    company: "La Digue Island Excursions",
    location: "La Passe, La Digue",
    salary: [8_000, 12_000],
    requirements: [
      {
        evidence: [
          [
            "tour guide",
            "tourist guide",
            "guide",
            "guiding",
            "guide touristique",
            "gid",
            "excursion",
            "excursions",
            "tour operator",
            "tours",
          ],
        ],
      },
      {
        evidence: [
          [
            "nature",
            "natural history",
            // Not 'history' alone: every CV has an 'employment history'.
            "local history",
            "seychelles history",
            "history of seychelles",
            "history degree",
            "ba history",
            "histoire",
            "istwar",
            "environment",
            "environnement",
            "ecology",
            "écologie",
            "conservation",
            "biology",
            "biologie",
            "wildlife",
            "marine",
            "heritage",
            "patrimoine",
            "botany",
            "birds",
          ],
        ],
      },
      {
        evidence: [
          [
            "cycling",
            "cyclisme",
            "bicycle",
            "bike",
            "bicyclette",
            "hiking",
            "walking",
            "randonnée",
            "sport",
            "sports",
            "fitness",
            "football",
            "athletics",
            "swimming",
            "natation",
            "running",
          ],
        ],
      },
    ],
    source: "job-board",
    url: "https://www.jobs.sc/listings/tour-guide-la-digue",
    match: 65,
  },
  {
    id: "job5",
    company: "Mahé Digital Solutions",
    location: "Victoria, Mahé",
    salary: [12_000, 16_000],
    requirements: [
      {
        evidence: [
          [
            "information technology",
            "ict",
            "computer science",
            "computing",
            "informatique",
            "enformatik",
            "comptia",
            "ccna",
            "it support",
            "it technician",
            "diploma in it",
            "certificate in it",
          ],
        ],
      },
      {
        evidence: [
          [
            "windows",
            "microsoft 365",
            "office 365",
            "networking",
            "network",
            "networks",
            "réseau",
            "réseaux",
            "rezo",
            "wifi",
            "wi fi",
            "tcp ip",
            "router",
            "routers",
          ],
        ],
      },
      {
        evidence: [
          [
            "driving licence",
            "driving license",
            "driver's licence",
            "driver's license",
            "drivers licence",
            "drivers license",
            "permis de conduire",
            "permis b",
            "permi kondwir",
          ],
        ],
      },
    ],
    source: "job-board",
    url: "https://www.jobs.sc/listings/it-support-technician-victoria",
    match: 60,
  },
] as const satisfies readonly ListingData[];

export type JobId = (typeof listingData)[number]["id"];

const texts: ListingTexts = siteLocale === "fr" ? frTexts : siteLocale === "crs" ? crsTexts : enTexts;
const rupees = new Intl.NumberFormat(siteFormatLocale);

/** Each listing's type keeps its number of requirements, so `requirements[0]` needs no check. */
type Localized<Data extends readonly ListingData[]> = {
  readonly [K in keyof Data]: Omit<JobListing, "requirements"> & {
    requirements: Requirements<Data[K]["requirements"]>;
  };
};
type Requirements<Data> = { readonly [K in keyof Data]: JobRequirement };

/** The five listings in this build's language, in the spec's order. */
export const jobListings = listingData.map(({ salary: [min, max], requirements, source, ...listing }): JobListing => {
  const words = texts.listings[listing.id];
  return {
    ...listing,
    title: words.title,
    type: m.jobs_type_full_time(),
    salary: m.jobs_salary_per_month({ min: rupees.format(min), max: rupees.format(max) }),
    posted: words.posted,
    requirements: requirements.map(({ evidence }, index) => ({ text: words.requirements[index] ?? "", evidence })),
    description: words.description,
    source: source === "government" ? texts.governmentSource : JOB_BOARD_SOURCE,
  };
}) as readonly JobListing[] as Localized<typeof listingData>;

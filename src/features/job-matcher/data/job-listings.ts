/**
 * One thing a listing asks for, and the words that show it in a CV. `evidence` is groups of words
 * or phrases: the requirement is found when the CV holds at least one entry of every group. Each
 * entry is matched as whole words, ignoring case and accents, and lists common synonyms with the
 * French and Kreol forms where they differ. No entry may be a word every CV has ('experience').
 */
export type JobRequirement = {
  /** What the listing asks, as it is shown. */
  text: string;
  evidence: readonly (readonly string[])[];
};

const FRENCH = ["french", "français", "francais", "franse", "francophone", "bilingual", "bilingue", "trilingual"];
const CREOLE = ["creole", "créole", "kreol", "kreol seselwa", "seselwa", "trilingual"];
const ENGLISH = ["english", "anglais", "angle", "bilingual", "bilingue", "trilingual"];

export type JobListing = {
  /** "job1" to "job5". */
  id: string;
  title: string;
  company: string;
  location: string;
  type: "Full-time";
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

const GOVERNMENT_SOURCE = "Employment Department (employment.gov.sc)";
const JOB_BOARD_SOURCE = "Seychelles Jobs Board (jobs.sc)";

/**
 * Fixed sample listings. Their match figures, and so their order and colours, are the spec's sample
 * data; what the scan reads from the CV shows, per listing, which of its requirements were found.
 */
export const jobListings = [
  {
    id: "job1",
    title: "Administrative Assistant",
    company: "Victoria Business Services Ltd",
    location: "Victoria, Mahé",
    type: "Full-time",
    salary: "SCR 9,000 – 12,000 per month",
    posted: "14 April 2025",
    requirements: [
      {
        text: "A-level or diploma in office administration",
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
      { text: "Good written English and French; Creole spoken", evidence: [FRENCH, CREOLE] },
      {
        text: "Confident with Word, Excel and e-mail",
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
        text: "At least one year of office experience",
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
    description:
      "Keep a busy office in Victoria running: answer calls and e-mails, manage diaries and files, prepare letters and support the accounts team.",
    source: GOVERNMENT_SOURCE,
    url: "https://www.employment.gov.sc/vacancies/administrative-assistant-victoria",
    match: 95,
  },
  {
    id: "job2",
    title: "Hotel Receptionist",
    company: "Anse Volbert Beach Hotel",
    location: "Côte d'Or, Praslin",
    type: "Full-time",
    salary: "SCR 8,500 – 11,000 per month",
    posted: "11 April 2025",
    requirements: [
      {
        text: "Friendly and calm with guests from around the world",
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
      { text: "English and French; German or Italian a plus", evidence: [ENGLISH, FRENCH] },
      {
        text: "Willing to work shifts, weekends and public holidays",
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
    description:
      "Welcome guests at the front desk, handle check-in and check-out, bookings and payments, and help visitors plan their days on Praslin.",
    source: JOB_BOARD_SOURCE,
    url: "https://www.jobs.sc/listings/hotel-receptionist-praslin",
    match: 85,
  },
  {
    id: "job3",
    title: "Accountant",
    company: "Island Fresh Distributors Ltd",
    location: "Providence, Mahé",
    type: "Full-time",
    salary: "SCR 16,000 – 22,000 per month",
    posted: "9 April 2025",
    requirements: [
      {
        text: "Degree in accounting or ACCA part-qualified",
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
        text: "Three years of bookkeeping and payroll",
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
        text: "Knowledge of Seychelles VAT and business tax",
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
    description:
      "Keep the books of a food import and distribution company: monthly accounts, payroll, VAT returns and reports for the directors.",
    source: GOVERNMENT_SOURCE,
    url: "https://www.employment.gov.sc/vacancies/accountant-providence",
    match: 70,
  },
  {
    id: "job4",
    title: "Tour Guide",
    company: "La Digue Island Excursions",
    location: "La Passe, La Digue",
    type: "Full-time",
    salary: "SCR 8,000 – 12,000 per month",
    posted: "7 April 2025",
    requirements: [
      {
        text: "Licensed tour guide, or willing to train for the licence",
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
        text: "Good knowledge of Seychelles nature and history",
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
        text: "Fit enough for walks and cycling in the heat",
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
    description:
      "Lead small groups by bicycle and on foot to the beaches, the Veuve reserve and the old plantation, sharing the island's stories.",
    source: JOB_BOARD_SOURCE,
    url: "https://www.jobs.sc/listings/tour-guide-la-digue",
    match: 65,
  },
  {
    id: "job5",
    title: "IT Support Technician",
    company: "Mahé Digital Solutions",
    location: "Victoria, Mahé",
    type: "Full-time",
    salary: "SCR 12,000 – 16,000 per month",
    posted: "3 April 2025",
    requirements: [
      {
        text: "Certificate or diploma in IT",
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
        text: "Windows, Microsoft 365 and basic networking",
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
        text: "A clean driving licence for site visits",
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
    description:
      "Set up and fix computers, printers and networks for small businesses around Mahé, by phone, remotely and on site.",
    source: JOB_BOARD_SOURCE,
    url: "https://www.jobs.sc/listings/it-support-technician-victoria",
    match: 60,
  },
] as const satisfies readonly JobListing[];

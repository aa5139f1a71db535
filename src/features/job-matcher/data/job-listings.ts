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
  requirements: string[];
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

/** Fixed sample listings: the scan is simulated, so every CV "matches" these five. */
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
      "A-level or diploma in office administration",
      "Good written English and French; Creole spoken",
      "Confident with Word, Excel and e-mail",
      "At least one year of office experience",
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
      "Friendly and calm with guests from around the world",
      "English and French; German or Italian a plus",
      "Willing to work shifts, weekends and public holidays",
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
      "Degree in accounting or ACCA part-qualified",
      "Three years of bookkeeping and payroll",
      "Knowledge of Seychelles VAT and business tax",
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
      "Licensed tour guide, or willing to train for the licence",
      "Good knowledge of Seychelles nature and history",
      "Fit enough for walks and cycling in the heat",
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
      "Certificate or diploma in IT",
      "Windows, Microsoft 365 and basic networking",
      "A clean driving licence for site visits",
    ],
    description:
      "Set up and fix computers, printers and networks for small businesses around Mahé, by phone, remotely and on site.",
    source: JOB_BOARD_SOURCE,
    url: "https://www.jobs.sc/listings/it-support-technician-victoria",
    match: 60,
  },
] as const satisfies readonly JobListing[];

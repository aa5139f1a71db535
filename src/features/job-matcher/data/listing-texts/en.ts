import type { ListingTexts } from "../job-listings";

/** The listings' words in English, exactly as the spec's sample data shows them. */
export const listingTexts: ListingTexts = {
  governmentSource: "Employment Department (employment.gov.sc)",
  listings: {
    job1: {
      title: "Administrative Assistant",
      description:
        "Keep a busy office in Victoria running: answer calls and e-mails, manage diaries and files, prepare letters and support the accounts team.",
      posted: "14 April 2025",
      requirements: [
        "A-level or diploma in office administration",
        "Good written English and French; Creole spoken",
        "Confident with Word, Excel and e-mail",
        "At least one year of office experience",
      ],
    },
    job2: {
      title: "Hotel Receptionist",
      description:
        "Welcome guests at the front desk, handle check-in and check-out, bookings and payments, and help visitors plan their days on Praslin.",
      posted: "11 April 2025",
      requirements: [
        "Friendly and calm with guests from around the world",
        "English and French; German or Italian a plus",
        "Willing to work shifts, weekends and public holidays",
      ],
    },
    job3: {
      title: "Accountant",
      description:
        "Keep the books of a food import and distribution company: monthly accounts, payroll, VAT returns and reports for the directors.",
      posted: "9 April 2025",
      requirements: [
        "Degree in accounting or ACCA part-qualified",
        "Three years of bookkeeping and payroll",
        "Knowledge of Seychelles VAT and business tax",
      ],
    },
    job4: {
      title: "Tour Guide",
      description:
        "Lead small groups by bicycle and on foot to the beaches, the Veuve reserve and the old plantation, sharing the island's stories.",
      posted: "7 April 2025",
      requirements: [
        "Licensed tour guide, or willing to train for the licence",
        "Good knowledge of Seychelles nature and history",
        "Fit enough for walks and cycling in the heat",
      ],
    },
    job5: {
      title: "IT Support Technician",
      description:
        "Set up and fix computers, printers and networks for small businesses around Mahé, by phone, remotely and on site.",
      posted: "3 April 2025",
      requirements: [
        "Certificate or diploma in IT",
        "Windows, Microsoft 365 and basic networking",
        "A clean driving licence for site visits",
      ],
    },
  },
};

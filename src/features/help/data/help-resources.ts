export type HelpCategory = "government" | "private";

export type HelpResource = {
  /** "g1" to "g3" for government, "p1" to "p3" for private organisations. */
  id: string;
  category: HelpCategory;
  name: string;
  description: string;
  services: string[];
  contact: {
    address: string;
    /** As it is shown: +248 and seven digits. */
    phone: string;
    email: string;
    website: string;
  };
};

export const helpResources = [
  {
    id: "g1",
    category: "government",
    name: "Ministry of Employment and Social Affairs",
    description:
      "Helps job seekers into work, protects workers' rights and gives social assistance to families and people in need.",
    services: [
      "Job seeker registration",
      "Career guidance and counselling",
      "Unemployment relief and social welfare",
      "Work permits and labour disputes",
    ],
    contact: {
      address: "Independence House, Independence Avenue, Victoria, Mahé",
      phone: "+248 429 8600",
      email: "info@employment.gov.sc",
      website: "https://www.employment.gov.sc",
    },
  },
  {
    id: "g2",
    category: "government",
    name: "Ministry of Health",
    description: "Runs public hospitals and district health centres across the islands, with free care for citizens.",
    services: [
      "District health centres",
      "Maternal and child health clinics",
      "Mental health and counselling",
      "Vaccination programmes",
    ],
    contact: {
      address: "Seychelles Hospital, Mont Fleuri, Mahé",
      phone: "+248 438 8000",
      email: "info@health.gov.sc",
      website: "https://www.health.gov.sc",
    },
  },
  {
    id: "g3",
    category: "government",
    name: "Ministry of Education",
    description:
      "Oversees schools and further education, with support for learners of every age, from early childhood to adult learning.",
    services: [
      "School enrolment",
      "Bursaries and scholarships",
      "Adult literacy and second-chance education",
      "Special educational needs support",
    ],
    contact: {
      address: "Mont Fleuri, Victoria, Mahé",
      phone: "+248 428 3283",
      email: "info@education.gov.sc",
      website: "https://www.education.gov.sc",
    },
  },
  {
    id: "p1",
    category: "private",
    name: "Red Cross Society of Seychelles",
    description:
      "Volunteers who respond to emergencies and disasters, teach first aid and support vulnerable people in their communities.",
    services: ["First aid training", "Disaster relief", "Blood donation drives", "Restoring family links"],
    contact: {
      address: "Place de la République, Victoria, Mahé",
      phone: "+248 432 4646",
      email: "redcross@redcross.sc",
      website: "https://www.redcross.sc",
    },
  },
  {
    id: "p2",
    category: "private",
    name: "Koudmen Seychelles Foundation",
    description:
      "This foundation: community news, job-seeker workshops, CV help and a hand for families going through a hard time.",
    services: [
      "CV writing and job search help",
      "Youth employment workshops",
      "Community volunteering",
      "Emergency family support",
    ],
    contact: {
      address: "Rue Albert, Victoria, Mahé",
      phone: "+248 422 5100",
      email: "hello@koudmen.sc",
      website: "https://www.koudmen.sc",
    },
  },
  {
    id: "p3",
    category: "private",
    name: "Cancer Concern Association",
    description:
      "Supports people living with cancer and their families, and raises awareness of early screening across Seychelles.",
    services: [
      "Patient and family counselling",
      "Screening awareness campaigns",
      "Help with treatment costs",
      "Support groups on Mahé and Praslin",
    ],
    contact: {
      address: "Baie Sainte Anne, Praslin",
      phone: "+248 423 2350",
      email: "info@cancerconcern.sc",
      website: "https://www.cancerconcern.sc",
    },
  },
] as const satisfies readonly HelpResource[];

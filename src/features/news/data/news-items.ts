export type NewsItem = {
  id: number;
  title: string;
  /** The date as it is shown. */
  date: string;
  /** The same date, machine-readable, for the <time> element. */
  isoDate: string;
  description: string;
  content: string;
  /** What the picture will show, until the photograph is in. */
  image: string;
};

export const newsItems = [
  {
    id: 1,
    title: "Community Beach Cleanup at Anse Royale",
    date: "March 29, 2025",
    isoDate: "2025-03-29",
    description: "Over 120 volunteers cleared plastic and debris from one of Mahé's best-loved beaches.",
    content:
      "Families, schools and local businesses joined us on Saturday morning to clean the length of Anse Royale. Together we collected more than 400 kg of waste, most of it plastic washed in by the tide. Thank you to the District Administration Office for the gloves and bags, and to everyone who came. The next cleanup will be announced in our Facebook group.",
    image: "Volunteers with full bags of rubbish on the sand at Anse Royale",
  },
  {
    id: 2,
    title: "Youth Employment Workshop Series Begins",
    date: "April 3, 2025",
    isoDate: "2025-04-03",
    description: "Free weekly workshops on CV writing, interviews and finding work for young people aged 16 to 30.",
    content:
      "Our six-week workshop series opens at the Victoria community centre, with sessions every Thursday from 4 pm. Trainers from local employers will cover writing a CV, preparing for interviews and where to look for work. Places are free but limited, so register early. Bring along a draft CV from our CV Builder and get one-to-one feedback.",
    image: "Young people at a workshop table with laptops and notebooks",
  },
  {
    id: 3,
    title: "New Partnership with Local Businesses",
    date: "April 9, 2025",
    isoDate: "2025-04-09",
    description: "Twelve Seychellois businesses have joined our programme to offer training places and jobs.",
    content:
      "Hotels, shops, a boatyard and an IT company on Mahé and Praslin have signed our partnership charter. Each partner will offer work-experience placements and tell us first when they are hiring, so that job seekers who use our services hear about openings early. Businesses that would like to join can contact the foundation's office in Victoria.",
    image: "Foundation staff shaking hands with local business owners",
  },
  {
    id: 4,
    title: "Annual Fundraising Gala",
    date: "April 15, 2025",
    isoDate: "2025-04-15",
    description: "An evening of Creole music and food to raise funds for our community programmes.",
    content:
      "Join us at the International Conference Centre in Victoria for our annual gala, with live moutya and sega, a Creole buffet and a charity auction. Every rupee raised goes to the workshop series, the help directory and support for families in need. Tickets are on sale at the foundation's office and from our volunteers.",
    image: "A stage with musicians and dancers under festival lights",
  },
] as const satisfies readonly NewsItem[];

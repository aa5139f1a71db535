/**
 * A course page's structured data for search engines: a schema.org Course with the fields Google's
 * course guidelines ask for (name, description, provider, offers with their category,
 * hasCourseInstance with its mode and, when the course has one, its start), and a reader of the
 * markup needs to place it (url, inLanguage, the place it is taught). A course that starts whenever
 * enough people enrol has an instance with no start. Plain data; the page writes it as
 * <script type="application/ld+json">.
 */
export type CourseData = {
  "@context": "https://schema.org";
  "@type": "Course";
  name: string;
  description: string;
  url: string;
  inLanguage: string;
  provider: { "@type": "Organization"; name: string; url: string };
  offers: {
    "@type": "Offer";
    category: "Free" | "Paid";
    price: number;
    priceCurrency: "SCR";
  }[];
  hasCourseInstance: {
    "@type": "CourseInstance";
    courseMode: "Onsite";
    startDate?: string;
    location: {
      "@type": "Place";
      name: string;
      address: { "@type": "PostalAddress"; addressLocality: string; addressCountry: "SC" };
    };
  }[];
};

export function courseData({
  title,
  description,
  url,
  language,
  provider,
  cost,
  starts,
  location,
}: {
  title: string;
  description: string;
  url: string;
  language: string;
  provider: { name: string; website: string };
  cost: number;
  starts?: string;
  location: string;
}): CourseData {
  // "Seychelles Maritime Academy, Providence, Mahé": the place is what follows the school's name.
  const parts = location.split(/,\s*/);
  const locality = parts.length > 2 ? parts.slice(1).join(", ") : location;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: title,
    description,
    url,
    inLanguage: language,
    provider: { "@type": "Organization", name: provider.name, url: provider.website },
    offers: [{ "@type": "Offer", category: cost === 0 ? "Free" : "Paid", price: cost, priceCurrency: "SCR" }],
    hasCourseInstance: [
      {
        "@type": "CourseInstance",
        courseMode: "Onsite",
        ...(starts === undefined ? {} : { startDate: starts }),
        location: {
          "@type": "Place",
          name: location,
          address: { "@type": "PostalAddress", addressLocality: locality, addressCountry: "SC" },
        },
      },
    ],
  };
}

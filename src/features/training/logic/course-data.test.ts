import { describe, expect, it } from "vitest";
import { courseData } from "./course-data";

const base = {
  title: "Basic Sea Safety (STCW)",
  description: "The basic safety training every seafarer needs.",
  url: "https://koudmen.sc/training/c2-basic-sea-safety-stcw-providence",
  language: "en",
  provider: { name: "Ministry of Education", website: "https://www.education.gov.sc" },
  location: "Seychelles Maritime Academy, Providence, Mahé",
};

describe("a course's structured data", () => {
  it("is a schema.org Course with its provider, a paid offer in rupees and a dated instance where it is taught", () => {
    expect(courseData({ ...base, cost: 4500, starts: "2027-01-18" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "Basic Sea Safety (STCW)",
      description: "The basic safety training every seafarer needs.",
      url: "https://koudmen.sc/training/c2-basic-sea-safety-stcw-providence",
      inLanguage: "en",
      provider: { "@type": "Organization", name: "Ministry of Education", url: "https://www.education.gov.sc" },
      offers: [{ "@type": "Offer", category: "Paid", price: 4500, priceCurrency: "SCR" }],
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: "Onsite",
          startDate: "2027-01-18",
          location: {
            "@type": "Place",
            name: "Seychelles Maritime Academy, Providence, Mahé",
            address: { "@type": "PostalAddress", addressLocality: "Providence, Mahé", addressCountry: "SC" },
          },
        },
      ],
    });
  });

  it("says a free course is free, and gives a course that starts when enough people enrol no start", () => {
    const data = courseData({ ...base, cost: 0, location: "Victoria, Mahé" });
    expect(data.offers).toEqual([{ "@type": "Offer", category: "Free", price: 0, priceCurrency: "SCR" }]);
    expect(data.hasCourseInstance[0]).not.toHaveProperty("startDate");
    expect(data.hasCourseInstance[0]!.location.address.addressLocality).toBe("Victoria, Mahé");
  });
});

import { describe, expect, it } from "vitest";
import { jobPostingData, jobPostingProblems } from "./job-posting-data";

const words = {
  title: "Tour Guide",
  description: "Show visitors La Digue <by bike>.",
  requirements: ["English and French", "First aid"],
  posted: "2026-05-18",
  closes: "2026-05-30",
  type: "Part-time" as const,
  company: "La Digue Tours",
  location: "La Passe, La Digue",
  salary: { min: 8000, max: 10000 },
  id: "job4",
  siteName: "Koudmen Seychelles Foundation",
  url: "https://koudmen.example/fr/jobs/tour-guide-la-digue",
};

describe("jobPostingData", () => {
  it("describes the job, its employer, place, pay and last moment to apply in Seychelles", () => {
    expect(jobPostingData(words)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Tour Guide",
      description:
        "<p>Show visitors La Digue &lt;by bike&gt;.</p><ul><li>English and French</li><li>First aid</li></ul>",
      datePosted: "2026-05-18",
      validThrough: "2026-05-30T23:59:59+04:00",
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization", name: "La Digue Tours" },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "La Passe",
          addressRegion: "La Digue",
          addressCountry: "SC",
        },
      },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "SCR",
        value: { "@type": "QuantitativeValue", minValue: 8000, maxValue: 10000, unitText: "MONTH" },
      },
      identifier: { "@type": "PropertyValue", name: "Koudmen Seychelles Foundation", value: "job4" },
      directApply: false,
      url: "https://koudmen.example/fr/jobs/tour-guide-la-digue",
    });
  });

  it("maps each kind of work to schema.org's words, and leaves out validThrough without a closing day", () => {
    const kinds = (["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const).map(
      (type) => jobPostingData({ ...words, type }).employmentType,
    );
    expect(kinds).toEqual(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]);
    const { closes: _closes, ...open } = words;
    expect(jobPostingData(open)).not.toHaveProperty("validThrough");
  });
});

describe("jobPostingProblems", () => {
  it("finds nothing missing in the data the pages write", () => {
    expect(jobPostingProblems(jobPostingData(words))).toEqual([]);
  });

  it("names each required or recommended field that is missing or wrong", () => {
    const { title: _title, hiringOrganization: _org, ...rest } = jobPostingData(words);
    expect(
      jobPostingProblems({
        ...rest,
        validThrough: "30 May 2026",
        employmentType: "Part-time",
        jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Victoria" } },
        baseSalary: { ...rest.baseSalary, currency: "USD" },
      }),
    ).toEqual([
      "title is missing",
      "validThrough is not an ISO 8601 date",
      "employmentType is not one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN",
      "hiringOrganization is not a named Organization",
      "jobLocation's addressCountry is not SC",
      "baseSalary is not a MonetaryAmount in SCR",
    ]);
    expect(jobPostingProblems(null)).toHaveLength(15);
  });
});

/**
 * A job page's structured data for search engines: a schema.org JobPosting with the fields Google's
 * job-posting guidelines require (title, description, datePosted, hiringOrganization, jobLocation)
 * and recommend (validThrough, employmentType, baseSalary, identifier, directApply). Plain data; the
 * page writes it as <script type="application/ld+json"> while the listing is open.
 */
export type JobPostingData = {
  "@context": "https://schema.org";
  "@type": "JobPosting";
  title: string;
  description: string;
  datePosted: string;
  validThrough?: string;
  employmentType: EmploymentType;
  hiringOrganization: { "@type": "Organization"; name: string };
  jobLocation: {
    "@type": "Place";
    address: { "@type": "PostalAddress"; addressLocality: string; addressRegion?: string; addressCountry: "SC" };
  };
  baseSalary: {
    "@type": "MonetaryAmount";
    currency: "SCR";
    value: { "@type": "QuantitativeValue"; minValue: number; maxValue: number; unitText: "MONTH" };
  };
  identifier: { "@type": "PropertyValue"; name: string; value: string };
  directApply: false;
  url: string;
};

/** The kinds of work content/jobs names, as schema.org's employmentType values. */
export const EMPLOYMENT_TYPES = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Temporary: "TEMPORARY",
  Internship: "INTERN",
} as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[keyof typeof EMPLOYMENT_TYPES];

/** The end of a closing day in Seychelles (UTC+4 all year): the last moment to apply. */
export function endOfSeychellesDay(day: string): string {
  return `${day}T23:59:59+04:00`;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function jobPostingData({
  title,
  description,
  requirements,
  posted,
  closes,
  type,
  company,
  location,
  salary,
  id,
  siteName,
  url,
}: {
  title: string;
  description: string;
  requirements: readonly string[];
  posted: string;
  closes?: string;
  type: keyof typeof EMPLOYMENT_TYPES;
  company: string;
  /** "Victoria, Mahé": the town, then the island. */
  location: string;
  salary: { min: number; max: number };
  id: string;
  siteName: string;
  url: string;
}): JobPostingData {
  const [locality = location, ...rest] = location.split(",").map((part) => part.trim());
  const region = rest.join(", ");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title,
    // Search engines take the description as HTML: the job, then what it asks for.
    description: [
      `<p>${escapeHtml(description)}</p>`,
      ...(requirements.length > 0
        ? [`<ul>${requirements.map((requirement) => `<li>${escapeHtml(requirement)}</li>`).join("")}</ul>`]
        : []),
    ].join(""),
    datePosted: posted,
    ...(closes === undefined ? {} : { validThrough: endOfSeychellesDay(closes) }),
    employmentType: EMPLOYMENT_TYPES[type],
    hiringOrganization: { "@type": "Organization", name: company },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: locality,
        ...(region ? { addressRegion: region } : {}),
        addressCountry: "SC",
      },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "SCR",
      value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: "MONTH" },
    },
    identifier: { "@type": "PropertyValue", name: siteName, value: id },
    directApply: false,
    url,
  };
}

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/.test(value);
const field = (data: unknown, key: string): unknown =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/**
 * What a JobPosting lacks of the fields search engines require or recommend (schema.org, Google's
 * job-posting guidelines), in words; empty when it has them all. `validThrough` is checked only when
 * present (a listing without a closing day has none). Checks what a page really carries.
 */
export function jobPostingProblems(data: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(field(data, "@context") === "https://schema.org", "@context is not https://schema.org");
  need(field(data, "@type") === "JobPosting", "@type is not JobPosting");
  need(isText(field(data, "title")), "title is missing");
  need(isText(field(data, "description")), "description is missing");
  need(isDate(field(data, "datePosted")), "datePosted is not an ISO 8601 date");
  const validThrough = field(data, "validThrough");
  need(validThrough === undefined || isDate(validThrough), "validThrough is not an ISO 8601 date");
  need(
    (Object.values(EMPLOYMENT_TYPES) as unknown[]).includes(field(data, "employmentType")),
    "employmentType is not one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN",
  );
  const organization = field(data, "hiringOrganization");
  need(
    field(organization, "@type") === "Organization" && isText(field(organization, "name")),
    "hiringOrganization is not a named Organization",
  );
  const place = field(data, "jobLocation");
  const address = field(place, "address");
  need(field(place, "@type") === "Place", "jobLocation is not a Place");
  need(
    field(address, "@type") === "PostalAddress" && isText(field(address, "addressLocality")),
    "jobLocation has no PostalAddress with an addressLocality",
  );
  need(field(address, "addressCountry") === "SC", "jobLocation's addressCountry is not SC");
  const salary = field(data, "baseSalary");
  const value = field(salary, "value");
  const min = field(value, "minValue");
  const max = field(value, "maxValue");
  need(
    field(salary, "@type") === "MonetaryAmount" && field(salary, "currency") === "SCR",
    "baseSalary is not a MonetaryAmount in SCR",
  );
  need(
    field(value, "@type") === "QuantitativeValue" &&
      typeof min === "number" &&
      typeof max === "number" &&
      min > 0 &&
      min <= max,
    "baseSalary has no QuantitativeValue range (minValue ≤ maxValue)",
  );
  need(field(value, "unitText") === "MONTH", "baseSalary's unitText is not MONTH");
  need(isText(field(field(data, "identifier"), "value")), "identifier has no value");
  need(typeof field(data, "directApply") === "boolean", "directApply is not true or false");
  return problems;
}

/**
 * A news page's structured data for search engines: a schema.org NewsArticle, with the fields
 * Google's article guidelines recommend (headline, image, datePublished, dateModified, author) and
 * those a reader of the markup needs to place it (description, inLanguage, publisher,
 * mainEntityOfPage). Plain data; the route writes it as <script type="application/ld+json">.
 */
export type NewsArticleData = {
  "@context": "https://schema.org";
  "@type": "NewsArticle";
  headline: string;
  description: string;
  datePublished: string;
  dateModified: string;
  image: string[];
  inLanguage: string;
  url: string;
  mainEntityOfPage: { "@type": "WebPage"; "@id": string };
  author: Organization;
  publisher: Organization & { logo: { "@type": "ImageObject"; url: string } };
};

type Organization = { "@type": "Organization"; name: string; url: string };

/** Search engines show at most 110 characters of a headline. */
export const HEADLINE_MAX = 110;

export function newsArticleData({
  title,
  description,
  date,
  language,
  url,
  imageUrl,
  siteName,
  siteUrl,
  logoUrl,
}: {
  title: string;
  description: string;
  date: string;
  language: string;
  url: string;
  imageUrl: string;
  siteName: string;
  siteUrl: string;
  logoUrl: string;
}): NewsArticleData {
  const organization: Organization = { "@type": "Organization", name: siteName, url: siteUrl };
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: title.length > HEADLINE_MAX ? `${title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : title,
    description,
    datePublished: date,
    dateModified: date,
    image: [imageUrl],
    inLanguage: language,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: logoUrl } },
  };
}

const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+\//.test(value);
const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isDate = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
const field = (data: unknown, key: string): unknown =>
  typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/**
 * What a NewsArticle lacks of the fields search engines require or recommend (schema.org, Google's
 * article guidelines), in words; empty when it has them all. Checks what a page really carries.
 */
export function newsArticleProblems(data: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(field(data, "@context") === "https://schema.org", "@context is not https://schema.org");
  need(field(data, "@type") === "NewsArticle", "@type is not NewsArticle");
  const headline = field(data, "headline");
  need(isText(headline) && String(headline).length <= HEADLINE_MAX, "headline is missing or over 110 characters");
  need(isText(field(data, "description")), "description is missing");
  need(isDate(field(data, "datePublished")), "datePublished is not an ISO 8601 date");
  need(isDate(field(data, "dateModified")), "dateModified is not an ISO 8601 date");
  const image = field(data, "image");
  need(Array.isArray(image) && image.length > 0 && image.every(isAbsoluteUrl), "image is not a list of absolute URLs");
  need(isText(field(data, "inLanguage")), "inLanguage is missing");
  need(isAbsoluteUrl(field(data, "url")), "url is not absolute");
  need(isAbsoluteUrl(field(field(data, "mainEntityOfPage"), "@id")), "mainEntityOfPage has no absolute @id");
  for (const who of ["author", "publisher"]) {
    const party = field(data, who);
    need(
      field(party, "@type") === "Organization" && isText(field(party, "name")),
      `${who} is not a named Organization`,
    );
    need(isAbsoluteUrl(field(party, "url")), `${who} has no absolute url`);
  }
  need(
    isAbsoluteUrl(field(field(field(data, "publisher"), "logo"), "url")),
    "publisher has no logo with an absolute url",
  );
  return problems;
}

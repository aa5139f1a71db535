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
  isoDate,
  language,
  url,
  imageUrl,
  siteName,
  siteUrl,
  logoUrl,
}: {
  title: string;
  description: string;
  isoDate: string;
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
    datePublished: isoDate,
    dateModified: isoDate,
    image: [imageUrl],
    inLanguage: language,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    author: organization,
    publisher: { ...organization, logo: { "@type": "ImageObject", url: logoUrl } },
  };
}

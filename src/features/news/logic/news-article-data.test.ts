import { describe, expect, it } from "vitest";
import { newsArticleData, newsArticleProblems } from "./news-article-data";

const words = {
  title: "Annual Fundraising Gala",
  description: "An evening of Creole music and food.",
  date: "2025-04-15",
  language: "crs",
  url: "https://koudmen.example/crs/news/2025-04-15-annual-fundraising-gala",
  imageUrl: "https://koudmen.example/crs/share/news/2025-04-15-annual-fundraising-gala.png",
  siteName: "Koudmen Seychelles Foundation",
  siteUrl: "https://koudmen.example/crs",
  logoUrl: "https://koudmen.example/icons/icon-512.png",
};

describe("newsArticleData", () => {
  it("describes the article, its page, its language and the foundation that wrote it", () => {
    expect(newsArticleData(words)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Annual Fundraising Gala",
      description: "An evening of Creole music and food.",
      datePublished: "2025-04-15",
      dateModified: "2025-04-15",
      image: ["https://koudmen.example/crs/share/news/2025-04-15-annual-fundraising-gala.png"],
      inLanguage: "crs",
      url: "https://koudmen.example/crs/news/2025-04-15-annual-fundraising-gala",
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": "https://koudmen.example/crs/news/2025-04-15-annual-fundraising-gala",
      },
      author: { "@type": "Organization", name: "Koudmen Seychelles Foundation", url: "https://koudmen.example/crs" },
      publisher: {
        "@type": "Organization",
        name: "Koudmen Seychelles Foundation",
        url: "https://koudmen.example/crs",
        logo: { "@type": "ImageObject", url: "https://koudmen.example/icons/icon-512.png" },
      },
    });
  });

  it("cuts a headline longer than search engines show, at 110 characters", () => {
    const { headline } = newsArticleData({ ...words, title: "a".repeat(150) });
    expect(headline).toHaveLength(110);
    expect(headline.endsWith("…")).toBe(true);
  });
});

describe("newsArticleProblems", () => {
  it("finds nothing missing in the data the pages write", () => {
    expect(newsArticleProblems(newsArticleData(words))).toEqual([]);
  });

  it("names each required or recommended field that is missing or wrong", () => {
    const { headline: _headline, author: _author, ...rest } = newsArticleData(words);
    expect(
      newsArticleProblems({
        ...rest,
        "@type": "Article",
        image: ["/crs/share/news/gala.png"],
        datePublished: "15 April 2025",
        publisher: { ...rest.publisher, logo: { "@type": "ImageObject", url: "" } },
      }),
    ).toEqual([
      "@type is not NewsArticle",
      "headline is missing or over 110 characters",
      "datePublished is not an ISO 8601 date",
      "image is not a list of absolute URLs",
      "author is not a named Organization",
      "author has no absolute url",
      "publisher has no logo with an absolute url",
    ]);
    expect(newsArticleProblems(null)).toHaveLength(15);
  });
});

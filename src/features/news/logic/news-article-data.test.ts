import { describe, expect, it } from "vitest";
import { newsArticleData } from "./news-article-data";

const words = {
  title: "Annual Fundraising Gala",
  description: "An evening of Creole music and food.",
  isoDate: "2025-04-15",
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

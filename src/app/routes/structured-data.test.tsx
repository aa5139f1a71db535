// @vitest-environment jsdom
/*
 * What the build writes for search engines and feed readers, checked from the very code that writes
 * it: each job page's JobPosting (rendered as the build prerenders it), each news page's
 * NewsArticle (its head), the sitemap and the news feed (their routes' answers). The field lists are
 * written out here, from Google's guidelines, so a field the code stops writing fails this test.
 */
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { JobPage } from "@/features/job-matcher/components/job-page";
import { jobPostingProblems } from "@/features/job-matcher/logic/job-posting-data";
import { newsItemMeta } from "@/features/news/logic/news-item-meta";
import { newsArticleProblems } from "@/features/news/logic/news-article-data";
import { jobs } from "@/content/jobs/collection.server";
import { news } from "@/content/news/collection.server";
import { courses } from "@/content/courses/collection.server";
import { itemsOf, pagesOf } from "@/content/page-data.server";
import { loader as feedLoader } from "./news-feed";
import { loader as sitemapLoader } from "./sitemap";

/** Google's job posting guidelines: the required properties, then the recommended ones we can fill. */
const JOB_POSTING_REQUIRED = ["title", "description", "datePosted", "hiringOrganization", "jobLocation"];
const JOB_POSTING_RECOMMENDED = ["employmentType", "baseSalary", "identifier", "directApply"];
/** Google's article guidelines have no required properties; these are the recommended ones. */
const NEWS_ARTICLE_RECOMMENDED = ["headline", "image", "datePublished", "dateModified", "author"];

const ORIGIN = "http://localhost:4173";

/** What the job and news pages' loaders give them, from content/, as the build prerenders them today. */
const jobListings = await pagesOf(jobs);
const newsItems = await pagesOf(news);
const courseItems = itemsOf(courses);

/**
 * The job pages as a build on 20 April 2025 made them, when every listing of content/ was days old
 * (they have no closing day, so today they are all stale and carry no JobPosting).
 */
async function pagesBuiltOn(day: string) {
  const before = process.env.BUILD_DAY;
  process.env.BUILD_DAY = day;
  try {
    return await pagesOf(jobs);
  } finally {
    if (before === undefined) delete process.env.BUILD_DAY;
    else process.env.BUILD_DAY = before;
  }
}
const freshListings = await pagesBuiltOn("2025-04-20");

/** The JSON-LD blocks in a piece of HTML, parsed. */
function jsonLd(html: string): unknown[] {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ""),
  );
}

/** A job's page, rendered as the prerender does, and its JSON-LD blocks. */
const jobPageBlocks = (job: (typeof jobListings)[number]) =>
  jsonLd(
    renderToString(
      <MemoryRouter initialEntries={[`/jobs/${job.slug}`]}>
        <JobPage job={job} />
      </MemoryRouter>,
    ),
  );

describe("every job page's JobPosting", () => {
  const open = freshListings.filter((job) => !job.closedAtBuild && !job.staleAtBuild);
  it("is written for every listing open and fresh on the build's day", () => {
    expect(open.map((job) => job.slug)).toEqual(freshListings.map((job) => job.slug));
  });
  it.each(open.map((job) => [job.slug, job] as const))("%s", (_slug, job) => {
    const blocks = jobPageBlocks(job);
    expect(blocks).toHaveLength(1);
    const posting = blocks[0] as Record<string, unknown>;
    expect(jobPostingProblems(posting)).toEqual([]);
    for (const key of [...JOB_POSTING_REQUIRED, ...JOB_POSTING_RECOMMENDED]) expect(posting).toHaveProperty(key);
    expect(posting.validThrough).toBe(job.closes === undefined ? undefined : `${job.closes}T23:59:59+04:00`);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: job.title,
      datePosted: job.posted,
      hiringOrganization: { "@type": "Organization", name: job.company },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "SC" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "SCR",
        value: { minValue: job.salary.min, maxValue: job.salary.max, unitText: "MONTH" },
      },
      url: `${ORIGIN}/jobs/${job.slug}`,
    });
  });

  it("has validThrough, the end of its closing day in Seychelles, where the listing has a closing day", () => {
    const [job] = freshListings;
    const blocks = jobPageBlocks({ ...job!, closes: "2025-05-30" });
    expect(blocks).toEqual([expect.objectContaining({ validThrough: "2025-05-30T23:59:59+04:00" })]);
  });

  it("is left out of the page of a job that had closed when the site was built", () => {
    const [fresh] = freshListings;
    expect(jobPageBlocks({ ...fresh!, closes: "2025-04-19", closedAtBuild: true })).toEqual([]);
    for (const job of jobListings.filter((listing) => listing.closedAtBuild)) expect(jobPageBlocks(job)).toEqual([]);
  });

  it("is left out of the page of a listing with no closing day posted over 60 days before the build", async () => {
    // content/'s listings went up in April 2025: all stale on 14 June 2025, 61 days after the latest (14 April).
    const stale = await pagesBuiltOn("2025-06-14");
    expect(stale.map((job) => job.staleAtBuild === true)).toEqual(stale.map(() => true));
    for (const job of stale) expect(jobPageBlocks(job)).toEqual([]);
    for (const job of jobListings.filter((listing) => listing.staleAtBuild)) expect(jobPageBlocks(job)).toEqual([]);
  });
});

describe("every news page's NewsArticle", () => {
  it.each(newsItems.map((item) => [item.slug, item] as const))("%s", (_slug, item) => {
    const scripts = newsItemMeta(item).flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"]] : []));
    expect(scripts).toHaveLength(1);
    const article = JSON.parse(JSON.stringify(scripts[0])) as Record<string, unknown>;
    expect(newsArticleProblems(article)).toEqual([]);
    for (const key of NEWS_ARTICLE_RECOMMENDED) expect(article).toHaveProperty(key);
  });
});

describe("the sitemap", () => {
  it("is XML listing every page, news item, job and course in every language, each with its alternates", async () => {
    const xml = new DOMParser().parseFromString(await sitemapLoader().text(), "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    const urls = [...xml.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
    const locs = urls.map((url) => url.getElementsByTagName("loc")[0]?.textContent);
    const pages = [
      "/",
      "/news",
      "/help",
      "/cv-builder",
      "/job-matcher",
      "/jobs",
      "/my-jobs",
      "/training",
      ...newsItems.map((item) => `/news/${item.slug}`),
      ...jobListings.map((job) => `/jobs/${job.slug}`),
      // A course's page is named by its file: its id, then its slug.
      ...courseItems.map((course) => `/training/${course.id}-${course.slug}`),
    ];
    const expected = ["", "/fr", "/crs"].flatMap((prefix) =>
      pages.map((page) => ORIGIN + (prefix && page === "/" ? prefix : prefix + page)),
    );
    expect(locs.toSorted()).toEqual(expected.toSorted());
    for (const url of urls) {
      const hreflangs = [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) =>
        link.getAttribute("hreflang"),
      );
      expect(hreflangs).toEqual(["en", "fr", "crs", "x-default"]);
    }
  });
});

describe("the news feed", () => {
  it("is Atom XML with an entry for every news item, at its page's address", async () => {
    const xml = new DOMParser().parseFromString(await feedLoader().text(), "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    const entries = [...xml.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "entry")];
    const links = entries.map((entry) => entry.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "id")[0]);
    expect(links.map((id) => id?.textContent).toSorted()).toEqual(
      newsItems.map((item) => `${ORIGIN}/news/${item.slug}`).toSorted(),
    );
  });
});

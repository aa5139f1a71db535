// The pages that are not content items get their own preview in chat apps and on Facebook (issue
// 34): their address, a 1200 × 630 picture from the site's own address in the page's language, and
// a large Twitter card. News items and job pages: spec-sample-news-article and spec-sample-job-page.
import { expect, test } from "./fixtures";
import { meta, ORIGIN, pictureSize } from "./share-page";

const languages = [
  {
    name: "English",
    prefix: "",
    card: ", written on a card of the Koudmen Seychelles Foundation",
    headings: [
      "Welcome to the Koudmen Seychelles Foundation",
      "Foundation News",
      "All jobs",
      "Help Directory",
      "CV Builder",
      "Job Matcher",
    ],
  },
  {
    name: "French",
    prefix: "/fr",
    card: ", écrit sur une carte de la Koudmen Seychelles Foundation",
    headings: [
      "Bienvenue à la Koudmen Seychelles Foundation",
      "Actualités de la fondation",
      "Toutes les offres d'emploi",
      "Répertoire d'aide",
      "Créateur de CV",
      "Recherche d'emploi",
    ],
  },
  {
    name: "Kreol",
    prefix: "/crs",
    card: ", ekrir lo en kart Koudmen Seychelles Foundation",
    headings: [
      "Byenveni kot Koudmen Seychelles Foundation",
      "Nouvel Fondasyon",
      "Tou bann travay",
      "Repertwar ed",
      "Zouti CV",
      "Rod travay",
    ],
  },
];

const pages = [
  { path: "", image: "home" },
  { path: "/news", image: "news" },
  { path: "/jobs", image: "jobs" },
  { path: "/help", image: "help" },
  { path: "/cv-builder", image: "cv-builder" },
  { path: "/job-matcher", image: "job-matcher" },
];

for (const language of languages) {
  test(`${language.name}: the home page, news, jobs, help, CV Builder and Job Matcher each have their own preview @one-width`, async ({
    page,
    request,
  }) => {
    for (const [index, { path, image }] of pages.entries()) {
      const url = language.prefix + path || "/";
      await page.goto(url, { waitUntil: "domcontentloaded" });
      expect(await meta(page, "og:url"), url).toBe(ORIGIN + url);
      expect(await meta(page, "twitter:card"), url).toBe("summary_large_image");
      expect(await meta(page, "og:image:width"), url).toBe("1200");
      expect(await meta(page, "og:image:height"), url).toBe("630");
      expect(await meta(page, "og:image:type"), url).toBe("image/png");
      expect(await meta(page, "og:image:alt"), url).toBe(language.headings[index] + language.card);

      const picture = new URL((await meta(page, "og:image"))!);
      expect(picture.origin).toBe(ORIGIN);
      expect(picture.pathname).toBe(`${language.prefix}/share/${image}.png`);
      const response = await request.get(picture.pathname);
      expect(response.status(), picture.pathname).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pictureSize(await response.body()), picture.pathname).toEqual({ width: 1200, height: 630 });
    }
  });
}

// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PageShareTags } from "./page-share-tags";

vi.mock("@/config/site", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/site")>()),
  siteOrigin: "https://example.org",
}));

function shareTags(path: string) {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <PageShareTags />
    </MemoryRouter>,
  );
  // React hoists <meta> to the head only with some attributes; wherever they land, read them all.
  const tags = [...document.querySelectorAll("meta[property], meta[name]"), ...container.querySelectorAll("meta")];
  const described = [...new Set(tags)].map(
    (tag) => `${tag.getAttribute("property") ?? tag.getAttribute("name")} ${tag.getAttribute("content")}`,
  );
  unmount();
  return described;
}

describe("PageShareTags", () => {
  it("gives a page its address, its own 1200 × 630 card on the site's address, and a large Twitter card", () => {
    expect(shareTags("/help/")).toEqual([
      "og:url https://example.org/help",
      "og:image https://example.org/share/help.png",
      "og:image:type image/png",
      "og:image:width 1200",
      "og:image:height 630",
      "og:image:alt Help Directory, written on a card of the Koudmen Seychelles Foundation",
      "twitter:card summary_large_image",
    ]);
    expect(shareTags("/")).toContain("og:image https://example.org/share/home.png");
    expect(shareTags("/")).toContain(
      "og:image:alt Welcome to the Koudmen Seychelles Foundation, written on a card of the Koudmen Seychelles Foundation",
    );
    expect(shareTags("/job-matcher")).toContain("og:image https://example.org/share/job-matcher.png");
  });

  it("gives the 404 page and a news item's page none (news items and jobs have their own)", () => {
    expect(shareTags("/no-such-page")).toEqual([]);
    expect(shareTags("/news/2025-04-15-annual-fundraising-gala")).toEqual([]);
  });
});

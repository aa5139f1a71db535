// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LanguageLinks } from "./language-links";

vi.mock("@/config/site", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/site")>()),
  siteOrigin: "https://example.org",
}));

function headLinks(path: string) {
  const { unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <LanguageLinks />
    </MemoryRouter>,
  );
  // React puts <link> elements in the document's head, wherever they are rendered.
  const links = [...document.head.querySelectorAll("link")];
  const described = links.map((link) =>
    [link.getAttribute("rel"), link.getAttribute("hreflang"), link.getAttribute("href")].filter(Boolean).join(" "),
  );
  unmount();
  return described;
}

describe("LanguageLinks with the site's address known at build", () => {
  it("gives absolute canonical and hreflang addresses, which search engines ask for", () => {
    expect(headLinks("/help/")).toEqual([
      "canonical https://example.org/help",
      "alternate en https://example.org/help",
      "alternate fr https://example.org/fr/help",
      "alternate crs https://example.org/crs/help",
      "alternate x-default https://example.org/help",
    ]);
    expect(headLinks("/")).toContain("alternate fr https://example.org/fr");
  });

  it("gives the 404 page none", () => {
    expect(headLinks("/no-such-page")).toEqual([]);
  });
});

// @vitest-environment jsdom
import { render as renderInPage, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { NewsPage as NewsItem } from "@/content/news/pages";
import { NewsCard } from "./news-card";

/** The card links to its item's page, so it is rendered inside a router. */
const render = (card: ReactElement) => renderInPage(card, { wrapper: MemoryRouter });

const item: NewsItem = {
  id: 7,
  slug: "2025-05-02-school-garden-opens",
  title: "School Garden Opens",
  date: "2025-05-02",
  description: "Pupils planted the first beds.",
  content: ["The garden opened on Friday."],
  image: "Pupils planting seedlings",
};

const photo = {
  sources: {
    avif: "/images/news/garden-400-0123456789.avif 400w, /images/news/garden-800-abcdefabcd.avif 800w",
    webp: "/images/news/garden-400-1111111111.webp 400w, /images/news/garden-800-2222222222.webp 800w",
  },
  src: "/images/news/garden-800-3333333333.jpg",
  width: 800,
  height: 533,
};
const photo_alt = "Two pupils kneel by a raised bed, planting tomato seedlings";

describe("NewsCard", () => {
  it("shows the photo as AVIF, then WebP, then a JPEG, with its size and words, loaded when scrolled near", () => {
    const { container } = render(<NewsCard item={{ ...item, photo, photo_alt }} />);
    const image = screen.getByRole("img", { name: "Two pupils kneel by a raised bed, planting tomato seedlings" });
    expect(image.tagName).toBe("IMG");
    expect(image.parentElement?.tagName).toBe("PICTURE");
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual([
      ["image/avif", "/images/news/garden-400-0123456789.avif 400w, /images/news/garden-800-abcdefabcd.avif 800w"],
      ["image/webp", "/images/news/garden-400-1111111111.webp 400w, /images/news/garden-800-2222222222.webp 800w"],
    ]);
    for (const source of sources) expect(source.getAttribute("sizes")).toMatch(/calc\(100vw - 32px\)$/);
    expect(image).toHaveAttribute("src", "/images/news/garden-800-3333333333.jpg");
    expect(image).toHaveAttribute("width", "800");
    expect(image).toHaveAttribute("height", "533");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("decoding", "async");
    // The width and height set the shape; CSS only scales it to the card.
    expect(image).toHaveClass("h-auto", "w-full");
    expect(screen.queryByText("Pupils planting seedlings")).toBeNull();
  });

  it("loads the first card's photo with the page: it is on the first screen", () => {
    render(<NewsCard item={{ ...item, photo, photo_alt }} first />);
    expect(screen.getByRole("img")).toHaveAttribute("loading", "eager");
  });

  it("leads from its title, still a heading, to the item's own page", () => {
    render(<NewsCard item={item} />);
    const heading = screen.getByRole("heading", { level: 2, name: "School Garden Opens" });
    const link = screen.getByRole("link", { name: "School Garden Opens" });
    expect(heading).toContainElement(link);
    expect(link).toHaveAttribute("href", "/news/2025-05-02-school-garden-opens");
  });

  it("writes its date in words, and the day itself for machines", () => {
    render(<NewsCard item={item} />);
    expect(screen.getByText("2 May 2025")).toHaveAttribute("datetime", "2025-05-02");
  });

  it("shows the placeholder with the picture's words when the item has no photo", () => {
    const { container } = render(<NewsCard item={item} />);
    const placeholder = screen.getByRole("img", { name: "Photo to come: Pupils planting seedlings" });
    expect(placeholder.tagName).toBe("DIV");
    expect(placeholder).toHaveTextContent("Pupils planting seedlings");
    expect(container.querySelector("picture, img")).toBeNull();
  });

  it("marks an item whose event is still to come, from the day it is given, through the event's day", () => {
    const event = { ...item, event_date: "2026-06-14" };
    const { rerender } = render(<NewsCard item={event} today="2026-06-14" />);
    expect(screen.getByText("Upcoming · 14 June 2026")).toBeVisible();
    rerender(<NewsCard item={event} today="2026-06-15" />);
    expect(screen.queryByText(/Upcoming/)).toBeNull();
  });

  it("marks nothing before the page knows today (the prerendered HTML), nor an item with no event", () => {
    const { rerender } = render(<NewsCard item={{ ...item, event_date: "2026-06-14" }} />);
    expect(screen.queryByText(/Upcoming/)).toBeNull();
    rerender(<NewsCard item={item} today="2026-06-01" />);
    expect(screen.queryByText(/Upcoming/)).toBeNull();
  });
});

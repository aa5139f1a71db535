import { describe, expect, it } from "vitest";
import { newsItemAt } from "./news-items";

describe("newsItemAt", () => {
  it("finds an item by its page's address, with or without a trailing slash", () => {
    expect(newsItemAt("/news/2025-04-15-annual-fundraising-gala")?.id).toBe(4);
    expect(newsItemAt("/news/2025-03-29-beach-cleanup-anse-royale/")?.id).toBe(1);
  });

  it("finds nothing at an address that names no item", () => {
    for (const path of ["/news", "/news/", "/news/unknown", "/news/2025-04-15-annual-fundraising-gala/more", "/help/x"])
      expect(newsItemAt(path)).toBeUndefined();
    expect(newsItemAt("/News/2025-04-15-annual-fundraising-gala")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { facebookShareUrl, whatsAppShareUrl } from "./share-urls";

describe("share links", () => {
  it("gives WhatsApp the text and the address, encoded, as one message", () => {
    expect(whatsAppShareUrl("Gala & music?", "https://koudmen.example/news/gala")).toBe(
      "https://wa.me/?text=Gala%20%26%20music%3F%20https%3A%2F%2Fkoudmen.example%2Fnews%2Fgala",
    );
  });

  it("gives Facebook's sharer the address alone", () => {
    expect(facebookShareUrl("https://koudmen.example/fr/news/gala")).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkoudmen.example%2Ffr%2Fnews%2Fgala",
    );
  });
});

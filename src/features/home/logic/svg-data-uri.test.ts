import { describe, expect, it } from "vitest";
import { svgDataUri } from "./svg-data-uri";

describe("svgDataUri", () => {
  it("makes a compact data: URI that decodes back to the same drawing", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100%">
      <!-- Anse Source d'Argent -->
      <title>Rocks & sea</title>
      <path fill="#0f6fa3" d="M0 0h10"/>
    </svg>`;
    const uri = svgDataUri(svg);
    expect(uri).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='100%25'%3E%3Ctitle%3ERocks & sea%3C/title%3E%3Cpath fill='%230f6fa3' d='M0 0h10'/%3E%3C/svg%3E",
    );
    expect(decodeURIComponent(uri.slice("data:image/svg+xml,".length)).replace(/'/g, '"')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100%"><title>Rocks & sea</title><path fill="#0f6fa3" d="M0 0h10"/></svg>',
    );
  });

  it("keeps an apostrophe in the text apart from the quotes around attributes", () => {
    expect(svgDataUri(`<svg><title>Anse Source d'Argent</title></svg>`)).toBe(
      "data:image/svg+xml,%3Csvg%3E%3Ctitle%3EAnse Source d%27Argent%3C/title%3E%3C/svg%3E",
    );
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { applyFullStylesheets } from "./full-stylesheet";

describe("applyFullStylesheets", () => {
  it("applies the build's deferred stylesheet to the screen and leaves other links alone", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/root-abc.css" media="print" data-full-stylesheet>' +
      '<link rel="stylesheet" href="/assets/print-only.css" media="print">' +
      '<link rel="icon" href="/favicon.svg">';
    applyFullStylesheets();
    const [full, printOnly] = [...document.head.querySelectorAll("link")];
    expect(full?.getAttribute("media")).toBe("all");
    expect(printOnly?.getAttribute("media")).toBe("print");
  });
});

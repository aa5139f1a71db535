// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { hideTranslateButtons, markTranslateButtons, withLanguageNames } from "./editor-ui";

describe("the language names the editor shows", () => {
  const DisplayNames = withLanguageNames(Intl.DisplayNames);

  // Chromium has no name for "crs" (the tab read "crs"); Node's ICU says "Seselwa Creole French". Staff say "Kreol Seselwa".
  it("names Kreol Seselwa as staff say it, in English and in French", () => {
    expect(new DisplayNames(["en"], { type: "language", fallback: "none" }).of("crs")).toBe("Kreol Seselwa");
    expect(new DisplayNames(["fr"], { type: "language", fallback: "none" }).of("crs")).toBe("Kreol Seselwa");
    expect(new DisplayNames(["en"], { type: "language", fallback: "none" }).of("CRS")).toBe("Kreol Seselwa");
  });

  it("leaves every other language, and other kinds of names, to the browser", () => {
    expect(new DisplayNames(["en"], { type: "language" }).of("fr")).toBe("French");
    expect(new DisplayNames(["fr"], { type: "language" }).of("en")).toBe("anglais");
    expect(new DisplayNames(["en"], { type: "region" }).of("SC")).toBe("Seychelles");
  });
});

/** A button as Sveltia draws it: its icon is a Material Symbols ligature. */
const button = (icon: string, label: string) =>
  `<button aria-label="${label}" class="sui button"><span class="sui icon material-symbols-outlined" aria-hidden="true">${icon}</span></button>`;

describe("the Translate buttons", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("are marked and hidden, whatever the editor's language; other icon buttons stay", () => {
    document.body.innerHTML = `${button("translate", "Translate")}${button("translate", "Traduire")}${button("more_vert", "Show Field Options")}`;
    expect(markTranslateButtons(document)).toBe(2);
    expect(markTranslateButtons(document)).toBe(0);
    hideTranslateButtons(document);
    const shown = [...document.querySelectorAll("button")].filter(
      (element) => getComputedStyle(element).display !== "none",
    );
    expect(shown.map((element) => element.getAttribute("aria-label"))).toEqual(["Show Field Options"]);
  });

  it("drawn later, as the editor opens an item, are hidden too", async () => {
    const observer = hideTranslateButtons(document);
    document.body.insertAdjacentHTML("beforeend", `<div>${button("translate", "Translate")}</div>`);
    await Promise.resolve();
    expect(getComputedStyle(document.querySelector("button")!).display).toBe("none");
    observer.disconnect();
  });
});

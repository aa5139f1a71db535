// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  hideTranslateButtons,
  markTranslateButtons,
  markListRemoveButtons,
  notBelow,
  registerComparedFields,
  removeListItemsInBaseLocaleOnly,
  requiredWith,
  withLanguageNames,
  wrapMenuNames,
  type EditorApi,
} from "./editor-ui";

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

describe("the side menu's names", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("wrap whole instead of being cut short, so the French and the Kreol show", () => {
    // A collection in the menu as Sveltia draws it, its name cut with an ellipsis by its own style.
    document.head.innerHTML = `<style>.label{white-space:nowrap;text-overflow:ellipsis}</style>`;
    document.body.innerHTML = `<div role="treeitem"><div role="none" class="row"><span role="none" class="label">Job listings · Offres d'emploi · Anons travay</span></div></div><span class="label">Elsewhere</span>`;
    wrapMenuNames(document);
    const [menu, other] = [...document.querySelectorAll(".label")].map((label) => getComputedStyle(label));
    expect([menu?.whiteSpace, menu?.textOverflow]).toEqual(["normal", "clip"]);
    expect(other?.whiteSpace).toBe("nowrap");
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

/** A list item as Sveltia draws it: a header with its options menu and its Remove button, then its fields. */
const listItem = (removeLabel: string) =>
  `<div class="item-list"><div class="item-wrapper"><div role="group" class="item">` +
  `<div class="header"><div class="start">${button("expand_more", "Collapse")}</div>` +
  `<div class="end">${button("more_vert", "Item Options")}${button("close", removeLabel)}</div></div>` +
  `<div class="item-body"><input aria-label="Service">${button("close", "Clear")}</div></div></div></div>`;

/** An editing pane of one language, as Sveltia marks it, with a list of one item. */
const editPane = (locale: string, removeLabel = "Remove") =>
  `<div role="group" class="pane" data-locale="${locale}" data-mode="edit">${listItem(removeLabel)}</div>`;

/** Each pane's language, and the buttons it shows. */
const shownRemoves = () =>
  [...document.querySelectorAll(".pane")].map((pane) => [
    pane.getAttribute("data-locale"),
    [...pane.querySelectorAll("button")]
      .filter((element) => getComputedStyle(element).display !== "none")
      .map((element) => element.getAttribute("aria-label")),
  ]);

describe("a list item's Remove button", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("stays in the English pane and is hidden in French and Kreol Seselwa, whatever the editor's language; other buttons stay", () => {
    document.body.innerHTML = editPane("en") + editPane("fr", "Supprimer") + editPane("crs");
    expect(markListRemoveButtons(document)).toBe(3);
    removeListItemsInBaseLocaleOnly(document, "en").disconnect();
    expect(shownRemoves()).toEqual([
      ["en", ["Collapse", "Item Options", "Remove", "Clear"]],
      ["fr", ["Collapse", "Item Options", "Clear"]],
      ["crs", ["Collapse", "Item Options", "Clear"]],
    ]);
  });

  it("drawn later, as an item is added or the pane switches language, is hidden too", async () => {
    const observer = removeListItemsInBaseLocaleOnly(document, "en");
    document.body.innerHTML = editPane("en");
    await Promise.resolve();
    expect(shownRemoves()[0]?.[1]).toContain("Remove");
    document.querySelector(".pane")!.setAttribute("data-locale", "fr");
    expect(shownRemoves()[0]?.[1]).not.toContain("Remove");
    observer.disconnect();
  });
});

describe("the fields checked against another field as staff type", () => {
  const message = "Closes is {value}, before Posted ({other})";

  it("refuses a closing day before the posted day, with both days in the message, and takes the same day or later", () => {
    expect(notBelow("2026-04-01", "2026-04-16", message)).toEqual({
      error: { message: "Closes is 2026-04-01, before Posted (2026-04-16)" },
    });
    expect(notBelow("2026-04-16", "2026-04-16", message)).toBe(true);
    expect(notBelow("2026-05-30", "2026-04-16", message)).toBe(true);
  });

  it("compares numbers as numbers, and leaves an empty field to the required flags", () => {
    expect(notBelow(9000, 12000, "{value} < {other}")).toEqual({ error: { message: "9000 < 12000" } });
    expect(notBelow(14000, 9000, "{value} < {other}")).toBe(true);
    expect(notBelow(undefined, "2026-04-16", message)).toBe(true);
    expect(notBelow("2026-04-01", "", message)).toBe(true);
  });

  it("asks for a photo's description once there is a photo, and not before", () => {
    const missing = "Photo description is missing: say what {other} shows";
    expect(requiredWith(undefined, "photos/beach.jpg", missing)).toEqual({
      error: { message: "Photo description is missing: say what photos/beach.jpg shows" },
    });
    expect(requiredWith("   ", "photos/beach.jpg", missing)).not.toBe(true);
    expect(requiredWith("Volunteers on the beach", "photos/beach.jpg", missing)).toBe(true);
    expect(requiredWith(undefined, undefined, missing)).toBe(true);
    expect(requiredWith("", "", missing)).toBe(true);
  });

  it("draws the built-in control and reads the other field from the entry being edited", () => {
    const registered = new Map<string, { isValid(value: unknown): unknown; render(): unknown }>();
    const api: EditorApi = {
      registerFieldType: (name, control) => registered.set(name, control as never),
      getFieldType: (name) => ({ control: `${name} control` }),
      createClass: (spec) => spec,
      h: (type, props) => ({ type, props }),
    };
    registerComparedFields(api);
    expect([...registered.keys()]).toEqual(["date-not-before", "number-not-below", "string-required-with"]);
    const config: Record<string, string> = { compare_to: "salary.min", compare_message: "{value} below {other}" };
    const props = {
      field: { get: (key: string) => config[key] },
      entry: { getIn: (path: string[]) => (path.join(".") === "data.salary.min" ? 12000 : undefined) },
    };
    const numberField = Object.assign(Object.create(registered.get("number-not-below")!), { props });
    expect(numberField.isValid(9000)).toEqual({ error: { message: "9000 below 12000" } });
    expect(numberField.isValid(12000)).toBe(true);
    expect(numberField.render()).toEqual({ type: "number control", props });
  });
});

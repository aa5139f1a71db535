import { describe, expect, it } from "vitest";
import {
  beforeCommit,
  checkMessages,
  entryOf,
  renderCheck,
  shownAtField,
  type BuildCheckConfig,
} from "./build-check.ts";
import { cmsConfig } from "./cms-config.ts";

type Collection = { name: string; fields: Record<string, unknown>[] };
const config = cmsConfig() as unknown as { collections: Collection[] };
/** The build's checks at the top of a collection's form, as /admin/config.yml gives them. */
const checkOf = (name: string) =>
  config.collections.find((collection) => collection.name === name)!.fields[0] as unknown as BuildCheckConfig;

const job = (english: Record<string, unknown> = {}) => ({
  en: {
    id: "job6",
    slug: "chef-de-partie",
    title: "Chef de Partie",
    company: "Beau Vallon Bay Resort",
    location: "Beau Vallon, Mahé",
    type: "Full-time",
    salary: { min: 11000, max: 14000 },
    posted: "2025-04-16",
    source: "Seychelles Jobs Board (jobs.sc)",
    url: "https://www.jobs.sc/listings/chef",
    description: "Run the grill.",
    requirements: [{ text: "Two years as a cook" }],
    ...english,
  },
  fr: { title: "Chef de partie", description: "Tenir le grill.", requirements: [{ text: "Deux ans" }] },
  crs: { title: "Sef de parti", description: "Okip gril.", requirements: [{ text: "De an" }] },
});

/** The part of an Immutable.js Map a custom field reads, over plain data. */
const map = (js: unknown) => ({ get: () => undefined, toJS: () => js });

describe("the build's checks at the top of each tab's form", () => {
  it("refuse a closing day before the posted day from every tab, in English, French and Kreol Seselwa, saying which tab holds it", () => {
    const entry = job({ closes: "2025-04-01" });
    expect(checkMessages(checkOf("jobs"), entry, "en")).toEqual([
      [
        "Closes is 2025-04-01, before the day the listing went up (posted: 2025-04-16): the last day to apply must be on or after it",
        "Clôture\u202F: 2025-04-01 est avant le jour de parution de l'offre (posted\u202F: 2025-04-16)\u202F: la clôture doit être ce jour-là ou après",
        "I ferm: i 2025-04-01, avan zour ki sa anons travay ti paret (posted: 2025-04-16): zour ki i ferm i bezwen sa zour oubyen apre",
      ].join("\n"),
    ]);
    const fromKreol = checkMessages(checkOf("jobs"), entry, "crs")[0]!.split("\n");
    expect(fromKreol.map((line) => line.split(":")[0])).toEqual(["English tab", "Onglet anglais\u202F", "Tab Angle"]);
  });

  it("leave to Sveltia what it shows at the field itself: an empty box it requires, text its pattern refuses", () => {
    const entry = job({ title: "", url: "http://www.jobs.sc" });
    expect(checkMessages(checkOf("jobs"), entry, "fr")).toEqual([]);
    const rules = checkOf("jobs").field_rules;
    expect(shownAtField({ locale: "en", field: "title", message: "is missing" }, rules, entry)).toBe(true);
    expect(shownAtField({ locale: "en", field: "closes", message: "is 2025-04-01, …" }, rules, entry)).toBe(false);
    // A French title left empty is Sveltia's to show too: the field is required in every tab.
    expect(shownAtField({ locale: "fr", field: "title", message: "is missing" }, rules, { fr: { title: " " } })).toBe(
      true,
    );
  });

  it("know which tab they are drawn in from the item the editor hands them", () => {
    const drawn = entryOf(
      map({ data: { title: "Jardin" }, i18n: { en: { data: { title: "Garden" } }, crs: { data: {} } } }),
    );
    expect(drawn).toEqual({ locale: "fr", entry: { fr: { title: "Jardin" }, en: { title: "Garden" }, crs: {} } });
  });
});

/** The part of an Immutable.js Map the preSave event hands over, over plain data. */
class Saving {
  constructor(readonly js: Record<string, unknown>) {}
  get(key: string) {
    return this.js[key];
  }
  toJS() {
    return structuredClone(this.js);
  }
  setIn(path: string[], value: unknown): Saving {
    const copy = this.toJS();
    let holder = copy as Record<string, unknown>;
    for (const key of path.slice(0, -1)) holder = (holder[key] ??= {}) as Record<string, unknown>;
    holder[path.at(-1)!] = value;
    return new Saving(copy);
  }
}

describe("the last check before the commit", () => {
  it("stops a save the build would refuse, with the build's words", () => {
    const { en, fr, crs } = job({ salary: { min: 11000, max: 9000 } });
    const saving = new Saving({ collection: "jobs", data: en, i18n: { fr: { data: fr }, crs: { data: crs } } });
    expect(() => beforeCommit(saving)).toThrow(
      expect.objectContaining({
        message: "saving_failed",
        cause: expect.objectContaining({
          message: expect.stringContaining("is less than the lowest pay (Min): the highest pay must be Min or more"),
        }),
      }),
    );
  });

  it("writes each translation with its translated fields only", () => {
    const saving = new Saving({
      collection: "help-private",
      data: {
        id: "p4",
        name: "Seychelles Pension Fund",
        description: "Pensions.",
        services: ["Accounts"],
        contact: {
          address: "Victoria, Mahé",
          phone: "+248 429 4000",
          email: "info@spf.sc",
          website: "https://www.spf.sc",
        },
        schedules: [{ byday: "SA", opens_at: "09:00", closes_at: "12:00" }],
      },
      i18n: {
        fr: {
          data: { description: "Retraites.", services: ["Comptes"], schedules: [{ byday: "SA", opens_at: "09:00" }] },
        },
        crs: {
          data: { description: "Pansyon.", services: ["Kont"], schedules: [{ byday: "SA", closes_at: "12:00" }] },
        },
      },
    });
    const written = beforeCommit(saving).toJS() as { i18n: Record<string, { data: unknown }> };
    expect(written.i18n.fr?.data).toEqual({ description: "Retraites.", services: ["Comptes"], schedules: [{}] });
    expect(written.i18n.crs?.data).toEqual({ description: "Pansyon.", services: ["Kont"], schedules: [{}] });
  });

  it("leaves the home page's cards, which have no check of their own, as they are", () => {
    const saving = new Saving({ collection: "home", data: { services: [] }, i18n: {} });
    expect(beforeCommit(saving)).toBe(saving);
  });
});

/** A drawing as plain data: each element's type, props and children. */
const h = (type: unknown, props: unknown, ...children: unknown[]) => ({ type, props, children });

describe("the English a translator reads at the top of her tab", () => {
  type Drawn = { type: string; props: Record<string, unknown>; children: (Drawn | string)[] };
  const drawn = (english: Record<string, unknown>, locale: "fr" | "crs") => {
    const others = Object.fromEntries(
      (["en", "fr", "crs"] as const)
        .filter((other) => other !== locale)
        .map((other) => [other, { data: other === "en" ? english : {} }]),
    );
    return renderCheck(
      { h },
      { field: map(checkOf("news")) as never, entry: map({ data: {}, i18n: others }) as never },
    ) as Drawn;
  };
  const lines = (dl: Drawn) => dl.children.map((child) => (child as Drawn).children.join(""));
  const news = { id: 5, title: "School Garden Opens", date: "2025-05-02" };

  it("names a saved photo by its file, and a photo chosen but not saved yet in her language, not by the browser's blob: address", () => {
    expect(lines(drawn({ ...news, photo: "photos/garden.webp" }, "fr"))).toEqual([
      "Titre (en anglais)",
      "School Garden Opens",
      "Date (en anglais)",
      "2025-05-02",
      "Photo (en anglais)",
      "photos/garden.webp",
    ]);
    const unsaved = { ...news, photo: "blob:http://127.0.0.1:4173/38ae11f2-cd8d-459d-b24b-57484a299d9a" };
    expect(lines(drawn(unsaved, "fr")).slice(4)).toEqual([
      "Photo (en anglais)",
      "une nouvelle photo, enregistrée avec l'actualité",
    ]);
    expect(lines(drawn(unsaved, "crs")).slice(4)).toEqual([
      "Foto (an Angle)",
      "en nouvo foto, i ganny sove avek nouvel la",
    ]);
    expect((drawn(unsaved, "crs").children[5] as Drawn).props.lang).toBe("crs");
  });
});

import { describe, expect, it } from "vitest";
import { editorProblems, writtenFiles } from "./editor-check.ts";

/** A job listing as the editor holds it: the English form's fields, and each translation's. */
const listing = (english: Record<string, unknown> = {}, french: Record<string, unknown> = {}) => ({
  en: {
    checks: "",
    id: "job6",
    slug: "chef-de-partie",
    title: "Chef de Partie",
    company: "Beau Vallon Bay Resort",
    location: "Beau Vallon, Mahé",
    type: "Full-time",
    salary: { min: 11000, max: 14000 },
    posted: "2025-04-16",
    closes: "",
    source: "Seychelles Jobs Board (jobs.sc)",
    url: "https://www.jobs.sc/listings/chef",
    description: "Run the grill.",
    how_to_apply: "",
    requirements: [{ text: "Two years as a cook", __sc_item_id: "a1" }],
    ...english,
  },
  fr: {
    checks: "",
    title: "Chef de partie",
    description: "Tenir le grill.",
    requirements: [{ text: "Deux ans" }],
    ...french,
  },
  crs: { title: "Sef de parti", description: "Okip gril.", requirements: [{ text: "De an" }] },
});

/** A news item as the editor holds it, its Kreol with a photo description. */
const news = (english: Record<string, unknown>, french: Record<string, unknown>) => ({
  en: {
    id: 5,
    title: "Garden",
    date: "2025-05-02",
    description: "Pupils plant.",
    image: "Children",
    body: "Text.",
    ...english,
  },
  fr: { title: "Jardin", description: "Des élèves.", image: "Enfants", body: "Texte.", ...french },
  crs: { title: "Zarden", description: "Zelev.", image: "Zanfan", body: "Tekst.", photo_alt: "De zelev" },
});

describe("the build's checks in the editor, before a save", () => {
  it("find nothing to refuse in a listing the build accepts, its empty optional boxes left out as the editor leaves them", () => {
    expect(editorProblems("jobs", listing())).toEqual([]);
  });

  it("refuse, in the build's words, a closing day before the posted day and a highest pay below the lowest, naming the English fields", () => {
    expect(editorProblems("jobs", listing({ closes: "2025-04-01", salary: { min: 11000, max: 9000 } }))).toEqual([
      {
        locale: "en",
        field: "salary → max",
        message: "is less than the lowest pay (Min): the highest pay must be Min or more",
      },
      {
        locale: "en",
        field: "closes",
        message:
          "is 2025-04-01, before the day the listing went up (posted: 2025-04-16): the last day to apply must be on or after it",
      },
    ]);
  });

  it("hold each translation against the English, as the loader does, and name its language", () => {
    expect(editorProblems("jobs", listing({}, { requirements: [{ text: "Deux ans" }, { text: "Permis" }] }))).toEqual([
      {
        locale: "fr",
        field: "requirements",
        message: "has 2, the English file has 1: translate each one, in the same order",
      },
    ]);
  });

  it("ask for a photo's description in English, then in each translation, and refuse formatting in any language's text", () => {
    expect(editorProblems("news", news({ photo: "photos/garden.webp" }, {}))).toEqual([
      {
        locale: "en",
        field: "photo_alt",
        message:
          "is missing: a news item with a photo needs photo_alt, a sentence saying what the photo shows, for visitors who cannot see it",
      },
    ]);
    expect(
      editorProblems("news", news({ photo: "photos/garden.webp", photo_alt: "Two pupils" }, { body: "Du **gras**." })),
    ).toEqual([
      {
        locale: "fr",
        field: "text",
        message: "formatting is not supported yet, write plain paragraphs (found bold text (** or __))",
      },
      { locale: "fr", field: "photo_alt", message: "is missing: the English file has a photo, say here what it shows" },
    ]);
  });
});

describe("what the editor writes for an item in each language", () => {
  // A help entry with a new opening: the French and Kreol tabs show its days and hours beside its words.
  const entry = {
    en: {
      schedules: [
        { byday: "MO,TU", opens_at: "08:00", closes_at: "16:00", notes: "Closed on holidays" },
        { byday: "SA", opens_at: "09:00", closes_at: "12:00", description: "", __sc_item_id: "b2" },
      ],
    },
    fr: {
      description: "Aide.",
      services: ["Conseil"],
      schedules: [
        { byday: "MO,TU", opens_at: "08:00", closes_at: "16:00", notes: "Fermé les jours fériés" },
        { byday: "SA", opens_at: "09:00", closes_at: "12:00", description: "" },
      ],
    },
  };

  it("is, in a translation, only its translated fields: an opening's days and hours never, an opening without words {} in its place", () => {
    expect(writtenFiles("help", entry).fr).toEqual({
      description: "Aide.",
      services: ["Conseil"],
      schedules: [{ notes: "Fermé les jours fériés" }, {}],
    });
  });

  it("is, in English, every field with a value, without the editor's own properties", () => {
    expect(writtenFiles("help", entry).en).toEqual({
      schedules: [
        { byday: "MO,TU", opens_at: "08:00", closes_at: "16:00", notes: "Closed on holidays" },
        { byday: "SA", opens_at: "09:00", closes_at: "12:00" },
      ],
    });
  });

  it("keeps a news item's text, the editor's `body`, in every language", () => {
    expect(writtenFiles("news", { fr: { title: "Jardin", body: "Un.\n\nDeux.", photo: "photos/x.webp" } }).fr).toEqual({
      title: "Jardin",
      body: "Un.\n\nDeux.",
    });
  });
});

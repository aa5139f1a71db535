import { describe, expect, it } from "vitest";
import { contentNames, englishWords, ownWords, visibleStrings, withoutNames, wordsOf } from "./english-left.ts";

const page = (body: string, head = "") =>
  `<!doctype html><html><head><title>Paz</title>${head}</head><body>${body}</body></html>`;

describe("visibleStrings", () => {
  it("reads the text, the title, the description, aria-labels, alt texts, placeholders and titles", () => {
    const html = page(
      '<a href="/x" aria-label="Al lo paz lakaz">Lakaz<span class="sr-only">I ouver dan en lot tab</span></a>' +
        '<img src="a.png" alt="Bann zenn avek laptop"><input placeholder="Rod dan lalis travay…">' +
        '<abbr title="Taks">VAT</abbr>',
      '<meta name="description" content="Nouvel fondasyon">',
    );
    expect(visibleStrings(html)).toEqual([
      "Paz",
      "Nouvel fondasyon",
      "Al lo paz lakaz",
      "Lakaz",
      "I ouver dan en lot tab",
      "Bann zenn avek laptop",
      "Rod dan lalis travay…",
      "Taks",
      "VAT",
    ]);
  });

  it("leaves out scripts, styles and what no visitor sees", () => {
    const html = page(
      '<p>Bonzour</p><script>window.x = "Download now"</script><style>p{}</style><template>Hi there</template>',
    );
    expect(visibleStrings(html)).toEqual(["Paz", "Bonzour"]);
  });
});

describe("englishWords", () => {
  // The words of the site's English pages, and a Kreol page's strings as they were before issue 36.
  const english = new Set(
    wordsOf("Opens in a new tab. Live moutya and sega music. Young people with laptops. Email to me."),
  );
  const own = new Set(["in", "me", "en", "moutya", "sega"]);

  it("finds the English words on a Kreol page, a plural by its singular, in each string", () => {
    const strings = ["I ouver dan en lot tab", "avek moutya ek sega live", "en tab latelye avek laptop ek kaye"];
    expect(englishWords(strings, { english, own, names: [] })).toEqual([
      { word: "tab", in: "I ouver dan en lot tab" },
      { word: "live", in: "avek moutya ek sega live" },
      { word: "tab", in: "en tab latelye avek laptop ek kaye" },
      { word: "laptop", in: "en tab latelye avek laptop ek kaye" },
    ]);
  });

  it("passes the Kreol words English spells alike, names, and addresses", () => {
    const strings = ["Anvoy lo mon imel in ganny anvoye", "Email: info@koudmen.sc", "Live Music Ltd, Victoria"];
    expect(englishWords(strings, { english, own, names: ["Live Music Ltd", "Email"] })).toEqual([]);
  });
});

it("takes out names as whole words, and addresses, file types and phone numbers", () => {
  const text = "Word ek Words, PDF .docx, +248 422 5101, https://jobs.sc/x ek seyjobs.sc";
  expect(wordsOf(withoutNames(text, ["Word", "PDF"]))).toEqual(["ek", "words", "ek"]);
});

it("names what the content names: organisations, addresses, employers, places, a source kept in English", () => {
  const english = {
    help: [{ name: "Red Cross Society of Seychelles", contact: { address: "Place de la République, Victoria" } }],
    jobs: [
      { company: "Port Authority", location: "Victoria, Mahé", source: "SeyJobs (seyjobs.sc)" },
      { company: "Hotel", location: "Praslin", source: "Employment Department" },
    ],
    courses: [{ location: "Seychelles Maritime Academy, Providence, Mahé" }],
  };
  const kreol = { help: english.help, jobs: [english.jobs[0]!, { ...english.jobs[1]!, source: "Departman Lanplwa" }] };
  expect(contentNames(english, kreol)).toEqual([
    "Red Cross Society of Seychelles",
    "Place de la République",
    "Victoria",
    "Port Authority",
    "Mahé",
    "Hotel",
    "Praslin",
    "Seychelles Maritime Academy",
    "Providence",
    "SeyJobs (seyjobs.sc)",
  ]);
});

describe("a language's own words", () => {
  it("are those its file in words/ lists, French's dictionary with them, and none for a language without one", () => {
    expect(ownWords("crs")).toEqual([
      "an",
      "de",
      "en",
      "for",
      "in",
      "me",
      "group",
      "gala",
      "check-in",
      "check-out",
      "takeaway",
      "plant",
      "plan",
      "valid",
      "long",
    ]);
    const french = ownWords("fr");
    expect(french).toEqual(expect.arrayContaining(["contact", "description", "seychellois", "infos", "e-mail"]));
    expect(french).not.toContain("download");
    expect(ownWords("en")).toEqual([]);
  });
});

import { profileCv } from "./cv-profile";
import { readCvSections } from "./cv-sections";
import { monthOf } from "./dates";
import { FEATURES, jobLength, listingFeatures, recency } from "./features";
import { buildMatchIndex } from "./build-index";
import { MINI_LISTINGS, MINI_TAXONOMY, miniPrepared } from "./fixtures/mini-index";
import { LEVELS } from "./levels";
import { prepareIndex } from "./prepare-index";

const prepared = miniPrepared();
const today = monthOf("2025-04-20");
const features = (text: string, id: string) =>
  listingFeatures(id, profileCv(readCvSections(text, today), prepared, today), prepared);

const receptionist = [
  "Anna Esparon",
  "Hotel receptionist",
  "Experience",
  "Hotel Receptionist, Coco Hotel, 2020 – present",
  "Welcomed guests at the front desk and took bookings.",
  "Education",
  "Certificate in hospitality, 2019",
  "Languages",
  "English, French",
].join("\n");

it("measures every part from 0 to 1", () => {
  for (const id of prepared.listings.keys())
    for (const name of FEATURES) {
      const value = features(receptionist, id).values[name];
      expect({ id, name, inRange: value >= 0 && value <= 1 }).toEqual({ id, name, inRange: true });
    }
});

it("gives the receptionist's own job the trade, the background, the field and most requirements", () => {
  const own = features(receptionist, "reception");
  expect(own.values.trade).toBe(1);
  expect(own.askedFor).toBe("Hotel receptionist");
  expect(own.background).toEqual({ title: "Hotel Receptionist", months: 63, closeness: "same" });
  expect(own.values.field).toBe(1);
  expect(own.requirements.map((r) => r.found)).toEqual([true, true, true, false]);
  // Experience 3, qualification 3, languages 1.5 of 3 + 3 + 1.5 + availability 1.
  expect(own.values.requirements).toBeCloseTo(7.5 / 8.5);
  expect(own.requirementsWeight).toBe(8.5);
  expect(own.values.words).toBeGreaterThan(0.5);
  expect(own.values.cosine).toBeGreaterThan(0.3);
});

it("marks a listing whose qualification, asked as a must, the CV does not show, and no other", () => {
  // The receptionist's post asks a certificate in hospitality or front office.
  expect(features(receptionist, "reception").qualificationShort).toBeUndefined();
  const noCertificate = receptionist.replace("Education\nCertificate in hospitality, 2019\n", "");
  expect(features(noCertificate, "reception").qualificationShort).toBe(true);
  // The guard's post asks a guard's certificate; the deckhand's asks none: nothing to be short of.
  expect(features(noCertificate, "guard").qualificationShort).toBe(true);
  expect(features(noCertificate, "deckhand").qualificationShort).toBeUndefined();
});

it("does not mark a listing whose qualification the CV shows a level below: that is found in part", () => {
  const frontOffice = {
    id: "front-office",
    posted: "2025-04-10",
    en: {
      title: "Hotel Receptionist",
      description: "Run the front office of a hotel.",
      requirements: ["Diploma in hospitality or front office"],
    },
  };
  const index = prepareIndex(buildMatchIndex([...MINI_LISTINGS, frontOffice], MINI_TAXONOMY).index);
  const of = (text: string) =>
    listingFeatures("front-office", profileCv(readCvSections(text, today), index, today), index);
  expect(of(receptionist).requirements[0]).toMatchObject({ found: false, partial: { kind: "level" } });
  expect(of(receptionist).qualificationShort).toBeUndefined();
  expect(of(receptionist.replace("Education\nCertificate in hospitality, 2019\n", "")).qualificationShort).toBe(true);
});

it("gives another trade's listing none of the trade, background or field", () => {
  const guard = features(receptionist, "guard");
  expect([guard.values.trade, guard.values.background, guard.values.field]).toEqual([0, 0, 0]);
  expect(guard.values.requirements).toBe(0);
});

it("weighs a job by how long it lasted and how long ago it ended", () => {
  const job = {
    title: "Cook",
    titleKey: "cook",
    occupations: [],
    senior: false,
    concepts: new Set<number>(),
    words: new Set<number>(),
  };
  expect(jobLength({ ...job, months: 120, endedAgo: 0 })).toBe(1);
  expect(jobLength({ ...job, months: 0, endedAgo: 0 })).toBe(0.6);
  expect(jobLength({ ...job, months: null, endedAgo: null })).toBe(0.8);
  expect(recency({ ...job, months: 12, endedAgo: 24 })).toBe(1);
  expect(recency({ ...job, months: 12, endedAgo: 120 })).toBeCloseTo(0.6);
});

/** A job under a title the matcher does not know, whose lines say a receptionist's work. */
const guestAmbassador = (dates: string) =>
  [
    "Anna Esparon",
    "Experience",
    `Guest ambassador, Coco Hotel, ${dates}`,
    "Welcomed guests at the front desk, checked them in and out and took bookings.",
    "Education",
    "IGCSE, 2013",
  ].join("\n");

it("counts a job by its duties when its title names no trade the matcher knows, more when held now", () => {
  const now = features(guestAmbassador("2020 – present"), "reception");
  // No trade or background: the title is no occupation the index knows; the duties still are a receptionist's.
  expect([now.values.trade, now.values.background]).toEqual([0, 0]);
  expect(now.values.duties).toBeGreaterThan(0.5);
  expect(features(guestAmbassador("2020 – present"), "deckhand").values.duties).toBe(0);
  // The same duties left ten years ago, for a year, count for less.
  expect(features(guestAmbassador("2014 – 2015"), "reception").values.duties).toBeLessThan(now.values.duties);
  // A CV with no job has none, whatever else it says.
  expect(features(`Skills\nWelcomed guests at the front desk\nEducation\nIGCSE, 2013`, "reception").values.duties).toBe(
    0,
  );
});

it("only grows as the CV shows more of what the listing asks (every part but the cosine)", () => {
  const less = features(receptionist.split("\nLanguages")[0]!, "reception").values;
  const more = features(`${receptionist}\nSkills\nWeekends and nights`, "reception").values;
  for (const name of FEATURES.filter((feature) => feature !== "cosine"))
    expect({ name, lower: more[name] < less[name] }).toEqual({ name, lower: false });
  expect(more.requirements).toBe(1);
});

const withSummary = (summary: string) => `Profile\n${summary}\nEducation\nIGCSE, 2020`;

/** A cook's CV that meets every must of the mini index's cook's post, with this summary. */
const cookWithSummary = (summary: string) =>
  `Profile\n${summary}\nExperience\nCook, Coco Hotel, 2020 – present\nEducation\nCertificate in culinary arts, 2019\nSkills\nWeekends`;

it("weighs a wish the summary says is looked for fully, and work it only names by three quarters", () => {
  expect(features(cookWithSummary("I am looking for a job as a cook."), "cook").values.requirements).toBe(1);
  expect(features(cookWithSummary("I am looking for a job as a cook."), "cook").values.wish).toBe(1);
  expect(features(cookWithSummary("A cook who likes the sea."), "cook").values.wish).toBe(0.75);
});

it("marks the work the summary says is looked for, on a listing the CV can do, and no other", () => {
  expect(features(cookWithSummary("I am looking for a job as a cook."), "cook").wishSought).toBe(true);
  // Only named, not looked for; looked for, but the cook's year and certificate not shown.
  expect(features(cookWithSummary("A cook who likes the sea."), "cook").wishSought).toBeUndefined();
  expect(features(withSummary("I am looking for a job as a cook."), "cook").wishSought).toBeUndefined();
  // Another listing than the one looked for.
  expect(features(cookWithSummary("I am looking for a job as a cook."), "guard").wishSought).toBeUndefined();
});

it("weighs a wish by half again on a listing whose musts the CV does not all meet: it decides, it does not lift", () => {
  // A school leaver's IGCSE: neither the cook's year nor the certificate in culinary arts.
  expect(features(withSummary("I am looking for a job as a cook."), "cook").values.wish).toBe(0.5);
  expect(features(withSummary("A cook who likes the sea."), "cook").values.wish).toBe(0.375);
});

describe("a school leaver's wish, on a listing whose every barrier (years, a licence, a qualification) it clears", () => {
  // The cook's listing as a kitchen hand's first job: no experience needed, only weekends asked; the same CVs.
  const cook = MINI_LISTINGS.find((listing) => listing.id === "cook")!;
  const firstJob = {
    ...cook,
    id: "cook-first-job",
    en: { ...cook.en, requirements: ["No experience needed, training given", "Willing to work weekends"] },
  };
  const both = prepareIndex(buildMatchIndex([...MINI_LISTINGS, firstJob], MINI_TAXONOMY).index);
  const featuresIn = (text: string, id: string) =>
    listingFeatures(id, profileCv(readCvSections(text, today), both, today), both);
  const leaver =
    "Profile\nI am looking for a job as a cook.\nExperience\nNo work experience yet\nEducation\nIGCSE, 2024";

  it("counts in full though the CV cannot show the rest (the weekends)", () => {
    const first = featuresIn(leaver, "cook-first-job");
    expect(first.requirements.map((r) => r.found)).toEqual([true, false]);
    expect(first.values.wish).toBe(1);
  });

  it("still counts by half where a barrier stands (the cook's year and certificate), and for a CV that does not say it has no work", () => {
    expect(featuresIn(leaver, "cook").values.wish).toBe(0.5);
    const noWord = leaver.replace("Experience\nNo work experience yet\n", "");
    expect(featuresIn(noWord, "cook-first-job").values.wish).toBe(0.5);
  });
});

it("counts a named qualification the listing asks for as a qualification in its field", () => {
  const guard = features("Education\nSecurity guard certificate, 2020", "guard");
  expect(guard.values.field).toBe(1);
  expect(guard.fieldStudied).toBe("Security guard certificate");
});

describe("a document the employer asks for when it hires (a police clearance)", () => {
  // The guard's listing twice: as it is, and with a police clearance asked; the same CV against both.
  const guard = MINI_LISTINGS.find((listing) => listing.id === "guard")!;
  const withClearance = {
    ...guard,
    id: "guard-clearance",
    en: { ...guard.en, requirements: [...guard.en.requirements, "A police clearance certificate"] },
  };
  const both = prepareIndex(buildMatchIndex([...MINI_LISTINGS, withClearance], MINI_TAXONOMY).index);
  const featuresIn = (text: string, id: string) =>
    listingFeatures(id, profileCv(readCvSections(text, today), both, today), both);
  const guards = [
    "Experience\nSecurity guard, Vigilance, 2019 – 2024\nSkills\nNight shifts\nEducation\nSecurity guard certificate, 2018",
    "Experience\nSecurity guard, Vigilance, 2019 – 2024\nI hold a police clearance certificate.",
    "Education\nIGCSE, 2020",
  ];

  it.each(guards)("leaves the requirements' share and weight as if it were not there: %s", (text) => {
    const without = featuresIn(text, "guard");
    const withIt = featuresIn(text, "guard-clearance");
    expect(withIt.values.requirements).toBe(without.values.requirements);
    expect(withIt.requirementsWeight).toBe(without.requirementsWeight);
    // Never found, never missing: a document of its own.
    expect(withIt.requirements.at(-1)).toEqual({ found: false, optional: false, document: true, evidence: [] });
  });
});

/** A CV of a chef de partie since `year`, with a certificate in culinary arts. */
const chefSince = (year: number) =>
  `Experience\nChef de partie, Sun Hotel, ${year} – present\nEducation\nCertificate in culinary arts, 2014`;

describe("the level part: a senior post is one the CV has reached", () => {
  // A chef de partie (ISCO 3434, skill level 3) asking three years: a senior post. The mini index's cook asks one.
  const taxonomy = {
    ...MINI_TAXONOMY,
    concepts: [
      ...MINI_TAXONOMY.concepts,
      { id: "occ:chefdp01", kind: "occupation" as const, labels: ["chef de partie"], isco: "3434", common: true },
      { id: "occ:skipper1", kind: "occupation" as const, labels: ["boat skipper"], isco: "3152", common: true },
      { id: "own:boat-licence", kind: "licence" as const, labels: ["skipper's licence"] },
      { id: "occ:account1", kind: "occupation" as const, labels: ["accountant"], isco: "2411", common: true },
      { id: "occ:bookkpr1", kind: "occupation" as const, labels: ["bookkeeper"], isco: "3313", common: true },
      { id: "own:accounting", kind: "field" as const, labels: ["accounting"], fieldIsco: ["2411", "3313"] },
      { id: "own:level-degree", kind: "level" as const, labels: ["degree"], level: LEVELS.degree },
      { id: "own:acca", kind: "qualification" as const, labels: ["acca"] },
    ],
    // Here the chef de partie is filed under the cook (a broader occupation): the two are one trade; so are the
    // skipper and the deckhand.
    broader: new Map([
      ["occ:chefdp01", ["occ:cook0001"]],
      ["occ:skipper1", ["occ:deckhand"]],
      ["occ:account1", ["occ:bookkpr1"]],
    ]),
  };
  const chef = {
    id: "chef",
    posted: "2025-04-10",
    en: {
      title: "Chef de Partie",
      description: "Run the hot section of a hotel kitchen.",
      requirements: ["At least three years in a hotel kitchen", "Food hygiene certificate"],
    },
  };
  // A cook's post asking two years as a must, and one asking them only as a plus.
  const cookTwo = {
    id: "cook-two",
    posted: "2025-04-10",
    en: { title: "Cook", description: "Cook for a hotel.", requirements: ["At least two years as a cook"] },
  };
  const cookPlus = {
    id: "cook-plus",
    posted: "2025-04-10",
    en: { title: "Cook", description: "Cook for a hotel.", requirements: ["Two years as a cook an advantage"] },
  };
  // A boat skipper's post (ISCO 3152, skill level 3) asking its licence and three years: a senior post too.
  const skipper = {
    id: "skipper",
    posted: "2025-04-10",
    en: {
      title: "Boat Skipper",
      description: "Skip our day-charter boat.",
      requirements: ["Skipper's licence for passenger boats", "At least three years as a deckhand"],
    },
  };
  // The same post with a police clearance asked when one is hired: a document, which counts neither way.
  const skipperCleared = {
    ...skipper,
    id: "skipper-cleared",
    en: { ...skipper.en, requirements: [...skipper.en.requirements, "A police clearance certificate"] },
  };
  // An accountant's post (ISCO 2411, a professional's: skill level 4) asking a degree or ACCA papers, and years.
  const accountant = {
    id: "accountant",
    posted: "2025-04-10",
    en: {
      title: "Accountant",
      description: "Keep the books of a hotel group.",
      requirements: ["Degree in accounting or ACCA", "At least three years of bookkeeping"],
    },
  };
  const index = prepareIndex(
    buildMatchIndex([...MINI_LISTINGS, chef, cookTwo, cookPlus, skipper, skipperCleared, accountant], taxonomy).index,
  );
  const level = (text: string, id: string) =>
    listingFeatures(id, profileCv(readCvSections(text, today), index, today), index).values.level;
  const cook = "Experience\nCook, Coco Hotel, 2015 – present\nEducation\nCertificate in culinary arts, 2014";
  const titled = (title: string) => cook.replace("Cook, Coco Hotel", title);

  it("is 0 for a cook of ten years and 1 for one who was a chef de partie, whatever the years", () => {
    expect(level(cook, "chef")).toBe(0);
    expect(
      level(`${cook.replace("\nEducation", "\nChef de partie, Sun Hotel, 2024 – present\nEducation")}`, "chef"),
    ).toBe(1);
  });

  it("is reached by a job its title puts a step above the trade's own work, in each language, of the post's trade only", () => {
    expect(level(titled("Senior Cook (hot section), Coco Hotel"), "chef")).toBe(1);
    expect(level(titled("Head Cook, Coco Hotel"), "chef")).toBe(1);
    expect(level(titled("Cuisinier principal, Coco Hotel"), "chef")).toBe(1);
    expect(level(titled("Kwizinye an sarz, Coco Hotel"), "chef")).toBe(1);
    expect(level(titled("Senior Deckhand, Coco Hotel"), "chef")).toBe(0);
    expect(level(titled("Cook, Senior Hotel"), "chef")).toBe(0);
  });

  it("is not reached by work at the post's skill level in another trade: a head of sales is no chef", () => {
    expect(level(cook.replace("Cook, Coco Hotel", "Head of Sales, Coco Store"), "chef")).toBe(0);
  });

  it("is reached by a diploma in the post's field, not by a certificate or a diploma in another", () => {
    expect(level(cook.replace("Certificate in culinary arts", "Diploma in culinary arts"), "chef")).toBe(1);
    expect(level(cook.replace("Certificate in culinary arts", "Diploma in hospitality"), "chef")).toBe(0);
  });

  it("is 0 for a CV that says it has no work experience on a post asking two years or more as a must", () => {
    const schoolLeaver = "Experience\nNo work experience yet\nEducation\nCertificate in culinary arts, 2025";
    expect(level(schoolLeaver, "cook-two")).toBe(0);
    expect(level(schoolLeaver, "cook-plus")).toBe(1);
    expect(level(schoolLeaver, "cook")).toBe(1);
    // A CV that lists no jobs but never says it has none is not read as saying so.
    expect(level("Skills\nCreole cooking\nEducation\nCertificate in culinary arts, 2025", "cook-two")).toBe(1);
    expect(level(cook, "cook-two")).toBe(1);
  });

  it("is reached by the licence the post asks when every other must is met too, not by the licence alone", () => {
    // A deckhand's years (skill level 2) do not reach the skipper (level 3); with the skipper's licence they do.
    const guide = "Experience\nDeckhand, Reef Charters, 2015 – present\nEducation\nSkipper's licence, 2019";
    expect(level(guide, "skipper")).toBe(1);
    expect(level(guide.replace("\nEducation\nSkipper's licence, 2019", ""), "skipper")).toBe(0);
    // The licence, but a year of work of the three asked.
    expect(level(guide.replace("2015 – present", "2024 – present"), "skipper")).toBe(0);
  });

  it("is reached, for a professional's post, by skilled work with the qualification it asks, not by the work alone", () => {
    // A bookkeeper's years (skill level 3) with a diploma, a level below the degree asked: not an accountant yet.
    const bookkeeper = "Experience\nBookkeeper, Coco Hotel, 2015 – present\nEducation\nDiploma in accounting, 2014";
    expect(level(bookkeeper, "accountant")).toBe(0);
    expect(level(`${bookkeeper}\nACCA, nine papers passed, 2020`, "accountant")).toBe(1);
    expect(level(bookkeeper.replace("Diploma in accounting", "Degree in accounting"), "accountant")).toBe(1);
    expect(level(bookkeeper.replace("Bookkeeper, Coco Hotel", "Accountant, Coco Hotel"), "accountant")).toBe(1);
  });

  it("is reached by the licence whatever document the post asks when one is hired", () => {
    const guide = "Experience\nDeckhand, Reef Charters, 2015 – present\nEducation\nSkipper's licence, 2019";
    expect(level(guide, "skipper-cleared")).toBe(1);
  });

  const stepUp = (text: string, id: string) =>
    listingFeatures(id, profileCv(readCvSections(text, today), index, today), index).stepUp ?? false;
  it("marks a step up only on a senior post the CV has reached and meets in full", () => {
    const chefNow = chefSince(2020);
    expect(stepUp(chefNow, "chef")).toBe(true);
    // Reached, but a year in a hotel kitchen of the three asked: not every requirement met.
    expect(stepUp(chefSince(2024), "chef")).toBe(false);
    // Every requirement met but not reached (a cook of ten years): no step up.
    expect(stepUp(cook, "chef")).toBe(false);
    // A listing that is no senior post has none, however well the CV fits it.
    expect(stepUp(chefNow, "cook-two")).toBe(false);
  });

  it("is 1 for every CV on a listing that is no senior post: the cook's, which asks one year", () => {
    expect(level(cook, "cook")).toBe(1);
    expect(level("Education\nIGCSE, 2020", "cook")).toBe(1);
    expect(level("Education\nIGCSE, 2020", "chef")).toBe(0);
  });
});

it("marks a listing that asks, as a must, hours the CV rules out, and no other", () => {
  // The receptionist's post asks weekends and nights; the guard's asks no hours.
  expect(features(receptionist, "reception").hoursRuledOut).toBeUndefined();
  const noNights = receptionist.replace("Experience\n", "Profile\nI can no longer work night shifts.\nExperience\n");
  expect(features(noNights, "reception").hoursRuledOut).toBe(true);
  expect(features(noNights, "reception").requirements[3]).toMatchObject({ found: false, ruledOut: true });
  // Ruled out earns what a requirement not shown earns: nothing, never a part.
  expect(features(noNights, "reception").values.requirements).toBe(
    features(receptionist, "reception").values.requirements,
  );
  expect(features(noNights, "cook").hoursRuledOut).toBeUndefined();
});

import { cvLanguage, profileCv } from "./cv-profile";
import { readCvSections } from "./cv-sections";
import { monthOf } from "./dates";
import { COMPOUND_CONCEPTS, miniPrepared, miniPreparedWith } from "./fixtures/mini-index";

const prepared = miniPrepared();
const today = monthOf("2025-04-20");
const profile = (text: string) => profileCv(readCvSections(text, today), prepared, today);
const conceptIds = (numbers: Iterable<number>) => [...numbers].map((n) => prepared.concepts[n]!.id);

it("reads each job held: its occupation, its months, how long ago it ended", () => {
  const { jobs, monthsWorked } = profile(
    "Experience\nCook, Marie's Takeaway, 2019 – 2021\nCreole dishes.\nSecurity guard, Vigilance, 2022 – present",
  );
  expect(jobs.map((job) => [job.title, conceptIds(job.occupations), job.months, job.endedAgo])).toEqual([
    ["Cook", ["occ:cook0001"], 24, 51],
    ["Security guard", ["occ:guard001"], 39, 0],
  ]);
  expect(monthsWorked).toBe(63);
});

it("reads a job whose title line puts its trade in another family of work's field as that work", () => {
  const withCompounds = miniPreparedWith(COMPOUND_CONCEPTS);
  const ids = (numbers: readonly number[]) => numbers.map((n) => withCompounds.concepts[n]!.id);
  const { jobs } = profileCv(
    readCvSections(
      [
        "Expérience",
        "Caissière, agence de Victoria, Banque des Îles, 2021 – aujourd'hui",
        "Caissière, supermarché, Providence, 2017 – 2021",
        "Waiter, The Beach Bar, Beau Vallon, 2015 – 2017",
      ].join("\n"),
      today,
    ),
    withCompounds,
    today,
  );
  expect(jobs.map((job) => [job.title, ids(job.occupations)])).toEqual([
    ["Caissière", ["occ:teller01"]],
    ["Caissière", ["occ:cashier1"]],
    ["Waiter", ["occ:waiter01"]],
  ]);
});

it("asks for the work of its headline, its summary and the job held now, never what the summary calls the past", () => {
  const asked = profile(
    [
      "Marie Hoareau",
      "Cook",
      "Profile",
      "After five years as a security guard, I want to work as a deckhand.",
      "Experience",
      "Fisherman, Island Boats, 2020 – present",
      "Security guard, Vigilance, 2014 – 2019",
    ].join("\n"),
  ).askedFor;
  expect(conceptIds(asked.keys()).toSorted()).toEqual(["occ:cook0001", "occ:deckhand", "occ:fisher01"]);
});

it("reads a study's level and field, and a named qualification", () => {
  const { studies } = profile("Education\nDiploma in culinary arts, 2019\nSecurity guard certificate, 2020");
  expect(studies.map((s) => [s.level, conceptIds(s.fields.keys()), conceptIds(s.named)])).toEqual([
    [4, ["own:cookery"], []],
    [3, [], ["own:security-cert"]],
  ]);
});

it("counts the CV's words that the listings use, for the words in common and the cosine", () => {
  const { listingWords, wordCounts, wordsNorm } = profile("Skills\nGuests, guests and more guests; bookings");
  const guest = prepared.wordNumbers.get("guest")!;
  expect(wordCounts.get(guest)).toBe(3);
  expect(listingWords.has(guest)).toBe(true);
  expect(wordsNorm).toBeGreaterThan(0);
});

it("knows the language a CV is written in, when one clearly leads", () => {
  expect(cvLanguage("I worked in the kitchen of the hotel and with the cooks for my skills")).toBe("en");
  expect(cvLanguage("J'ai travaillé dans la cuisine de l'hôtel avec les cuisiniers pour le service")).toBe("fr");
  expect(cvLanguage("Mon'n travay dan lakwizin lotel avek bann kwizinye ek mon leksperyans")).toBe("crs");
  expect(cvLanguage("Cook. Hotel. Kitchen.")).toBeNull();
});

/** A summary's wishes, by concept: the summary under its heading, an Education section after it. */
const wishesOf = (summary: string) =>
  Object.fromEntries(
    [...profile(`${summary}\nEducation\nIGCSE, 2020`).wishes].map(([c, strength]) => [
      prepared.concepts[c]!.id,
      strength,
    ]),
  );

it("reads work the summary says is looked for as a full wish, work it only names as three quarters", () => {
  expect(wishesOf("Profile\nA cook who enjoys the sea. I am looking for a job as a deckhand.")).toMatchObject({
    "occ:deckhand": 1,
    "occ:cook0001": 0.75,
  });
  expect(wishesOf("Profil\nJe cherche un poste de matelot.")).toMatchObject({ "occ:deckhand": 1 });
  expect(wishesOf("Rezime\nMon rod en travay konman matlo.")).toMatchObject({ "occ:deckhand": 1 });
  expect(wishesOf("Rezime\nMon anvi travay konman kwizinye.")).toMatchObject({ "occ:cook0001": 1 });
});

it("reads a wish a PDF split over two lines whole: a clause ends at punctuation, not at a line's end", () => {
  expect(wishesOf("Profile\nFriendly and strong, I want to work as a\ndeckhand on a fishing boat.")).toMatchObject({
    "occ:deckhand": 1,
  });
});

/** The work asked for by a fisherman now, a cook from 2010 to 2019, whose summary is `summary`. */
const askedOf = (summary: string) =>
  conceptIds(
    profile(
      [
        "Profil",
        summary,
        "Expérience",
        "Pêcheur, Island Boats, 2021 – aujourd'hui",
        "Cuisinier, Le Rocher, 2010 – 2019",
      ].join("\n"),
    ).askedFor.keys(),
  ).toSorted();

it("hears a trade the summary names but only a job left behind shows as the past, when another job is held now", () => {
  // Named with no word of the past, it is still what he left: he is a fisherman now.
  expect(askedOf("Cuisinier pendant neuf ans, je me suis reconverti dans la pêche.")).toEqual(["occ:fisher01"]);
  // Said to be looked for, it is asked for whatever he does now.
  expect(askedOf("Je cherche un poste de cuisinier.")).toEqual(["occ:cook0001", "occ:fisher01"]);
  // A trade no job shows is asked for as before.
  expect(askedOf("Matelot, je connais la mer.")).toEqual(["occ:deckhand", "occ:fisher01"]);
});

/** The work a summary asks for, by concept id. */
const askedIn = (summary: string) =>
  conceptIds(profile(`${summary}\nEducation\nIGCSE, 2020`).askedFor.keys()).toSorted();

it("reads the plain past ('I was', 'j'ai été', 'mon ti') as a job held, never as work asked for or wished", () => {
  expect(askedIn("Profile\nI was a cook for six years. I am looking for work as a deckhand.")).toEqual([
    "occ:deckhand",
  ]);
  expect(askedIn("Profil\nJ'ai été cuisinier six ans. Je cherche un poste de matelot.")).toEqual(["occ:deckhand"]);
  expect(askedIn("Rezime\nMon ti kwizinye pandan sis an. Mon rod en travay konman matlo.")).toEqual(["occ:deckhand"]);
  expect(wishesOf("Rezime\nNou ti travay konman kwizinye. Mon rod en travay konman matlo.")).toEqual({
    "occ:deckhand": 1,
  });
});

it("hears 'before', 'avant' and 'avan' as the past: a trade done before the one held now is not asked for", () => {
  expect(askedIn("Profile\nDeckhand since 2023. A cook for ten years before that.")).toEqual(["occ:deckhand"]);
  expect(askedIn("Profil\nMatelot depuis 2023, cuisinier avant.")).toEqual(["occ:deckhand"]);
  expect(askedIn("Rezime\nMatlo depi 2023, kwizinye avan.")).toEqual(["occ:deckhand"]);
});

it("hears 'I left', 'j'ai quitté' and 'mon'n kit' as the past: the work left is neither asked for nor wished", () => {
  // en-289: "I left the front desk to dive and want to keep teaching": the front desk was read as a wish.
  for (const text of [
    "Profile\nI left my job as a cook. Looking for work as a deckhand.",
    "Profil\nJ'ai quitté mon poste de cuisinier. Je cherche un poste de matelot.",
    "Rezime\nMon'n kit mon travay kwizinye. Mon rod en travay konman matlo.",
  ]) {
    expect(askedIn(text)).toEqual(["occ:deckhand"]);
    expect(wishesOf(text)).toEqual({ "occ:deckhand": 1 });
  }
});

it("hears 'interested in', 'à la recherche', 'mon oule' as work looked for, and 'spent', 'autrefois' as the past", () => {
  expect(wishesOf("Profile\nInterested in work as a deckhand.")).toEqual({ "occ:deckhand": 1 });
  expect(wishesOf("Profil\nÀ la recherche d'un poste de matelot.")).toEqual({ "occ:deckhand": 1 });
  expect(wishesOf("Rezime\nMon oule travay konman matlo.")).toEqual({ "occ:deckhand": 1 });
  expect(askedIn("Profile\nI spent six years as a cook. Looking for work as a deckhand.")).toEqual(["occ:deckhand"]);
  expect(askedIn("Profil\nAutrefois cuisinier. Je cherche un poste de matelot.")).toEqual(["occ:deckhand"]);
});

/** The concepts a CV is shown to hold, by id. */
const heldIn = (text: string) => conceptIds(profile(text).concepts.keys());

it("never shows a licence or a qualification the CV says it does not have as found, in any language", () => {
  expect(heldIn("Skills\nBookings. I don't have a security guard certificate")).toEqual(["skill:bookings"]);
  expect(heldIn("Compétences\nRéservations. Je n'ai pas de security guard certificate")).toEqual(["skill:bookings"]);
  expect(heldIn("Konpetans\nMon travay wikenn, me mon pa annan sertifika sekirite")).toEqual(["own:weekends"]);
  // Said of nothing to hold, the clause's words stay.
  expect(heldIn("Konpetans\nMon pa annan problem pour travay wikenn")).toEqual(["own:weekends"]);
});

it("keeps a qualification named beside experience the CV has not got: only a licence said not held is blanked", () => {
  // en-30: "I have just finished my A-levels … and I have no work experience yet": the A-levels are held.
  expect(heldIn("Profile\nI have just finished my A-levels and I have no work experience yet.")).toContain(
    "own:level-school",
  );
  expect(heldIn("Rezime\nMon'n fini mon A-level me pena leksperyans.")).toContain("own:level-school");
});

it("never shows a licence or a qualification still studied for as found, in any language", () => {
  const english = heldIn(
    "Experience\nCook, Marie's Takeaway, 2019 – 2021\nSkills\nBookings. I am studying for my\nsecurity guard certificate",
  );
  expect(english).toContain("skill:bookings");
  expect(english).not.toContain("own:security-cert");
  expect(heldIn("Formation\nCertificat en hôtellerie (en cours)\nCompétences\nJe prépare les réservations")).toEqual([
    "skill:bookings",
  ]);
  expect(heldIn("Ledikasyon\nMon pe prepar mon sertifika sekirite\nKonpetans\nMon travay wikenn")).toEqual([
    "own:weekends",
  ]);
  const { studies } = profile("Education\nDiploma in culinary arts, 2019\nPreparing for a security guard certificate");
  expect(studies.map((s) => [s.level, conceptIds(s.named)])).toEqual([[4, []]]);
});

it("never reads an occupation's word used as a verb ('I cook') or for other people ('young cooks') as work asked for", () => {
  expect(askedIn("Profile\nHead of a hotel kitchen: I cook Creole food and bring young cooks on.")).toEqual([]);
  expect(askedIn("Profile\nI am a cook. I train the deckhands on our boat.")).toEqual(["occ:cook0001"]);
  expect(wishesOf("Profile\nI cook for a team of five deckhands.")).not.toHaveProperty("occ:cook0001");
  expect(wishesOf("Profile\nI cook for a team of five deckhands.")).not.toHaveProperty("occ:deckhand");
});

it("reads a title whose last word is a plural field ('Head of Sales', 'Responsable des ventes') as work asked for", () => {
  expect(askedIn("Profile\nHead of Sales at a furniture shop for six years.")).toEqual(["occ:salesmgr"]);
  expect(askedIn("Profil\nResponsable des ventes dans un magasin de meubles.")).toEqual(["occ:salesmgr"]);
  // Still other people: a plural occupation word on its own.
  expect(askedIn("Profile\nI train young cooks.")).toEqual([]);
});

/** The hours a CV rules out, by id. */
const ruledOutIn = (text: string) => conceptIds(profile(text).ruledOut).toSorted();

it("reads the hours a person rules out, in every language, and never shows them as held", () => {
  const receptionist = profile(
    "Profile\nI can no longer work evening or night shifts. Weekends are fine.\n" +
      "Experience\nHotel receptionist, Coco Hotel, 2019 – present\nNight shifts and weekends.",
  );
  expect(conceptIds(receptionist.ruledOut)).toEqual(["own:nights"]);
  expect(conceptIds(receptionist.concepts.keys())).toContain("own:weekends");
  expect(conceptIds(receptionist.concepts.keys())).not.toContain("own:nights");
  expect(receptionist.jobs.flatMap((job) => conceptIds(job.concepts))).not.toContain("own:nights");
  expect(ruledOutIn("Profile\nI am looking for a morning job only, Saturday mornings included.")).toEqual([
    "own:nights",
  ]);
  expect(ruledOutIn("Profile\nAvailable weekdays only.")).toEqual(["own:weekends"]);
  expect(ruledOutIn("Profil\nJe cherche un poste le matin uniquement.")).toEqual(["own:nights"]);
  expect(ruledOutIn("Profil\nPas de travail de nuit ni le week-end.")).toEqual(["own:nights", "own:weekends"]);
  expect(ruledOutIn("Rezime\nMon pa kapab travay lannwit.")).toEqual(["own:nights"]);
  expect(ruledOutIn("Rezime\nMon rod en travay bomaten selman.")).toEqual(["own:nights"]);
  // "But" starts a new clause: what follows it is not ruled out.
  expect(ruledOutIn("Profile\nI am not available on weekends but happy to work nights.")).toEqual(["own:weekends"]);
  expect(ruledOutIn("Profil\nPas de week-end mais je travaille de nuit.")).toEqual(["own:weekends"]);
  expect(ruledOutIn("Rezime\nMon pa kapab travay wikenn me mon travay lannwit.")).toEqual(["own:weekends"]);
});

it("never reads hours a person says are no trouble, or the hours of a job held, as ruled out", () => {
  expect(ruledOutIn("Profile\nEvening and weekend shifts are no problem.")).toEqual([]);
  expect(ruledOutIn("Profil\nLe soir et le week-end ne me dérangent pas.")).toEqual([]);
  expect(ruledOutIn("Rezime\nMon pa per travay lannwit ek wikenn.")).toEqual([]);
  // A job's lines tell what was done, not what the person will do now.
  expect(
    ruledOutIn(
      "Profile\nHotel work.\nExperience\nNight porter, Coco Hotel, 2019 – present\nNo weekends off in summer.",
    ),
  ).toEqual([]);
  // Only with hours it names: "only" alone rules nothing out.
  expect(ruledOutIn("Profile\nI have worked nights and weekends, only for hotels.")).toEqual([]);
});

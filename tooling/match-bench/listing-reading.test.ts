// How the matcher reads the labelled set's listings (labelled-set/listings, in the content format staff use),
// and CVs against them: what a recruiter reads one way must not be read another.
import path from "node:path";
import { matchIndexForJobsFolder } from "../../src/content/jobs/collection.server";
import { findInText, makeLexicon } from "../../src/matching/lexicon";
import { cvFeatures } from "../../src/matching/match-cv";
import { prepareIndex } from "../../src/matching/prepare-index";

const { index } = matchIndexForJobsFolder(path.resolve(import.meta.dirname, "labelled-set/listings"));
const conceptIds = (ns: readonly number[]) => ns.map((n) => index.concepts[n]!.id);
const lexicon = makeLexicon(index.phrases);
/** The concepts a text names as the matcher reads it, in order, each time it names one. */
const readEach = (text: string) => findInText(text, lexicon).flatMap((f) => conceptIds(f.concepts));
/** The concepts a text names, each once, sorted. */
const readSet = (text: string) => [...new Set(readEach(text))].toSorted();

it("reads standing or walking 'for long hours' as being fit, never as overtime asked", () => {
  // "Physically fit for long hours standing and lifting up to 20 kg" (the kitchen hand),
  // "Physically fit for bending, lifting and long hours on your feet" (the room attendant),
  // "Physically fit, able to stand and walk for long hours" (the security guard).
  for (const [listing, at] of [
    ["job8", 1],
    ["job10", 2],
    ["job25", 2],
  ] as const) {
    const requirement = index.listings[listing]!.requirements[at]!;
    expect(requirement.kind).toBe("skill");
    expect(requirement.kind === "skill" && conceptIds(requirement.concepts)).toContain("own:fitness");
  }
  const asked = Object.values(index.listings).flatMap((listing) =>
    listing.requirements.flatMap((r) => (r.kind === "availability" ? conceptIds(r.concepts) : [])),
  );
  expect(asked).not.toContain("own:overtime");
}, 30_000);

it("names a ferry's deckhand and a long-liner's fisherman as two trades, close but not the same", () => {
  const occupations = (listing: string) => conceptIds(index.listings[listing]!.occupations);
  // ESCO's boat crew member ("Deckhand", "Matelot de pont", "Matlo") and its fisheries deckhand (fisherman).
  expect(occupations("job17")).toEqual(["occ:ddb3e6a4"]);
  expect(occupations("job18")).toEqual(["occ:18dafd4f"]);
  const fisherman = index.concepts.findIndex((c) => c.id === "occ:18dafd4f");
  expect(index.listings.job17!.related[fisherman]).toBeGreaterThanOrEqual(0.7);
}, 30_000);

it("reads the carpenter's tools and drawings alike in each language, and 'en sécurité' as safely, never a field", () => {
  // The carpenter (job21): "outils électriques" are power tools, not the electrician's field, and French
  // "en sécurité" is "safely", not the field of security.
  for (const text of [
    "Uses power tools safely and can read drawings",
    "Utilise les outils électriques en sécurité et sait lire des plans",
    "Servi zouti elektrik san danze e konn lir desen",
  ])
    expect(readEach(text)).toEqual(["skill:5bf7f85a", "skill:68b6ef08"]);
  // The skipper's and the teacher's assistant's safety of guests and children, a dive centre's safety briefing: no
  // field of security either; a security guard is one.
  for (const text of [
    "Veiller à la sécurité des clients",
    "Gard bann zanfan an sekirite",
    "Briefing sekirite lo bato",
    "Sekirite dan dilo",
  ])
    expect(readEach(text)).not.toContain("own:security");
  expect(readEach("Mon'n travay konman gard sekirite")).toEqual(["occ:31808988"]);
  // Kreol "lamar" (moorings) is the sea's, not walking ("lamars").
  expect(readEach("Lakord lamar, ed pasaze monte")).toEqual(["own:maritime"]);
  // The gardener (job29) and a care CV: no field of security.
  expect(readEach("Utilise en sécurité débroussailleuse, tondeuse et outils à main")).toEqual([]);
  expect(readEach("Déplacer les patients en toute sécurité")).not.toContain("own:security");
  // A CV's tools and drawings, and security where it is the work.
  expect(readEach("Staple and nail guns, jigsaw, mitre saw; reading furniture drawings")).toEqual([
    "skill:5bf7f85a",
    "skill:5bf7f85a",
    "skill:5bf7f85a",
    "skill:68b6ef08",
  ]);
  expect(readEach("Rondes de sécurité la nuit")).toContain("own:security");
}, 30_000);

/** The skills, fields, licences and qualifications a listing asks, as the index keeps them. */
const asked = (listing: string) => conceptIds(index.listings[listing]!.concepts);

it("asks the skills two of a listing's three languages name, not one language's misreading", () => {
  // English "dress the window" and "windows" are read as Windows, "fit roofs" as fitness, "questions about their
  // accounts" as accounting: French and Kreol name none of them, so the listings do not ask them.
  expect(
    readSet(
      "Help customers find clothes, gifts and souvenirs, keep the shelves full and tidy, dress the window and take payments at the counter.",
    ),
  ).toContain("own:windows");
  expect(asked("job15")).not.toContain("own:windows");
  expect(asked("job21")).not.toContain("own:windows");
  expect(asked("job21")).not.toContain("own:fitness");
  expect(asked("job13")).not.toContain("skill:ecc18804");
  // What two name stays: the electrician's electrical work (French and Kreol; English says "wire" and "sockets"),
  // the bookkeeper's accounting, the shop assistant's payments taken (cash).
  expect(asked("job22")).toContain("own:electrical");
  expect(asked("job12")).toContain("skill:ecc18804");
  expect(asked("job15")).toContain("skill:0cb013af");
}, 30_000);

it("reads what a listing asks alike in its three languages, where one language had words the others lacked", () => {
  // The bank teller's and the medical receptionist's "Saturday mornings on a rota".
  for (const text of ["Saturday mornings on a rota", "Samedis matin par roulement", "Sanmdi bomaten par roulman"])
    expect(readSet(text)).toEqual(["own:shift-work", "own:weekends"]);
  // "IGCSE in English and Mathematics": French "mathématiques" is the mathematics of the other two.
  for (const text of [
    "IGCSE in English and Mathematics",
    "IGCSE en anglais et en mathématiques",
    "IGCSE dan Angle ek Matematik",
  ])
    expect(readSet(text)).toContain("skill:4339176e");
  // The data entry clerk's title in French and Kreol ("Klerk data entry" was ESCO's office clerk).
  for (const text of ["Data Entry Clerk", "Agente de saisie", "Klerk data entry"])
    expect(readSet(text)).toContain("occ:6353b3e8");
  expect(readSet("Klerk data entry")).not.toContain("occ:6c999fc7");
  // Carpentry and plumbing in Kreol, as in English and French.
  expect(readSet("Trwa an leksperyans dan sarpant oubyen menizri")).toEqual(["own:carpentry"]);
  expect(readSet("Sertifika dan plonbri")).toContain("own:plumbing");
  // A police "certificat de bonne conduite" is no driving; a light truck is no design principle (ESCO's "light").
  expect(readSet("Un certificat de bonne conduite de la police")).not.toContain("own:driving");
  expect(readSet("Driving licence for light trucks, held for at least two years")).toEqual(["own:driving-licence"]);
  // Nor is a CV's "Languages" heading ESCO's terminology, a French hobby "Lecture" a lecture given, fuel or the Energy
  // Commission the knowledge of energy, or a board, a tie or a French "standard" (switchboard) scaffolding.
  for (const [text, skill] of [
    ["Languages: English, French", "skill:b6f26b50"],
    ["Loisirs : lecture, natation", "skill:3012a059"],
    ["Fuel and oil checked; Seychelles Energy Commission licence", "skill:1e38f5be"],
    ["Standard téléphonique ; notice board", "skill:3362724b"],
    // "In current status" (the dive instructor's OWSI) is no electricity; a pool's pumps and filters no factory.
    ["PADI Open Water Scuba Instructor (OWSI) or higher, in current status", "skill:1fea0bc2"],
    ["Pool pumps and filters cleaned every week", "skill:d1f607d0"],
  ] as const)
    expect(readSet(text)).not.toContain(skill);
  // A ship's master and a boat master's licence are no master's degree; a French market (marché) is no walking.
  expect(readSet("SMSA Boat Master Licence; Capt. Ivan Loizeau, Master, Sea Link")).not.toContain("own:level-master");
  expect(readSet("SMSA Boat Master Licence")).toContain("own:boat-licence");
  for (const text of ["Master's degree in Finance", "Master of Business Administration", "Master en comptabilité"])
    expect(readSet(text)).toContain("own:level-master");
  expect(readSet("Vendeuse au marché de Victoria")).not.toContain("own:walking");
  expect(readSet("La marche et le vélo")).toContain("own:walking");
  // A listing's "salaire" and a CV's "salarié" are no payroll, "dresser les tables" and "câbler" no trade, "running the
  // office" no sport; payroll, salaries and sport still are.
  for (const text of ["Salaire selon expérience", "Salarié chez Boileau et fils", "Dresser les tables"])
    expect(readSet(text)).toEqual([]);
  expect(readSet("Câbler les maisons")).not.toContain("occ:0c328e98");
  expect(readSet("Running the office diary")).toEqual(["own:office"]);
  expect(readSet("Payroll for 25 staff, monthly salaries; calcul des salaires")).toEqual(["skill:9d916d7c"]);
  expect(readSet("Jogging, football")).toEqual(["own:fitness"]);
  // A network's LAN is written in capitals; Kreol "lan" is a word of its own.
  expect(readSet("Réseaux LAN, Wi-Fi")).toContain("own:networking");
  expect(readSet("mon ti travay la lan pase")).toEqual([]);
  // "Boat handling licence an advantage": the boat licence the French and Kreol name.
  expect(readSet("Boat handling licence an advantage")).toContain("own:boat-licence");
  // The shop assistant's French title, the room attendant's floors, the nursing assistant's caring, the helpdesk's
  // IT support, the storekeeper's fitness.
  expect(readSet("Vendeuse en boutique")).toContain("occ:0b15375e");
  expect(readSet("Au moins six mois au service des étages d'un hôtel")).toContain("own:cleaning");
  expect(readSet("Kontan okip dimoun e pasyan")).toContain("own:health-care");
  for (const text of [
    "Six months of IT support work",
    "Six mois de support informatique",
    "Sis mwan travay sipor enformatik",
  ])
    expect(readSet(text)).toContain("occ:aaeec9a7");
  expect(readSet("En forme pour soulever et déplacer des marchandises")).toContain("own:fitness");
  // The listings' descriptions too: answering calls (the customer service agent, the medical receptionist, the IT
  // helpdesk) and cleaning (the room attendant) in each language, and the Kreol crèche (the teacher's assistant).
  for (const text of [
    "Answer customers' calls and chats",
    "Answer the phone at a busy private clinic",
    "Répondre aux appels et aux messages des clients",
    "Reponn bann apel ek imel",
  ])
    expect(readSet(text)).toContain("skill:5a0bffcf");
  for (const text of [
    "Clean and prepare guest villas",
    "Nettoyer et préparer les villas des clients",
    "Ou pou netway e prepar bann vila kliyan",
  ])
    expect(readSet(text)).toContain("skill:1448431a");
  expect(readSet("Ou pou ed bann profeser krès ek klas P1 ek P2")).toContain("own:childcare");
  // The ward helper's patients, as English and French "patients" are.
  expect(readSet("Benyen, abiy e fer bann pasyan manze")).toContain("own:health-care");
}, 30_000);

describe("a CV's job titles, read against the same listings", () => {
  const prepared = prepareIndex(index);
  const profileOf = (text: string) => cvFeatures(prepared, { kind: "text", text }, "2026-11-29").profile;
  const trades = (text: string) => profileOf(text).jobs.map((job) => conceptIds(job.occupations));
  /** Every concept a text names, of any kind. */
  const named = (text: string) => conceptIds([...profileOf(text).concepts.keys()]);
  const levels = (text: string) => profileOf(text).studies.map((study) => study.level);
  /** Which of a listing's requirements a CV shows. */
  const shown = (listing: string, text: string) =>
    cvFeatures(prepared, { kind: "text", text }, "2026-11-29")
      .features.find((f) => f.id === listing)!
      .requirements.map((r) => r.found);
  /** The licences a CV says are not held. */
  const notHeld = (text: string) => conceptIds([...profileOf(text).licencesNotHeld]);
  /** The work a CV's summary wishes for. */
  const wishes = (text: string) => conceptIds([...profileOf(text).wishes.keys()]);
  /** The IT support technician's parts (job5) for a CV: it asks a driving licence as a must. */
  const technician = (text: string) =>
    cvFeatures(prepared, { kind: "text", text }, "2026-11-29").features.find((f) => f.id === "job5")!;
  /** Which of the nursing assistant's requirements (job26) a CV shows. */
  const nursing = (text: string) => shown("job26", text);

  it("reads a first aid course as the first aid certificate the nursing assistant asks, in each language", () => {
    // fr-61: "Premiers secours (2025)" under "Certificats", a home care course beside it; en-76: "first aid in 2024".
    for (const text of [
      "Expérience\nAide aux personnes âgées, Maison de retraite, Anse Royale, 2021 – 2025\nFormation\nS5, 2006\nCertificats\nCours de soins à domicile, Croix-Rouge (2022)\nPremiers secours (2025)",
      "Experience\nCare assistant, Home for the elderly, Anse Royale, 2017 – 2025\nEducation\nS4, 2006\nCertificates\nHome care course, Red Cross (2022)\nFirst aid (2024)",
      "Leksperyans\nAsistan swen, Lakaz pour granmoun, Anse Royale, 2017 – 2025\nLedikasyon\nS4, 2006\nSertifika\nKour swen lakaz, Lakrwa Rouz (2022)\nPremye swen (2024)",
    ])
      // The first aid certificate is shown; the home care course is no certificate in nursing assistance.
      expect({ text, found: nursing(text).slice(0, 2) }).toEqual({ text, found: [false, true] });
  });

  it("reads a French emergency care certificate (AFGSU) as the first aid certificate the nursing assistant asks", () => {
    // fr-296: a DEAS nursing assistant's "AFGSU niveau 2 (gestes et soins d'urgence)" was no first aid, so the wards she
    // asks for went to the care worker.
    for (const text of [
      "Expérience\nAide-soignante, CHU Félix-Guyon, 2012 – 2022\nFormation\nDiplôme d'État d'aide-soignant (DEAS), 2012\nAFGSU niveau 2, renouvelée en 2024",
      "Expérience\nAide-soignante, CHU Félix-Guyon, 2012 – 2022\nFormation\nDiplôme d'État d'aide-soignant, 2012\nGestes et soins d'urgence (2024)",
    ])
      expect({ text, found: nursing(text).slice(0, 2) }).toEqual({ text, found: [true, true] });
  });

  it("never shows a driving licence a CV says it has not got, in each language, and shows one it has", () => {
    // en-297: a school leaver's "No driving licence yet." was read as the licence the IT support technician (job5) asks.
    for (const text of [
      "Profile\nSchool leaver with a Certificate in IT Support. No driving licence yet.",
      "Profile\nI have no driving licence.",
      "Profil\nTitulaire d'un certificat en informatique. Pas de permis de conduire pour l'instant.",
      "Rezime\nMon'n fini lekol. Mon pena lisans kondwir.",
      // crs-95: "Mon pankor ganny mon permi kondwir."
      "Lang\nKreol. Mon pankor ganny mon permi kondwir.",
    ]) {
      expect(named(text)).not.toContain("own:driving-licence");
      expect(shown("job5", text)[2]).toBe(false);
    }
    for (const text of [
      "Skills\nClean driving licence, no accidents",
      "Compétences\nPermis de conduire B",
      "Konpetans\nLisans kondwir",
      // crs-104: two years side by side were read as a phone number, and the line as how to call him.
      "Ledikasyon\nPermi kondwir B; permi kamyon lezer (light truck) depi 2015 (2012)",
    ])
      expect(shown("job5", text)[2]).toBe(true);
  });

  it("reads a licence a CV says is not held, or that the person does not drive, in each language", () => {
    // en-300: "I do not drive: I come to work by bus." The IT support technician asks a driving licence as a must.
    const experience = "\nExperience\nHelpdesk intern, Ministry of Education, 2026";
    for (const text of [
      "Profile\nI do not drive: I come to work by bus." + experience,
      "Profile\nI don't drive." + experience,
      "Profile\nNo driving licence yet." + experience,
      "Profil\nJe ne conduis pas, je viens en bus." + experience,
      "Profil\nPas de permis de conduire." + experience,
      "Rezime\nMon pa kondwir, mon vin travay an bis." + experience,
      "Rezime\nMon pankor ganny mon permi kondwir." + experience,
    ])
      expect(notHeld(text)).toEqual(["own:driving-licence"]);
    // Saying nothing of it is not saying it is not held, and a licence the CV shows elsewhere is held.
    expect(notHeld("Profile\nI come to work by bus." + experience)).toEqual([]);
    expect(notHeld("Profile\nI do not drive trucks." + experience + "\nSkills\nDriving licence (cars), 2015")).toEqual(
      [],
    );
    const said = technician("Profile\nI do not drive: I come to work by bus." + experience);
    expect(said.requirements.filter((r) => r.notHeld).length).toBe(1);
    expect(said.licenceNotHeld).toBe(true);
    expect(said.licenceShort).toBeUndefined();
    // Not shown, and not said: short, as a qualification not shown is.
    const silent = technician("Profile\nI come to work by bus." + experience);
    expect(silent.requirements.filter((r) => r.notHeld).length).toBe(0);
    expect(silent.licenceNotHeld).toBeUndefined();
    expect(silent.licenceShort).toBe(true);
    const held = technician("Profile\nI come to work by car." + experience + "\nSkills\nDriving licence, 2015");
    expect(held.licenceShort).toBeUndefined();
  });

  it("reads 'Samdi', as Kreol CVs write Saturday, as work at weekends", () => {
    // crs-293: "Travay Samdi bomaten." at a bureau de change; the bank teller (job13) asks weekends or shifts.
    expect(named("Leksperyans\nKesye, Harbour Bureau de Change — 2019 – 2025\nTravay Samdi bomaten.")).toContain(
      "own:weekends",
    );
  });

  it("reads a side column's block under a heading it does not know, below the contact lines", () => {
    // en-289: "Diving" under "Contact" in a side column; its Emergency First Response Instructor card went unread.
    const text = [
      "Tessa Lablache",
      "Contact",
      "Bel Ombre, Mahé",
      "+248 289 4289",
      "tessa.lablache@example.sc",
      "Diving",
      "PADI Open Water Scuba Instructor, 2022",
      "Emergency First Response Instructor",
      "Oxygen Provider, 2025",
      "Profile",
      "PADI instructor since 2022.",
      "Experience",
      "Dive Instructor, Reef Spirit Diving, Beau Vallon — Apr 2022 – present",
    ].join("\n");
    expect(named(text)).toContain("own:efr");
    expect(shown("job30", text)[2]).toBe(true);
  });

  it("reads the delivery driver's drink crates as no cash desk, and loads carried and no accidents as it asks", () => {
    // fr-82, fr-154: "caisses de boissons" (crates) was read as a cash desk, so the delivery driver (job24) asked to be
    // fit or to handle cash; a driver's "chargement et déchargement" and "Aucun accident" met neither it nor the clean
    // driving record.
    const fitToCarry = index.listings.job24!.requirements[2]!;
    expect(fitToCarry.kind === "skill" && conceptIds(fitToCarry.concepts)).toEqual(["own:fitness"]);
    for (const text of [
      "Experience\nDelivery Driver, Island Wholesale — 2020 – 2025\nLoading and unloading the truck.\nLicences\nDriving licence for light trucks (2016). No accidents.",
      "Expérience\nChauffeur-livreur, Grossiste Bon Prix — 2020 – 2025\nChargement et déchargement.\nFormation et permis\nPermis de conduire poids léger (2016)\nAucun accident, aucune amende.",
      "Leksperyans\nSofer livrezon, Grosis Providence — 2020 – 2025\nMon lev e port bann kes.\nLisans\nLisans kondwir pti kamyon (2016), okenn aksidan.",
    ]) {
      const found = shown("job24", text);
      expect({ text, found: [found[0], found[2], found[3]] }).toEqual({ text, found: [true, true, true] });
    }
  });

  it("reads a cashier at a bank as the bank teller, in each language, and a cashier elsewhere as a cashier", () => {
    // fr-204: "Caissière, agence de Victoria, Banque des Îles"; ESCO's English "bank cashier" is the bank teller.
    for (const text of [
      "Expérience\nCaissière, agence de Victoria, Banque des Îles — 2021 – 2025",
      "Experience\nCashier, Mauritius Commercial Bank, Victoria — 2021 – 2025",
      "Leksperyans\nKesye, Labank Nouvo, Victoria — 2021 – 2025",
      "Expérience\nCaissière de banque — 2021 – 2025",
    ])
      expect(trades(text)).toEqual([["occ:2ff9e53c"]]);
    for (const text of [
      "Expérience\nCaissière, supermarché STC, Providence — 2017 – 2021",
      "Leksperyans\nKesye, PUC, Victoria — 2020 – 2025",
    ])
      expect(trades(text)).toEqual([["occ:2b871272"]]);
  });

  it("reads a basic sea safety course as the deckhand's sea safety training, in English and French", () => {
    // en-105: "2022   Basic Sea Safety, Seychelles Maritime Academy"; the deckhand asks "Basic sea safety training".
    for (const text of [
      "Education\n2022 Basic Sea Safety, Seychelles Maritime Academy",
      "Formation\nSécurité en mer, 2022",
    ])
      expect(named(text)).toContain("own:stcw");
  });

  it("reads the long-liner fisherman's sea safety certificate as met by basic safety training alone, in each language", () => {
    // fr-300: "Certificat de formation de base à la sécurité (CFBS)"; the fisherman asks "Sea safety certificate
    // (Seychelles Maritime Academy or equivalent)", read until now as any maritime certificate, which that line
    // does not name.
    for (const text of [
      "Formation\n2017\nCertificat de formation de base à la sécurité (CFBS)",
      "Education\n2019 STCW Basic Safety Training",
      "Education\n2019 Sea Safety Certificate, Seychelles Maritime Academy",
    ])
      expect(shown("job18", text)[1]).toBe(true);
    expect(shown("job18", "Education\n2019 Certificate in Hospitality, SITE")[1]).toBe(false);
  });

  it("reads a long-liner, as CVs name the boat, as the long-liner fisherman's trade, in each language", () => {
    // fr-300: "Je cherche une place d'équipage sur un palangrier": the work he asks for is the long-liner's fishing,
    // not a ferry deckhand's.
    for (const text of [
      "Profil\nJe cherche une place d'équipage sur un palangrier.\nExpérience\nMatelot, Bel Ombre — 2017 – 2024",
      "Profile\nI am looking for a crew place on a long-liner.\nExperience\nDeckhand, Bel Ombre — 2017 – 2024",
      "Profil\nMon rod en plas lo en bato long-line.\nLeksperyans\nMatlo, Bel Ombre — 2017 – 2024",
    ])
      expect(wishes(text)).toContain("occ:18dafd4f");
    expect(trades("Expérience\nMatelot, ferry Cat Cocos, Victoria — 2017 – 2024")[0]).not.toContain("occ:18dafd4f");
  });

  it("reads A-levels, a baccalauréat or a diploma as meeting school subjects asked 'or equivalent', never a trade's certificate", () => {
    // fr-302: "Bac pro Gestion-Administration"; the data-entry clerk asks "IGCSE in English and Mathematics, or
    // equivalent", which a baccalauréat was reached through whichever subjects the CV names.
    for (const text of [
      "Formation\nBac pro Gestion-Administration, lycée Jean Perrin, 2022",
      "Education\nA-levels in Business and Economics, 2021",
      "Education\nDiploma in Tourism, Seychelles Tourism Academy, 2023",
      "Education\nIGCSE English and Mathematics, 2019",
    ])
      expect(shown("job16", text)[0]).toBe(true);
    for (const text of ["Education\nCertificate in Masonry, SIT, 2020", "Education\nIGCSE Art and Geography, 2019"])
      expect(shown("job16", text)[0]).toBe(false);
  });

  it("reads 'serving customers' at a counter as customer service, not as a restaurant's", () => {
    // en-97: "I would love to work in a bank, serving customers at the counter."
    const concepts = named("Skills\nServing customers at the counter");
    expect(concepts).toContain("skill:15a33d76");
    expect(concepts).not.toContain("own:food-service");
  });

  it("reads a stock room as a warehouse's work, and stock alone as a shop's, in each language", () => {
    // crs-123: "mon travay dan magazen stok" (a stock room clerk); the storekeeper's field is the warehouse. Stock alone
    // stays the shop's: "Good with Excel or stock software" asks one of two things, not two of three.
    for (const text of [
      "Profile\nI work in the stock room.",
      "Profil\nGestion des stocks.",
      "Rezime\nMon travay dan magazen stok.",
    ])
      expect(named(text)).toContain("own:warehouse");
    expect(named("Profile\nI like working with stock.")).not.toContain("own:warehouse");
  });

  it("reads an LCCI examination as a certificate, whatever else the line says", () => {
    // fr-132: "LCCI niveau 3, comptabilité — 2014"; the bookkeeper asks "Certificate or diploma in accounting … (AAT, LCCI or equivalent)".
    expect(levels("Expérience\nCaissière, STC — 2003 – 2009\nFormation\nLCCI niveau 3, comptabilité — 2014")).toEqual([
      3,
    ]);
    expect(
      levels("Experience\nCashier, STC — 2003 – 2009\nEducation\nLCCI Level 3 Diploma in Accounting — 2019"),
    ).toEqual([4]);
  });

  it("reads work seven days a week as work at weekends, in each language", () => {
    // en-117: "seven days a week at sea"; crs-159: "Travay 7 zour lo 7 dan gran sezon". The room attendant asks weekends.
    for (const text of [
      "Experience\nCabin Steward, Costa Cruises — 2018 – 2025\nCabins cleaned, seven days a week at sea.",
      "Expérience\nFemme de chambre, Hôtel du Port — 2018 – 2025\nSept jours sur sept en saison.",
      "Leksperyans\nFanm dsanm, Lotel Bel Lazur — 2018 – 2025\nTravay 7 zour lo 7 dan gran sezon.",
    ])
      expect(named(text)).toContain("own:weekends");
  });

  it("reads night shifts as shifts worked, as well as nights, in each language", () => {
    // en-280: a care worker's "day and night shifts"; the nursing assistant (job26) asks "Rotating day and night
    // shifts, weekends and public holidays", which a CV meets by two of shifts, nights, weekends and holidays.
    for (const text of [
      "Experience\nCare Worker, Sunrise Home — 2018 – present\nResidents washed and fed; day and night shifts.",
      "Expérience\nAide à domicile, Résidence Les Filaos — 2018 – 2025\nToilette des résidents ; équipes de nuit.",
      "Expérience\nAgent de sécurité, Vigilance — 2018 – 2025\nPostes de nuit et de jour.",
      "Leksperyans\nKer worker, Lakaz Sunrise — 2018 – 2025\nTravay par sif lazournen ek lannwit.",
    ]) {
      expect(named(text)).toEqual(expect.arrayContaining(["own:nights", "own:shift-work"]));
      expect(nursing(text)[3]).toBe(true);
    }
  });

  it("reads fast typing as typing however a CV writes it, in each language", () => {
    // fr-111: "Frappe rapide (45 mots par minute)"; the customer service agent asks "quick at typing".
    for (const text of [
      "Compétences\nFrappe rapide (45 mots par minute)",
      "Profil\nJ'aime aider les gens et je tape vite.",
      "Skills\nKeyboard skills: 50 words per minute",
      "Konpetans\n40 mo par minit lo klavye",
    ])
      expect(named(text)).toContain("own:data-entry");
  });

  it("reads no trade in words a CV writes for something else, and a captain as a boat's", () => {
    // "In charge of" (and French "chargé", ESCO's secondary school teacher), "je garde" (I look after; ESCO's gate
    // guard), a Referees heading (ESCO's sports official), French "hôtelier" and "financier" as adjectives.
    for (const text of [
      "Profile\nCook at a hotel, in charge of the hot section",
      "Profil\nAssistante maternelle, je garde chez moi quatre enfants",
      "Referees\nMr John Hoareau, manager",
      "Profil\nDix ans dans le secteur hôtelier ; rapport financier chaque mois",
    ]) {
      const occupations = named(text).filter((id) => id.startsWith("occ:"));
      expect(
        occupations.filter((id) =>
          ["occ:5efb2c08", "occ:842d4d83", "occ:388155cc", "occ:2171a849", "occ:659b0ffd"].includes(id),
        ),
      ).toEqual([]);
    }
    // "Captain" here is a boat's, not ESCO's airline captain; "Garde de nuit" is a security guard.
    expect(trades("Experience\nCaptain, Cat Cocos ferry — 2012 – 2024")).toEqual([["occ:ee646fa1"]]);
    expect(trades("Expérience\nGarde de nuit, Sentinel Security — 2019 – 2025")).toEqual([["occ:31808988"]]);
  });

  it("reads no trade of other people a job's line names: helping the masons is no mason's work", () => {
    const labourer =
      "Work experience\nLabourer — UCPS Construction (2005 – 2025). Mixing concrete, carrying blocks and sand, " +
      "helping the masons on the scaffolding\nEducation\nS3 — Cascade School (1995)";
    expect(trades(labourer)).toEqual([[]]);
    const manoeuvre = "Expérience\nManœuvre, Boileau Bâtiment, 2012 – 2020, au service des maçons\nFormation\nCAP";
    expect(trades(manoeuvre)).toEqual([["occ:fb7e2f4f"]]); // a building labourer, not the mason
    const mason = "Work experience\nMason — Southern Builders (2010 – 2020), with two labourers\nEducation\nS5";
    expect(trades(mason)).toEqual([["occ:05f321f8", "occ:f3fc11ca"]]); // bricklayer, stonemason
  });

  it("reads a job's title on the line above its employer and dates, in each language", () => {
    const employment =
      "Employment\nStorekeeper\nBel Ombre Hardware and Building Supplies, June 2024 – now\n" +
      "Receiving and checking deliveries, monthly counts.\nFisherman, semi-industrial long-liner\n" +
      "Ocean Pride Fishing, Providence, 2012 – 2023\nSetting and hauling lines.\nEducation\nIGCSE";
    // The line above the first dates is still a job of its own too, undated, as before.
    expect(trades(employment)).toEqual([["occ:bea705fe"], ["occ:bea705fe"], ["occ:18dafd4f"]]);
    const experience =
      "Expérience\nServeuse\nRestaurant Le Ti Piment, La Digue, 2021 – 2024\nService en salle.\nFormation\nCAP";
    expect(trades(experience)).toEqual([
      ["occ:bf7d8b16", "occ:d5db9d5c"],
      ["occ:bf7d8b16", "occ:d5db9d5c"],
    ]);
    const leksperyans = "Leksperyans\nKesye\nSTC Hypermarket, 2019 – 2020\nLekol\nS5";
    expect(trades(leksperyans)).toEqual([["occ:2b871272"], ["occ:2b871272"]]);
    // A description's last line is no title: the employer's line names the trade.
    const cook = "Experience\nCook — Hotel A, 2019 – 2021\nCreole dishes\nWaiter — Hotel B, 2017 – 2019\nEducation\nS5";
    expect(trades(cook)).toEqual([["occ:90f75f67"], ["occ:d5db9d5c"]]);
  });

  it("names the trade of titles people write for the listings' work, in each language", () => {
    expect(trades("Experience\nStorekeeper, Island Hardware — 2019 – 2024")).toEqual([["occ:bea705fe"]]);
    expect(trades("Experience\nClassroom Helper, Plaisance P1 classes — 2024 – present")).toEqual([["occ:00674f21"]]);
    expect(trades("Experience\nFront Office Agent, Beau Vallon Bay Hotel — 2019 – 2024")).toEqual([["occ:f7b04542"]]);
    expect(trades("Experience\nDive Instructor, Blue Reef Divers — 2023 – present")).toEqual([["occ:a1b32703"]]);
    expect(trades("Expérience\nCommis de salle, Le Rocher — 2019 – 2024")).toEqual([["occ:d5db9d5c"]]);
    expect(trades("Expérience\nManœuvre, chantier Anse Royale — 2014 – 2015")).toEqual([["occ:fb7e2f4f"]]);
    expect(trades("Leksperyans\nAtandan lasanm, Lotel Bel Lazur — 2009 – 2021")).toEqual([["occ:731ecac4"]]);
    expect(trades("Leksperyans\nKwizinyen, Lakaz Manze — 2015 – 2024")).toEqual([["occ:90f75f67"]]);
    // The tenth set's titles that named no trade (en-99, en-105, en-106, fr-100, crs-99, crs-100, crs-105).
    expect(trades("Experience\nPool Bar Attendant, Coral Strand — 2022 – present")).toEqual([["occ:2f5e38a0"]]);
    expect(trades("Experience\nBoat boy, Glass Bottom Tours — 2022 – present")).toEqual([["occ:ddb3e6a4"]]);
    expect(trades("Experience\nBell Attendant, Beau Vallon Bay Hotel — 2019 – 2024")).toEqual([["occ:3cc51201"]]);
    expect(trades("Expérience\nEmployée libre-service, STC Hypermarket — 2018 – 2024")).toEqual([["occ:0b15375e"]]);
    expect(trades("Leksperyans\nOperater CCTV, Sentinel Security — 2019 – 2024")).toEqual([["occ:31808988"]]);
    expect(trades("Leksperyans\nSef Steward, Lotel Bel Lazur — 2019 – 2024")).toEqual([["occ:f756fdab"]]);
    expect(trades("Leksperyans\nOfisye Antre Done, Minister Lasante — 2019 – 2024")).toEqual([["occ:6353b3e8"]]);
  });

  it("names the trade of titles the tuning CVs held for years and that named none, in each language", () => {
    // Each row a CV's own title (en-120, en-141, en-133, en-153, en-150, en-147, en-145, en-140, fr-144, fr-43,
    // fr-149, fr-145, fr-153, crs-154, crs-22, crs-158, crs-155, crs-153, crs-149, crs-12, crs-136, crs-143, en-33,
    // en-114, en-157, en-152, crs-77, fr-74, fr-178, fr-184, fr-180, en-188, crs-123, fr-132, en-57, en-125, crs-189, fr-47, fr-133, en-166, en-111, en-117).
    const titles: [string, string][] = [
      ["Experience\nCleaner, Victoria Day Centre — 2016 – 2023", "occ:303a1e34"], // building cleaner
      ["Experience\nIT Support Assistant, Island Telecom — 2022 – present", "occ:aaeec9a7"], // ICT help desk agent
      ["Experience\nClaims and Customer Care Officer, SACOS — 2019 – present", "occ:13d1b2b4"], // customer service
      ["Experience\nContact Centre Agent, Nouvobanq — 2020 – present", "occ:13d1b2b4"],
      ["Experience\nHousekeeping Attendant, Coral Strand — 2020 – present", "occ:731ecac4"], // room attendant
      ["Experience\nGreenkeeper, Lemuria Golf — 2017 – present", "occ:a48b9a5a"], // groundsman
      ["Experience\nBosun, Cat Cocos — 2018 – present", "occ:2e46a2a3"], // boatswain
      ["Experience\nF&B Attendant, Kempinski — 2021 – present", "occ:d5db9d5c"], // waiter
      ["Experience\nInventory Clerk, STC — 2020 – present", "occ:bea705fe"], // warehouse worker
      ["Expérience\nAgente d'entretien, Nettoyage Plus — 2011 – 2025", "occ:303a1e34"],
      ["Expérience\nAgente de service hospitalier, hôpital de Victoria — 2018 – 2024", "occ:303a1e34"],
      ["Expérience\nTechnicien de proximité, Cable & Wireless — 2017 – 2025", "occ:aaeec9a7"],
      ["Expérience\nAgent d'espaces verts, district d'Anse Royale — 2016 – 2025", "occ:a48b9a5a"],
      ["Expérience\nAgente d'admission, hôpital de Victoria — 2016 – 2025", "occ:045f05f2"], // medical admin
      ["Leksperyans\nEd-menazer, pour en fanmi Bel Air — 2014 – 2025", "occ:cbad55a4"], // domestic cleaner
      ["Leksperyans\nNetwayez biro, Minister Finans — 2019 – 2022", "occ:303a1e34"],
      ["Leksperyans\nSarpanter, Laroch Konstriksyon — 2006 – 2025", "occ:2a22ff9e"], // carpenter
      ["Leksperyans\nZardinyen, Lotel Bel Lazur — 2014 – 2025", "occ:a10eb17a"], // garden labourer
      ["Leksperyans\nServeuz, Restoran Laplaz — 2017 – 2023", "occ:d5db9d5c"],
      ["Leksperyans\nKasyer, Laboutik Anse Royale — 2019 – 2021", "occ:2b871272"], // cashier
      ["Leksperyans\nAsistan enfirmye, Lopital Victoria — 2015 – 2025", "occ:87d0795a"], // nurse assistant
      ["Leksperyans\nGardmalad lannwit, pour en fanmi Mont Fleuri — 2019 – 2025", "occ:8d703e8f"], // care worker
      ["Leksperyans\nBilder, pour mon prop kont — 2013 – 2025", "occ:05f321f8"], // bricklayer
      ["Experience\nCoxswain, Seychelles Coast Guard — 2012 – 2024", "occ:ee646fa1"], // skipper
      ["Experience\nWard Clerk, Seychelles Hospital — 2019 – present", "occ:045f05f2"], // medical administrative
      ["Experience\nMinibar Attendant, Sunset Cove Resort — 2023 – present", "occ:731ecac4"],
      ["Experience\nCrèche Teacher, Little Stars Crèche — 2014 – present", "occ:55d60ead"], // early years teacher
      ["Leksperyans\nGarson restoran, Lotel Bel Lazur — 2019 – 2024", "occ:d5db9d5c"],
      ["Expérience\nAide-comptable, Pool & Associés — 2018 – 2021", "occ:c3aae59e"], // bookkeeper, not accountant
      ["Expérience\nGestionnaire de stock, Quincaillerie Anse aux Pins — 2018 – 2025", "occ:bea705fe"],
      ["Expérience\nAgente administrative, district de Takamaka — 2018 – 2025", "occ:044d78cc"], // admin assistant
      ["Expérience\nCommis de bureau, caisse de retraite — 2015 – 2017", "occ:6c999fc7"], // office clerk
      ["Expérience\nAgent cynophile, Sentinel Security — 2019 – 2025", "occ:31808988"], // security guard
      ["Experience\nBond Store Officer, Duty Free Wholesale — 2019 – present", "occ:bea705fe"],
      ["Leksperyans\nKlerk Magazen Stok, Supermarse Les Mamelles — 2023 – ozordi", "occ:bea705fe"], // not office clerk
      ["Expérience\nMagasinier, Quincaillerie Victoria — 2016 – 2022", "occ:bea705fe"],
      ["Expérience\nDepuis mars 2015 : secrétaire-comptable, Boileau Bâtiment", "occ:c3aae59e"], // bookkeeper
      ["Work\nBlocklayer and plasterer — Southern Builders, Anse Royale — 2016 to now", "occ:05f321f8"], // bricklayer
      ["Work\nShop girl — Chez Deepa, Victoria — 2017 to now", "occ:0b15375e"], // shop assistant
      ["Leksperyans\nInstrikter plonze, Blue Reef Divers — 2022 – ozordi", "occ:a1b32703"], // dive instructor
      ["Expérience\nInstallateur sanitaire, Boileau Bâtiment — 2017 – 2024", "occ:ed3cf43d"], // plumber
      ["Expérience\nTechnicien support niveau 1, Airtel — 2022 – 2025", "occ:aaeec9a7"], // ICT help desk agent
      ["Experience\nLive Chat Support Agent, Island Telecom — 2021 – present", "occ:13d1b2b4"], // customer service
      ["Experience\nService Desk Team Lead, Seychelles Commercial Bank — 2019 – present", "occ:aaeec9a7"],
      ["Experience\nCabin Steward, Costa Cruises — 2018 – Oct 2025", "occ:731ecac4"], // room attendant, not a flight's
      // Trainees', interns' and other titles of the listings' work the tuning CVs held and that named no trade.
      ["Experience\nAudit Senior, Pool & Patel — 2019 – 2023", "occ:1ad59946"], // external auditor
      ["Experience\nAccounts Trainee, Island Development Company — 2023 – present", "occ:c3aae59e"], // bookkeeper
      ["Experience\nIT Intern, Cable & Wireless — Jun 2024 – Dec 2024", "occ:aaeec9a7"], // ICT help desk agent
      ["Expérience\nStagiaire informatique, Airtel — 2024", "occ:aaeec9a7"],
      ["Leksperyans\nStazyer IT, Minister Ledikasyon — 2024", "occ:aaeec9a7"],
      ["Experience\nFront Office Trainee, Coral Strand — 2023 – 2024", "occ:f7b04542"], // front office agent
      ["Experience\nWarehouse Labourer, STC — 2018 – 2020", "occ:bea705fe"], // warehouse worker
      ["Experience\nWard Aide, Seychelles Hospital — 2019 – present", "occ:87d0795a"], // nurse assistant
      ["Expérience\nAide cuisine, Hôtel Berjaya — 2017 – 2019", "occ:f756fdab"], // kitchen porter
      ["Expérience\nÉconome, Hôtel Berjaya — 2017 – 2024", "occ:bea705fe"], // a hotel's storekeeper
      ["Experience\nAdministrative Officer, Ministry of Health — 2015 – present", "occ:044d78cc"],
      ["Experience\nBanquet Server, Kempinski — 2021 – present", "occ:d5db9d5c"], // waiter
    ];
    expect(titles.map(([text]) => trades(text)[0] ?? [])).toEqual(titles.map(([, occupation]) => [occupation]));
  });
});

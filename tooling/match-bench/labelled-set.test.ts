// The labelled set is what the bench's figures stand on: these checks keep it whole and honest. Each
// check lists what is wrong, by file or CV, so a failure names the thing to fix.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { frenchTypographyProblems } from "@/i18n/french-typography.mjs";
import { rejectedWordProblems } from "@/i18n/terms-check.mjs";
import { checkTerms, readTerms } from "@/i18n/terms-files.mjs";
import { isStoredCv } from "@/lib/stored-cv";
import { LANGUAGES, listCvFiles, loadLabels, loadListings, SET_DIR } from "./labelled-set";

const root = path.resolve(SET_DIR, "../../..");
const listingsDir = path.join(SET_DIR, "listings");
const listings = loadListings();
const cvs = listCvFiles();
const labels = loadLabels();
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const requirementCounts = (language: "en" | "fr" | "crs") =>
  listings.map((l) => `${l.id}: ${l.text[language].requirements.length}`);

describe("the listings", () => {
  it("are at least 30, with ids and slugs used once and files named <id>-<slug>", () => {
    expect(listings.length).toBeGreaterThanOrEqual(30);
    expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
    expect(new Set(listings.map((l) => l.slug)).size).toBe(listings.length);
    const expected = listings.flatMap(({ id, slug }) =>
      [".yaml", ".fr.yaml", ".crs.yaml"].map((ending) => `${id}-${slug}${ending}`),
    );
    expect(readdirSync(listingsDir).toSorted()).toEqual(expected.toSorted());
  });

  it("have the content format's fields, with no match and no cv_words", () => {
    const problems = listings.flatMap((listing) =>
      [
        ...(["Full-time", "Part-time", "Contract", "Temporary", "Internship"].includes(listing.type) ? [] : ["type"]),
        ...(/^https:\/\/\S+$/.test(listing.url) ? [] : ["url"]),
        ...(isoDate.test(listing.posted) ? [] : ["posted"]),
        ...(listing.closes === undefined || (isoDate.test(listing.closes) && listing.closes > listing.posted)
          ? []
          : ["closes"]),
        ...(listing.salary.min > 0 && listing.salary.min <= listing.salary.max ? [] : ["salary"]),
      ].map((field) => `${listing.id}: ${field}`),
    );
    expect(problems).toEqual([]);
  });

  it("keep in a translation only the words a visitor reads", () => {
    const extraKeys = readdirSync(listingsDir).flatMap((name) => {
      const data = parse(readFileSync(path.join(listingsDir, name), "utf8")) as Record<string, unknown>;
      const allowed = /\.(fr|crs)\.yaml$/.test(name)
        ? // job1 and job3 translate their source's name, as in content/jobs/.
          ["title", "description", "requirements", ...(/^job[13]-/.test(name) ? ["source"] : [])]
        : ["id", "slug", "title", "company", "location", "type", "salary", "posted", "closes", "source", "url"].concat([
            "description",
            "requirements",
          ]);
      const inRequirements = (data.requirements as Record<string, unknown>[]).flatMap((r) =>
        Object.keys(r).filter((key) => key !== "text"),
      );
      return [...Object.keys(data).filter((key) => !allowed.includes(key)), ...inRequirements].map(
        (key) => `${name}: ${key}`,
      );
    });
    expect(extraKeys).toEqual([]);
  });

  it("say the same requirements, in the same order, in the three languages", () => {
    expect(requirementCounts("fr")).toEqual(requirementCounts("en"));
    expect(requirementCounts("crs")).toEqual(requirementCounts("en"));
  });

  it("set French with its narrow no-break spaces", () => {
    const problems = listings.flatMap((listing) => {
      const { title, description, requirements } = listing.text.fr;
      return [title, description, ...requirements].flatMap((text) =>
        frenchTypographyProblems(text).map((problem) => `${listing.id}: ${text}: ${problem}`),
      );
    });
    expect(problems).toEqual([]);
  });

  it("use the term base's words in French and Kreol", () => {
    const translations = readdirSync(listingsDir)
      .filter((name) => /\.(fr|crs)\.yaml$/.test(name))
      .map((name) => path.relative(root, path.join(listingsDir, name)));
    expect(checkTerms(root, translations)).toEqual([]);
  });
});

describe("the CVs", () => {
  it("are at least 30, a third in each language, each language in PDF, Word and CV Builder form", () => {
    expect(cvs.length).toBeGreaterThanOrEqual(30);
    const byLanguage = (pick: (own: typeof cvs) => unknown) =>
      Object.fromEntries(LANGUAGES.map((language) => [language, pick(cvs.filter((cv) => cv.language === language))]));
    const third = cvs.length / 3;
    expect(byLanguage((own) => own.length)).toEqual({ crs: third, fr: third, en: third });
    const formats = ["docx", "json", "pdf"];
    expect(byLanguage((own) => [...new Set(own.map((cv) => cv.format))].toSorted())).toEqual({
      crs: formats,
      fr: formats,
      en: formats,
    });
  });

  it("are each made from a source in cvs/source, and every source has its CV", () => {
    const sources = readdirSync(path.join(SET_DIR, "cvs/source")).toSorted();
    const made = cvs.filter((cv) => cv.format !== "json").map((cv) => `${cv.id}.${cv.format}.html`);
    expect(sources).toEqual(made.toSorted());
  });

  // That the CV Builder's form accepts each of them is checked beside the features, which this
  // folder does not import: src/app/match-bench-cvs.test.ts.
  it("from the CV Builder are stored CVs, as the Job Matcher reads them", () => {
    const problems = cvs
      .filter((file) => file.format === "json")
      .flatMap((cv) => {
        const stored = JSON.parse(readFileSync(cv.file, "utf8")) as { version: unknown; data: unknown };
        return [
          ...(stored.version === 1 ? [] : ["version"]),
          ...(isStoredCv(stored.data) ? [] : ["not a StoredCv"]),
        ].map((problem) => `${cv.id}: ${problem}`);
      });
    expect(problems).toEqual([]);
  });
});

/**
 * The thirty CVs of the thirty-third set, written and labelled blind on 2026-12-01 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran
 * on them, measured once on 2026-12-01 and read: since then tuning CVs, as the thirty-two earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const THIRTY_THIRD_SET = [
  "crs-329-bell-attendant-lotel-praslin",
  "crs-330-plonbye-ansyen-laborer",
  "crs-331-kesye-labank-a-level",
  "crs-332-kwizinyer-kantin-anse-royale",
  "crs-333-room-attendant-guest-house-praslin",
  "crs-334-peser-palangrye-ansyen-mekanik",
  "crs-335-grounds-maintenance-ansyen-fermye",
  "crs-336-stores-clerk-ansyen-ed-kamyon",
  "crs-337-care-worker-ansyen-kouturyer",
  "crs-338-school-leaver-kes-providence",
  "en-329-boat-builder-wood-fibreglass",
  "en-330-padi-scuba-instructor-msdt",
  "en-331-accounts-assistant-lcci-ex-cashier",
  "en-332-patient-services-clerk-part-time",
  "en-333-electrician-ex-hotel-handyman",
  "en-334-mixologist-bel-ombre",
  "en-335-customer-care-ex-teacher",
  "en-336-coxswain-glass-bottom-praslin",
  "en-337-school-leaver-hotel-kitchen",
  "en-338-helpdesk-ex-hairdresser-no-licence",
  "fr-329-agente-administrative-ex-femme-de-chambre",
  "fr-330-accompagnateur-nature-ex-garde-parc",
  "fr-331-chef-de-rang-vers-la-digue",
  "fr-332-chauffeur-livreur-ex-taxi",
  "fr-333-demi-chef-de-partie-bel-ombre",
  "fr-334-receptionniste-opera-port-glaud",
  "fr-335-macon-ex-carreleur",
  "fr-336-agent-securite-ex-pompier",
  "fr-337-aide-soignante-deas",
  "fr-338-bachelier-vente-victoria",
];

/**
 * The thirty CVs of the thirty-second set, written and labelled blind on 2026-12-01 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran
 * on them, measured once on 2026-12-01 and read: since then tuning CVs, as the thirty-one earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const THIRTY_SECOND_SET = [
  "crs-319-front-office-ansyen-garson",
  "crs-320-instrikter-plonze-ansyen-garson",
  "crs-321-bookkeeper-aat-payroll",
  "crs-322-care-worker-lakaz-granmoun",
  "crs-323-kwizinyer-takeaway-ansyen-bato",
  "crs-324-security-guard-ansyen-peser",
  "crs-325-kesye-sipermarse-igcse",
  "crs-326-laundry-attendant-lotel",
  "crs-327-school-leaver-anvi-travay-avek-zanfan",
  "crs-328-barman-ansyen-room-attendant",
  "en-319-helpdesk-ex-phone-shop-no-licence",
  "en-320-accountant-degree-ex-teller",
  "en-321-charter-skipper-praslin",
  "en-322-upholsterer-furniture-repairs",
  "en-323-physio-clinic-receptionist-part-time",
  "en-324-storekeeper-ex-fisherman-back",
  "en-325-kitchen-porter-ex-labourer",
  "en-326-nursing-assistant-ex-care-home",
  "en-327-school-leaver-shop-victoria",
  "en-328-deckhand-ex-gardener-sea-course",
  "fr-319-agente-escale-aeroport",
  "fr-320-electricien-bp-ex-vendeur",
  "fr-321-macon-cap-ravine",
  "fr-322-serveuse-la-digue-allemand",
  "fr-323-secretaire-diplome-ministere",
  "fr-324-marin-pecheur-palangrier",
  "fr-325-chef-de-partie-ex-boulanger",
  "fr-326-technicien-informatique-bts-sio",
  "fr-327-bachelier-saisie-sans-experience",
  "fr-328-chauffeur-livreur-ex-cuisinier",
];

/**
 * The thirty CVs of the thirty-first set, written and labelled blind on 2026-12-01 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-12-01 and read: since then tuning CVs, as the thirty earlier held-out sets. In the order
 * listCvFiles() gives.
 */
const THIRTY_FIRST_SET = [
  "crs-309-instrikter-plonze-ansyen-peser",
  "crs-310-helpdesk-intern-pa-kondwir",
  "crs-311-bookkeeper-ansyen-vandez",
  "crs-312-elektrisyen-ansyen-labourer",
  "crs-313-kwizinyer-kantin-lekol",
  "crs-314-enstaler-internet-televizyon",
  "crs-315-asistan-kres-ecce",
  "crs-316-skipper-bato-pasaze-praslin",
  "crs-317-school-leaver-anvi-travay-biro",
  "crs-318-resepsyonis-klinik-part-time",
  "en-309-long-liner-fisherman-ex-mason",
  "en-310-hotel-storekeeper-beau-vallon",
  "en-311-la-digue-waiter-german",
  "en-312-it-field-technician-diploma",
  "en-313-mason-formwork",
  "en-314-car-hire-desk-agent",
  "en-315-accounts-officer-acca",
  "en-316-barman-ex-kitchen-hand",
  "en-317-school-leaver-a-levels-office",
  "en-318-farm-worker-to-hotel-gardener",
  "fr-309-comptable-licence-reunion",
  "fr-310-chef-de-partie-cap-bp",
  "fr-311-plombier-cap-installateur",
  "fr-312-assistante-administrative-bts",
  "fr-313-guichetier-bts-banque",
  "fr-314-pisciniste-ex-ouvrier-agricole",
  "fr-315-chauffeur-livreur-ex-magasinier",
  "fr-316-guide-randonnee-bts-tourisme",
  "fr-317-school-leaver-cap-commis",
  "fr-318-conseillere-clientele-telecom",
];

/**
 * The thirty CVs of the thirtieth set, written and labelled blind on 2026-12-01 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-nine earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const THIRTIETH_SET = [
  "crs-299-sef-de-parti-resort-anse-forbans",
  "crs-300-gard-sekirite-to-sarpantye-praslin",
  "crs-301-resepsyonis-anvi-travay-lazournen",
  "crs-302-server-to-sofer-livrezon-delo",
  "crs-303-storekeeper-depo-materyo",
  "crs-304-teknisyen-konpiter-ansyen-kesye",
  "crs-305-netwayer-biro-praslin",
  "crs-306-accountant-ansyen-teller",
  "crs-307-school-leaver-anvi-lakwizin",
  "crs-308-mason-retour-anse-aux-pins",
  "en-299-teacher-to-dive-instructor",
  "en-300-library-assistant-to-helpdesk",
  "en-301-bookkeeper-aat-car-dealer",
  "en-302-fisherman-to-takeaway-cook",
  "en-303-school-secretary-diploma",
  "en-304-meter-reader-to-electrician",
  "en-305-beauty-therapist",
  "en-306-water-taxi-skipper",
  "en-307-school-leaver-sunday-school",
  "en-308-waitress-to-bartender",
  "fr-299-receptionniste-bts-port-glaud",
  "fr-300-marin-pecheur-permis-plaisance",
  "fr-301-plombier-ex-macon-maurice",
  "fr-302-caissiere-vers-saisie",
  "fr-303-menuisier-aluminium",
  "fr-304-auxiliaire-de-vie-anse-royale",
  "fr-305-receptionniste-pension-praslin",
  "fr-306-cuisinier-to-aide-soignant",
  "fr-307-school-leaver-bac-caisse",
  "fr-308-agent-securite-ex-militaire",
];

/**
 * The thirty CVs of the twenty-ninth set, written and labelled blind on 2026-12-01 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran
 * on them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-eight earlier held-out sets. In
 * the order listCvFiles() gives.
 */
const TWENTY_NINTH_SET = [
  "crs-289-guest-service-agent-anse-boileau",
  "crs-290-peser-to-gardyen-sekirite",
  "crs-291-bookkeeper-konpanni-konstriksyon",
  "crs-292-teknisyen-pisin",
  "crs-293-kesye-biro-lasanz-anvi-labank",
  "crs-294-room-attendant-anvi-praslin",
  "crs-295-dive-instructor-ansyen-server",
  "crs-296-mason-kofraz",
  "crs-297-school-leaver-anvi-kes",
  "crs-298-sofer-kamyon-gaz",
  "en-289-front-desk-to-dive-instructor",
  "en-290-front-office-night-auditor",
  "en-291-checkout-operator",
  "en-292-housekeeper-to-office",
  "en-293-ferry-deckhand-to-barman",
  "en-294-museum-guide",
  "en-295-insurance-cashier",
  "en-296-villa-butler",
  "en-297-school-leaver-it-certificate",
  "en-298-hospital-housekeeping",
  "fr-289-comptable-acca-transitaire",
  "fr-290-electricien-ex-agent-securite",
  "fr-291-fleuriste",
  "fr-292-plombier-ex-marin-pecheur",
  "fr-293-chef-de-rang-la-digue",
  "fr-294-skipper-capitaine-200",
  "fr-295-agente-securite-ex-caissiere",
  "fr-296-aide-soignante-deas",
  "fr-297-school-leaver-bac-guide",
  "fr-298-paysagiste-btsa",
];

/**
 * The thirty CVs of the twenty-eighth set, written and labelled blind on 2026-12-01 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran
 * on them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-seven earlier held-out sets. In
 * the order listCvFiles() gives.
 */
const TWENTY_EIGHTH_SET = [
  "crs-279-agent-front-office-port-glaud",
  "crs-280-ed-mason-to-peser-long-liner",
  "crs-281-elektrisyen-ansyen-mentenans",
  "crs-282-storekeeper-ansyen-ed-livrezon",
  "crs-283-kontwar-lapos-anvi-labank",
  "crs-284-kwafez-anvi-boutik",
  "crs-285-server-la-digue",
  "crs-286-helpdesk-ansyen-call-centre",
  "crs-287-school-leaver-anvi-biro",
  "crs-288-sarpantye-ansyen-bato",
  "en-279-cannery-to-guest-house-reception",
  "en-280-care-worker-to-nursing-assistant",
  "en-281-stevedore-tally-clerk",
  "en-282-police-to-it-technician",
  "en-283-sous-chef-boutique-hotel",
  "en-284-handline-fisherman-own-boat",
  "en-285-nurse-aide-to-clinic-reception",
  "en-286-bank-teller-to-dive-instructor",
  "en-287-school-leaver-a-levels",
  "en-288-motorbike-delivery-rider",
  "fr-279-moniteur-plongee-permis-bateau",
  "fr-280-comptable-licence-reunion",
  "fr-281-assistante-administrative-bts",
  "fr-282-plombier-chauffe-eau-solaire",
  "fr-283-barmaid-ex-serveuse",
  "fr-284-animatrice-club-enfants",
  "fr-285-technicien-informatique-bts-sio",
  "fr-286-agente-reservation-voyages",
  "fr-287-school-leaver-cap-cuisine",
  "fr-288-chef-de-partie-praslin",
];

/**
 * The thirty CVs of the twenty-seventh set, written and labelled blind on 2026-12-01 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran
 * on them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-six earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_SEVENTH_SET = [
  "crs-269-gard-sekirite-ansyen-zardinye",
  "crs-270-netwayer-lopital-to-lasanm",
  "crs-271-peser-to-mason",
  "crs-272-server-anvi-bar",
  "crs-273-resepsyonis-optisyen",
  "crs-274-kapitenn-bato-lapes-sportif",
  "crs-275-divemaster-anvi-vin-enstrikter",
  "crs-276-bookkeeper-kenkayri",
  "crs-277-school-leaver-anvi-gid",
  "crs-278-agent-front-office-praslin",
  "en-269-commis-to-chef-de-partie",
  "en-270-field-it-technician",
  "en-271-airline-call-centre-agent",
  "en-272-kitchen-cupboard-joiner",
  "en-273-liveaboard-dive-instructor",
  "en-274-tea-factory-to-waiter",
  "en-275-school-leaver-hotel-desk",
  "en-276-mason-lays-drains",
  "en-277-retired-teacher-tour-guide",
  "en-278-lifeguard-to-security",
  "fr-269-agente-reception-bts-tourisme",
  "fr-270-chef-de-partie-retour-maurice",
  "fr-271-conseillere-clientele-electricite",
  "fr-272-femme-de-chambre-ex-caissiere",
  "fr-273-moniteur-plongee-reunion",
  "fr-274-charpentier-menuisier-cap",
  "fr-275-school-leaver-boutique",
  "fr-276-accueil-cabinet-kine",
  "fr-277-patron-bateau-excursion-la-digue",
  "fr-278-aide-comptable-ex-guichetiere",
];

/**
 * The thirty CVs of the twenty-sixth set, written and labelled blind on 2026-12-01 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-five earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_SIXTH_SET = [
  "crs-259-enstrikter-plonze-anse-volbert",
  "crs-260-polis-to-gard-sekirite",
  "crs-261-kapitenn-bato-plonze",
  "crs-262-sekreter-lekol-segonder",
  "crs-263-peser-lalinny-anvi-long-liner",
  "crs-264-school-leaver-lakwizin",
  "crs-265-agent-front-office-beau-vallon",
  "crs-266-plonbye-lotel-mont-fleuri",
  "crs-267-sarpantye-lasarpant-praslin",
  "crs-268-barmann-lotel-anse-royale",
  "en-259-bank-teller-to-dive-instructor",
  "en-260-hotel-group-accountant",
  "en-261-hotel-maintenance-electrician",
  "en-262-cruise-ship-waiter-la-digue",
  "en-263-night-receptionist-mornings-only",
  "en-264-bank-teller-to-it-helpdesk",
  "en-265-school-leaver-wants-children",
  "en-266-mason-site-foreman",
  "en-267-aat-bookkeeper-guest-houses",
  "en-268-taxi-driver-to-tour-guide",
  "fr-259-chef-de-partie-praslin",
  "fr-260-guichetiere-poste-victoria",
  "fr-261-patron-bateau-taxi-praslin",
  "fr-262-comptable-licence-acca",
  "fr-263-technicien-support-sans-permis",
  "fr-264-assistante-cabinet-avocats",
  "fr-265-school-leaver-bureau",
  "fr-266-electricien-batiment",
  "fr-267-marin-pecheur-palangrier",
  "fr-268-plombier-cap-reunion",
];

/**
 * The thirty CVs of the twenty-fifth set, written and labelled blind on 2026-12-01 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-12-01 and read: since then tuning CVs, as the twenty-four earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_FIFTH_SET = [
  "crs-249-lanseyan-to-gid-la-digue",
  "crs-250-konservri-to-long-liner",
  "crs-251-vandez-to-resepsyonis-praslin",
  "crs-252-ofisye-kont-distribisyon",
  "crs-253-elektrisyen-kab-reso",
  "crs-254-lasanm-to-ed-swen-klinik",
  "crs-255-school-leaver-boutik-linz",
  "crs-256-barman-anvi-plonze",
  "crs-257-sertifika-it-stazyer",
  "crs-258-kesye-biro-sanz",
  "en-249-waiter-to-dive-instructor",
  "en-250-coast-guard-to-skipper",
  "en-251-ngo-office-administrator",
  "en-252-boatbuilder-to-joiner",
  "en-253-school-it-technician",
  "en-254-waitress-guesthouse-la-digue",
  "en-255-school-leaver-a-level-accounts",
  "en-256-guesthouse-head-cook",
  "en-257-mason-sit-certificate",
  "en-258-prison-officer-bank-guard",
  "fr-249-agente-de-reception-mahe",
  "fr-250-patron-pecheur-ligne",
  "fr-251-plombier-chauffe-eau-solaire",
  "fr-252-secretaire-medicale-matins",
  "fr-253-caissiere-station-service",
  "fr-254-conseiller-boutique-telephonie",
  "fr-255-femme-de-chambre-la-digue",
  "fr-256-guide-nature-vallee-de-mai",
  "fr-257-technicien-informatique-independant",
  "fr-258-comptable-bts-sans-acca",
];

/**
 * The thirty CVs of the twenty-fourth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the twenty-three earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_FOURTH_SET = [
  "crs-239-monitor-plonze-anse-volbert",
  "crs-240-resepsyonis-gesthaus-la-digue",
  "crs-241-matlo-to-kapitenn-la-digue",
  "crs-242-elektrisyen-anvi-it",
  "crs-243-demi-sef-to-sef-de-parti",
  "crs-244-kontwar-lapos-anvi-labank",
  "crs-245-plonbye-lotel-beau-vallon",
  "crs-246-school-leaver-anvi-lanmer",
  "crs-247-ed-swen-sirzri",
  "crs-248-barman-lapisin-anvi-resepsyon",
  "en-239-assistant-accountant-hotel-group",
  "en-240-divemaster-wants-instructor",
  "en-241-call-centre-to-helpdesk",
  "en-242-blocklayer-plasterer",
  "en-243-front-office-no-praslin",
  "en-244-longliner-bosun",
  "en-245-hotel-carpenter-praslin",
  "en-246-school-leaver-young-children",
  "en-247-physio-clinic-receptionist",
  "en-248-police-to-hotel-security",
  "fr-239-aide-comptable-quincaillerie",
  "fr-240-chef-de-partie-la-digue",
  "fr-241-capitaine-peche-au-gros",
  "fr-242-infirmiere-diplomee-maurice",
  "fr-243-serveur-veut-bar",
  "fr-244-assistante-de-direction-assurance",
  "fr-245-conseillere-clientele-internet",
  "fr-246-bacheliere-veut-hotel",
  "fr-247-technicien-support-agences-bancaires",
  "fr-248-agente-entretien-hopital",
];

/**
 * The thirty CVs of the twenty-third set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the twenty-two earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_THIRD_SET = [
  "crs-229-bisiklet-la-digue-to-gid",
  "crs-230-kesye-lasirans",
  "crs-231-elektrisyen-retour-dubai",
  "crs-232-kapitenn-bato-konservasyon",
  "crs-233-ed-swen-lopital-sikyatrik",
  "crs-234-mason-baie-lazare",
  "crs-235-barman-nightclub",
  "crs-236-teknisyen-sistenm-kes",
  "crs-237-school-leaver-labank",
  "crs-238-peser-lasenn",
  "en-229-teppanyaki-chef-de-partie",
  "en-230-lapsed-instructor-dive-boat-skipper",
  "en-231-plumber-back-to-trade",
  "en-232-school-ict-support",
  "en-233-cabin-crew-to-front-office",
  "en-234-marine-electrician",
  "en-235-accountant-car-hire",
  "en-236-port-crane-operator",
  "en-237-airline-ticket-agent",
  "en-238-freediving-instructor-snorkel-guide",
  "fr-229-receptionniste-to-instructrice-plongee",
  "fr-230-barman-croisiere",
  "fr-231-plombier-retour-reunion",
  "fr-232-standardiste-to-helpdesk",
  "fr-233-aide-soignante-dialyse",
  "fr-234-secretaire-to-guichetiere",
  "fr-235-technicien-informatique-itinerant",
  "fr-236-chef-cuisinier-petit-restaurant",
  "fr-237-bacheliere-wants-bureau",
  "fr-238-macon-carreleur",
];

/**
 * The thirty CVs of the twenty-second set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the twenty-one earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_SECOND_SET = [
  "crs-219-barman-to-elektrisyen",
  "crs-220-segon-ek-lisans-skipper",
  "crs-221-asistan-kontab-lotel",
  "crs-222-forman-mason",
  "crs-223-asistan-swen-wants-lopital",
  "crs-224-mason-to-teknisyen-enformatik",
  "crs-225-traffic-warden",
  "crs-226-servez-la-digue",
  "crs-227-school-leaver-helpdesk",
  "crs-228-menizye-ebenis",
  "en-219-fly-fishing-guide",
  "en-220-senior-teller",
  "en-221-banquet-chef",
  "en-222-ferry-deckhand-wants-longliner",
  "en-223-receptionist-wants-mornings",
  "en-224-reserve-visitor-guide",
  "en-225-police-to-plumber",
  "en-226-pizza-chef",
  "en-227-school-leaver-a-level-accounts",
  "en-228-ssi-instructor",
  "fr-219-professeure-to-monitrice-plongee",
  "fr-220-poseur-terrasses-bois",
  "fr-221-pecheur-casier-ligne",
  "fr-222-femme-de-chambre-to-accueil-clinique",
  "fr-223-sage-femme",
  "fr-224-macon-to-barman",
  "fr-225-assistante-audit",
  "fr-226-declarant-en-douane",
  "fr-227-school-leaver-aide-grand-pere",
  "fr-228-employee-de-salle-praslin",
];

/**
 * The thirty CVs of the twenty-first set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the twenty earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTY_FIRST_SET = [
  "crs-209-dokker-por",
  "crs-210-peser-to-sarpantye",
  "crs-211-solda-to-kapiten-bato",
  "crs-212-teknisyen-konpiter-rezo",
  "crs-213-school-leaver-boutik-lenz",
  "crs-214-atandan-restoran-la-digue",
  "crs-215-sef-kwizin-gesthaus",
  "crs-216-klerk-lakontabilite",
  "crs-217-vandan-pwason-bazar",
  "crs-218-trainee-guide-la-digue",
  "en-209-teller-to-accountant",
  "en-210-bakery-driver-to-scuba-instructor",
  "en-211-restaurant-supervisor",
  "en-212-school-leaver-praslin-front-desk",
  "en-213-service-desk-agent",
  "en-214-aircraft-cabin-cleaner",
  "en-215-bathroom-fitter",
  "en-216-charter-fleet-captain",
  "en-217-trail-guide",
  "en-218-school-groundsman",
  "fr-209-serveuse-to-aide-soignante",
  "fr-210-chef-rotisseur",
  "fr-211-traductrice",
  "fr-212-school-leaver-patisserie",
  "fr-213-charpentier-couvreur",
  "fr-214-femme-de-chambre-to-reception",
  "fr-215-hotesse-accueil-imagerie",
  "fr-216-matelot-ligneur",
  "fr-217-responsable-comptable",
  "fr-218-monitrice-plongee-praslin",
];

/**
 * The thirty CVs of the twentieth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the nineteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const TWENTIETH_SET = [
  "crs-199-fer-model-bato",
  "crs-200-kesye-labank-to-instrikter",
  "crs-201-school-leaver-gid",
  "crs-202-kontab-konpanni-pwason",
  "crs-203-senior-it-technician",
  "crs-204-zardinye-to-plonbye",
  "crs-205-sef-seksyon-so",
  "crs-206-kesye-to-barmaid",
  "crs-207-kesye-puc",
  "crs-208-resepsyonis-sant-lasante",
  "en-199-journalist",
  "en-200-longliner-deckhand",
  "en-201-front-office-mahe-only",
  "en-202-school-leaver-no-wish",
  "en-203-coxswain",
  "en-204-wireman",
  "en-205-idc-staff-instructor",
  "en-206-nursing-assistant-to-helpdesk",
  "en-207-plasterer",
  "en-208-cruise-bar-server",
  "fr-199-formateur-cuisine",
  "fr-200-magasinier-to-macon",
  "fr-201-receptionniste-centre-plongee",
  "fr-202-capitaine-catamaran",
  "fr-203-school-leaver-secretariat-medical",
  "fr-204-caissiere-de-banque",
  "fr-205-apiculteur",
  "fr-206-livreur-to-electricien",
  "fr-207-chef-guide",
  "fr-208-comptable-junior",
];

/**
 * The thirty CVs of the nineteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the eighteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const NINETEENTH_SET = [
  "crs-189-instrikter-plonze",
  "crs-190-bosko-palangrier",
  "crs-191-ed-enfirmyer-pedyatri",
  "crs-192-anseyan-lanaz",
  "crs-193-school-leaver-plasman",
  "crs-194-peser-to-kapitenn",
  "crs-195-resepsyonis-gesthaus",
  "crs-196-profeser-to-bookkeeper",
  "crs-197-plonbye-lotel",
  "crs-198-gid-vale-de-me",
  "en-189-upholsterer",
  "en-190-legal-secretary",
  "en-191-front-office-to-helpdesk",
  "en-192-soldier-to-chef-de-partie",
  "en-193-school-leaver-boat-engines",
  "en-194-hotel-group-it-officer",
  "en-195-barback",
  "en-196-cash-office-clerk",
  "en-197-duty-manager-small-hotel",
  "en-198-practice-receptionist",
  "fr-189-agent-lutte-antivectorielle",
  "fr-190-patron-de-vedette",
  "fr-191-school-leaver-menuiserie",
  "fr-192-chef-comptable",
  "fr-193-valet-de-chambre",
  "fr-194-livreur-to-magasinier",
  "fr-195-teleconseillere-hotline",
  "fr-196-aide-soignante-maternite",
  "fr-197-cuisinier-take-away",
  "fr-198-macon-to-pecheur",
];

/**
 * The thirty CVs of the eighteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the seventeen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const EIGHTEENTH_SET = [
  "crs-179-travayer-plantasyon-dite",
  "crs-180-lapolis-to-elektrisyen",
  "crs-181-school-leaver-masonry",
  "crs-182-peser-kazye",
  "crs-183-netwayez-apartman",
  "crs-184-sofer-bis-to-sarpantye",
  "crs-185-phone-repair-mixed",
  "crs-186-sofer-lafarm-dizef",
  "crs-187-finance-officer-mixed",
  "crs-188-resepsyonis-fizyoterapi",
  "en-179-masonry-instructor",
  "en-180-villa-butler",
  "en-181-school-leaver-plumbing",
  "en-182-copier-field-technician",
  "en-183-income-auditor",
  "en-184-car-park-cashier",
  "en-185-utility-customer-service",
  "en-186-senior-cook-hot-section",
  "en-187-homework-club-assistant",
  "en-188-bond-store-officer",
  "fr-179-traiteur-creole",
  "fr-180-agent-cynophile",
  "fr-181-operatrice-reprographie",
  "fr-182-receptionniste-maurice",
  "fr-183-aide-soignante-ehpad",
  "fr-184-agente-administrative-district",
  "fr-185-guichetiere-debutante",
  "fr-186-technicien-piscines",
  "fr-187-matelot-caboteur",
  "fr-188-barman-club-house-golf",
];

/**
 * The thirty CVs of the seventeenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the sixteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const SEVENTEENTH_SET = [
  "crs-169-boatman-mixed",
  "crs-170-credit-union-counter",
  "crs-171-school-leaver-cadet",
  "crs-172-kwafez",
  "crs-173-peser-to-helpdesk",
  "crs-174-solar-water-heater-mixed",
  "crs-175-assistant-waiter-mixed",
  "crs-176-taxi-dispatcher",
  "crs-177-teller-to-bookkeeper",
  "crs-178-kwizinyen-lakantinn-lame",
  "en-169-fishing-authority-admin",
  "en-170-assistant-purser",
  "en-171-school-leaver-nursing",
  "en-172-tax-officer",
  "en-173-teacher-to-ict-technician",
  "en-174-chef-tournant",
  "en-175-mason-from-india",
  "en-176-shopfitter",
  "en-177-courier-driver",
  "en-178-rum-tasting-host-mixed",
  "fr-169-guide-musee",
  "fr-170-macon-to-electricien",
  "fr-171-enquetrice-statistiques",
  "fr-172-agent-prevention-pertes",
  "fr-173-accueil-laboratoire",
  "fr-174-monitrice-de-plongee",
  "fr-175-plongeur-holothuries",
  "fr-176-caissiere-paris-sportifs",
  "fr-177-school-leaver-service-en-salle",
  "fr-178-gestionnaire-de-stock",
];

/**
 * The thirty CVs of the sixteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the fifteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const SIXTEENTH_SET = [
  "crs-159-saret-bef",
  "crs-160-klerk-magazen-lopital",
  "crs-161-meter-reader-mixed",
  "crs-162-matlo-to-elektrisyen",
  "crs-163-school-leaver-stock",
  "crs-164-waiter-to-carpenter",
  "crs-165-optisyen-resepsyonis",
  "crs-166-kontab-pti-biznes",
  "crs-167-asistan-klas-bezwen-spesyal",
  "crs-168-theatre-assistant-mixed",
  "en-159-cash-in-transit",
  "en-160-yacht-chef",
  "en-161-school-leaver-driving",
  "en-162-audit-senior",
  "en-163-guard-to-mason",
  "en-164-court-clerk",
  "en-165-sport-fishing-skipper",
  "en-166-live-chat-agent",
  "en-167-salesman-to-fisherman",
  "en-168-cctv-technician",
  "fr-159-chef-de-centre-plongee",
  "fr-160-matelot-remorqueur",
  "fr-161-school-leaver-caisse",
  "fr-162-saisie-to-serveuse",
  "fr-163-maraicher",
  "fr-164-assistante-informatique",
  "fr-165-vendeuse-bijouterie",
  "fr-166-eleve-aide-soignante",
  "fr-167-chauffeur-benne",
  "fr-168-demi-chef-de-partie",
];

/**
 * The thirty CVs of the fifteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the fourteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const FIFTEENTH_SET = [
  "crs-149-asistan-bookkeeper",
  "crs-150-travayer-lafarm-poul",
  "crs-151-school-leaver-zanfan",
  "crs-152-housekeeping-attendant-mixed",
  "crs-153-waitress-to-bank-teller",
  "crs-154-ed-menazer",
  "crs-155-sef-zardinyen",
  "crs-156-puc-water-fitter",
  "crs-157-aide-soignante-mixed",
  "crs-158-carpenter-to-guard",
  "en-149-senior-front-office-agent",
  "en-150-greenkeeper",
  "en-151-school-leaver-carer-grandmother",
  "en-152-creche-teacher",
  "en-153-bank-contact-centre",
  "en-154-soldier-to-landscaper",
  "en-155-kwizinyen-mixed",
  "en-156-stone-wall-builder",
  "en-157-minibar-attendant",
  "en-158-cook-to-electrician",
  "fr-149-technicien-de-proximite",
  "fr-150-fleuriste",
  "fr-151-school-leaver-matelot",
  "fr-152-barmaid",
  "fr-153-agente-admissions-hopital",
  "fr-154-macon-to-livreur",
  "fr-155-storeman-mixed",
  "fr-156-guide-to-receptionniste",
  "fr-157-capitaine-vedette-plongee",
  "fr-158-menuisier-aluminium",
];

/**
 * The thirty CVs of the fourteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the thirteen earlier held-out sets. In the
 * order listCvFiles() gives.
 */
const FOURTEENTH_SET = [
  "crs-139-accounts-officer-acca",
  "crs-140-hospital-ward-cleaner",
  "crs-141-school-leaver-kitchen",
  "crs-142-waiter-to-tour-guide",
  "crs-143-bilder",
  "crs-144-spa-receptionist",
  "crs-145-service-desk-analyst-mixed",
  "crs-146-gard-zanfan",
  "crs-147-electrical-maintenance-technician",
  "crs-148-dive-boat-crew",
  "en-139-boutique-hotel-sous-chef",
  "en-140-inventory-clerk",
  "en-141-shop-assistant-to-it-helpdesk",
  "en-142-school-leaver-market-helper",
  "en-143-medical-records-clerk",
  "en-144-airport-ramp-agent",
  "en-145-food-and-beverage-attendant",
  "en-146-menuisier-mixed",
  "en-147-ferry-bosun",
  "en-148-gardener-to-care-assistant",
  "fr-139-commis-de-cuisine",
  "fr-140-preparateur-de-commandes",
  "fr-141-school-leaver-secretariat",
  "fr-142-animateur-foyer-personnes-agees",
  "fr-143-cantiniere-to-aide-soignante",
  "fr-144-agente-d-entretien-bureaux",
  "fr-145-agent-espaces-verts",
  "fr-146-front-desk-officer-mixed",
  "fr-147-responsable-de-boutique",
  "fr-148-secretaire-cabinet-comptable",
];

/**
 * The thirty CVs of the thirteenth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the twelve earlier held-out sets. In the order
 * listCvFiles() gives.
 */
const THIRTEENTH_SET = [
  "crs-129-gas-delivery-driver",
  "crs-130-school-leaver-swimmer",
  "crs-131-reservations-agent-mixed",
  "crs-132-botanical-garden-gardener",
  "crs-133-kitchen-hand-to-room-attendant",
  "crs-134-ferry-ticket-clerk",
  "crs-135-guard-to-bartender",
  "crs-136-home-night-carer",
  "crs-137-chef-de-partie-garde-manger",
  "crs-138-diocese-secretary",
  "en-129-marina-dock-attendant",
  "en-130-school-leaver-farm",
  "en-131-hr-assistant",
  "en-132-flight-catering-assistant",
  "en-133-claims-customer-care",
  "en-134-steel-fixer",
  "en-135-beach-restaurant-waitress",
  "en-136-purse-seiner-crew",
  "en-137-fibre-network-technician",
  "en-138-bank-clearing-clerk",
  "fr-129-caviste",
  "fr-130-school-leaver-benevole-personnes-agees",
  "fr-131-agent-de-recouvrement",
  "fr-132-secretaire-comptable",
  "fr-133-technicien-support-niveau-1",
  "fr-134-matelot-peche-au-gros",
  "fr-135-magasinier-pieces-detachees",
  "fr-136-cuisiniere-to-creche",
  "fr-137-equipier-fast-food",
  "fr-138-plombier-a-son-compte",
];

/**
 * The thirty CVs of the twelfth set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the eleven earlier held-out sets. In the order
 * listCvFiles() gives.
 */
const TWELFTH_SET = [
  "crs-119-junior-sous-chef",
  "crs-120-accounts-payable-clerk",
  "crs-121-school-leaver-wants-it",
  "crs-122-dental-assistant",
  "crs-123-cashier-to-stock-room",
  "crs-124-guest-service-agent-mixed",
  "crs-125-catamaran-mate",
  "crs-126-data-entry-wants-accountant",
  "crs-127-school-caretaker",
  "crs-128-guesthouse-head-cook",
  "en-119-school-leaver-wants-chef",
  "en-120-day-centre-carer-mixed",
  "en-121-junior-accountant",
  "en-122-electrical-installer",
  "en-123-casino-croupier",
  "en-124-deckhand-to-cook",
  "en-125-shop-assistant-plain",
  "en-126-warehouse-wants-it",
  "en-127-office-junior",
  "en-128-able-seaman",
  "fr-119-school-leaver-petite-enfance",
  "fr-120-it-support-engineer-mixed",
  "fr-121-premier-commis",
  "fr-122-militaire-to-aide-soignant",
  "fr-123-coursier-plain",
  "fr-124-econome",
  "fr-125-vendeur-automobile",
  "fr-126-vendeuse-pharmacie-wants-soins",
  "fr-127-jardinier-to-macon",
  "fr-128-infirmiere",
];

/**
 * The thirty CVs of the eleventh set, written and labelled blind on 2026-11-30 (by an author who had seen no scorer,
 * none of its results and none of the Job Matcher's code) and committed with their labels before any scorer ran on
 * them, measured once on 2026-11-30 and read: since then tuning CVs, as the ten earlier held-out sets. In the order
 * listCvFiles() gives.
 */
const ELEVENTH_SET = [
  "crs-109-turndown-attendant",
  "crs-110-assistant-storekeeper",
  "crs-111-school-leaver-souvenir-shop",
  "crs-112-water-sports-attendant",
  "crs-113-room-attendant-to-care",
  "crs-114-bar-supervisor",
  "crs-115-ambulance-driver",
  "crs-116-customer-care-mixed",
  "crs-117-hospital-canteen-cook",
  "crs-118-scanning-clerk",
  "en-109-breakfast-chef",
  "en-110-school-leaver-cubs",
  "en-111-service-desk-lead",
  "en-112-fisherman-to-guard",
  "en-113-barista",
  "en-114-ward-clerk-mixed",
  "en-115-handline-fisherman-plain",
  "en-116-market-vendor",
  "en-117-cabin-steward",
  "en-118-hardware-sales-wants-bank",
  "fr-109-responsable-administrative-financiere",
  "fr-110-auxiliaire-de-vie",
  "fr-111-school-leaver-service-client",
  "fr-112-electricien-to-plombier",
  "fr-113-matelot-goelette-mixed",
  "fr-114-cuisinier-plain",
  "fr-115-douanier",
  "fr-116-gestionnaire-de-paie",
  "fr-117-aide-cuisiniere",
  "fr-118-instructeur-plongee-mixed",
];

/**
 * The thirty CVs of the tenth held-out set, written and labelled blind on 2026-11-30 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed before any scorer ran on them,
 * measured once and read the same night: since then tuning CVs, as the nine earlier held-out sets. In the order
 * listCvFiles() gives: "crs-100-…" sorts before "crs-99-…".
 */
const TENTH_SET = [
  "crs-100-chef-steward",
  "crs-101-roofer",
  "crs-102-boat-cook-ashore",
  "crs-103-hospital-porter-wants-nurse",
  "crs-104-van-sales-rep-mixed",
  "crs-105-data-entry-supervisor",
  "crs-106-apprentice-joiner",
  "crs-107-school-leaver-wants-electrician",
  "crs-108-mason-to-guard",
  "crs-99-cctv-operator",
  "en-100-cook-to-care-worker",
  "en-101-solar-pv-installer",
  "en-102-youth-football-coach",
  "en-103-car-rental-agent",
  "en-104-site-storeman-mixed",
  "en-105-boat-boy-plain",
  "en-106-bellman-wants-front-desk",
  "en-107-accounts-supervisor",
  "en-108-school-leaver-conservation",
  "en-99-pool-bar-attendant",
  "fr-100-chef-de-rayon",
  "fr-101-coffreur-plain",
  "fr-102-duty-free-mixed",
  "fr-103-guichetiere-to-guide",
  "fr-104-livreur-wants-skipper",
  "fr-105-bibliothecaire",
  "fr-106-aide-jardinier",
  "fr-107-receptionniste-veterinaire",
  "fr-108-school-leaver-hotesse-de-l-air",
  "fr-99-sommelier",
];

/**
 * The thirty CVs of the ninth held-out set, written and labelled blind on 2026-11-29 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed before any scorer ran on them,
 * measured once and read the same day: since then tuning CVs, as the eight earlier held-out sets.
 */
const NINTH_SET = [
  "crs-89-pastry-chef-de-partie",
  "crs-90-housekeeping-supervisor",
  "crs-91-tree-cutter",
  "crs-92-fisherman-to-storekeeper",
  "crs-93-money-transfer-teller",
  "crs-94-kitchen-hand-wants-cook",
  "crs-95-junior-it-technician",
  "crs-96-plumbing-foreman",
  "crs-97-school-leaver-reception",
  "crs-98-police-officer",
  "en-89-assistant-front-office-manager",
  "en-90-public-area-attendant",
  "en-91-primary-teacher",
  "en-92-guide-to-call-centre",
  "en-93-guard-wants-it",
  "en-94-takeaway-cook-plain",
  "en-95-ferry-chief-officer-mixed",
  "en-96-finance-assistant",
  "en-97-school-leaver-a-levels",
  "en-98-forklift-operator",
  "fr-89-comptable-tva",
  "fr-90-second-palangrier",
  "fr-91-moniteur-auto-ecole",
  "fr-92-jardinier-plain",
  "fr-93-cuisinier-to-paysagiste",
  "fr-94-standardiste-wants-soins",
  "fr-95-chef-de-rang",
  "fr-96-it-officer-mixed",
  "fr-97-school-leaver-informatique",
  "fr-98-aide-a-domicile-plain",
];

/**
 * The thirty CVs of the eighth held-out set, written and labelled blind on 2026-11-29 (by an author who had seen no
 * scorer, none of its results and none of the Job Matcher's code) and committed before any scorer ran on them,
 * measured once and read the same day: since then tuning CVs, as the seven earlier held-out sets.
 */
const EIGHTH_SET = [
  "crs-79-head-waiter",
  "crs-80-school-leaver-office",
  "crs-81-carer-wants-hospital",
  "crs-82-guard-to-electrician",
  "crs-83-firefighter",
  "crs-84-concierge",
  "crs-85-network-technician",
  "crs-86-trainee-receptionist",
  "crs-87-cook-to-deckhand",
  "crs-88-truck-driver",
  "en-79-line-cook",
  "en-80-school-leaver-diving",
  "en-81-checkout-operator",
  "en-82-carpenter-to-dive-instructor",
  "en-83-postman",
  "en-84-waiter-plain",
  "en-85-bank-customer-service-officer",
  "en-86-kitchen-porter",
  "en-87-personal-assistant",
  "en-88-shop-assistant-to-classroom",
  "fr-79-capitaine-bateau-taxi",
  "fr-80-school-leaver-banque",
  "fr-81-operatrice-de-saisie",
  "fr-82-aide-soignant-to-livreur",
  "fr-83-boucher",
  "fr-84-caissiere-plain",
  "fr-85-accompagnateur-randonnee",
  "fr-86-aide-educatrice",
  "fr-87-assistante-commerciale",
  "fr-88-macon-plain",
];

/**
 * The thirty CVs of the seventh held-out set, written and labelled blind on 2026-11-29 (by an author who had seen
 * no scorer, none of its results and none of its misses) and committed before any scorer ran on them, measured
 * once and read the same day: since then tuning CVs, as the six earlier held-out sets.
 */
const SEVENTH_SET = [
  "crs-69-demi-chef",
  "crs-70-school-leaver-housekeeping",
  "crs-71-cannery-worker",
  "crs-72-assistant-accountant",
  "crs-73-nurse-aide-to-clinic-reception",
  "crs-74-cargo-boat-deckhand",
  "crs-75-plant-nursery-worker",
  "crs-76-masons-labourer",
  "crs-77-room-service-waiter",
  "crs-78-goods-receiving",
  "en-69-door-supervisor",
  "en-70-fitness-instructor",
  "en-71-pipe-fitter",
  "en-72-school-leaver-shop",
  "en-73-clerical-officer",
  "en-74-banquet-server",
  "en-75-junior-it-technician",
  "en-76-care-assistant-plain",
  "en-77-bartender-to-front-office",
  "en-78-handyman",
  "fr-69-agent-d-etage",
  "fr-70-conseillere-de-vente",
  "fr-71-agente-de-voyages",
  "fr-72-aide-soignant-plain",
  "fr-73-school-leaver-comptabilite",
  "fr-74-aide-comptable",
  "fr-75-assistante-maternelle",
  "fr-76-moniteur-de-voile",
  "fr-77-pecheur-to-magasinier",
  "fr-78-electricien-to-informatique",
];

/**
 * The thirty CVs of the sixth held-out set, written and labelled on 2026-11-29 for issue 45 before any scorer
 * ran on them, measured once and read the same day: since then tuning CVs, as the five earlier held-out sets.
 */
const SIXTH_SET = [
  "crs-59-pharmacy-assistant",
  "crs-60-lifeguard",
  "crs-61-head-teller",
  "crs-62-school-leaver-a-levels",
  "crs-63-room-attendant-to-cook",
  "crs-64-bread-van-driver",
  "crs-65-dive-instructor",
  "crs-66-park-ranger",
  "crs-67-reservations-agent",
  "crs-68-plonzer",
  "en-59-prison-officer",
  "en-60-carpenter-plain",
  "en-61-systems-administrator",
  "en-62-bookkeeper",
  "en-63-bartender-to-plumber",
  "en-64-learning-support-assistant",
  "en-65-petrol-station-attendant",
  "en-66-bank-teller",
  "en-67-room-attendant-plain",
  "en-68-gardener",
  "fr-59-secretaire-medicale",
  "fr-60-pecheur-palangrier",
  "fr-61-hotesse-de-l-air-to-care",
  "fr-62-chef-magasinier",
  "fr-63-commis-de-bar",
  "fr-64-conducteur-d-engins",
  "fr-65-agent-de-securite",
  "fr-66-auxiliaire-de-puericulture",
  "fr-67-school-leaver-reception",
  "fr-68-serveuse",
];

/**
 * The thirty CVs of the fifth held-out set, written and labelled on 2026-11-29 for issue 45 before any scorer
 * ran on them, measured once and read the same day: since then tuning CVs, as the four earlier held-out sets.
 */
const FIFTH_SET = [
  "crs-49-farmer",
  "crs-50-head-cashier-wants-bank",
  "crs-51-plumbers-helper",
  "crs-52-school-leaver-grandmother",
  "crs-53-cook-to-driver",
  "crs-54-mechanic",
  "crs-55-canteen-head-cook",
  "crs-56-teacher-to-office",
  "crs-57-records-clerk",
  "crs-58-tally-clerk",
  "en-49-hotel-laundry",
  "en-50-school-leaver-till",
  "en-51-senior-care-assistant",
  "en-52-receptionist-to-bookkeeper",
  "en-53-mixologist",
  "en-54-puc-linesman",
  "en-55-dressmaker",
  "en-56-web-developer",
  "en-57-blocklayer",
  "en-58-hairdresser-to-clinic",
  "fr-49-chef-equipe-electricien",
  "fr-50-agente-escale",
  "fr-51-school-leaver-cuisine",
  "fr-52-pecheur-to-cuisinier",
  "fr-53-technicien-maintenance",
  "fr-54-mecanicien-marine",
  "fr-55-chef-de-chantier",
  "fr-56-femme-de-menage",
  "fr-57-animatrice-mini-club",
  "fr-58-charpentier-de-marine",
];

/**
 * The thirty CVs of the fourth held-out set, written and labelled on 2026-11-29 for issue 45 before any scorer
 * ran on them, measured once and read the same day: since then tuning CVs, as the three earlier held-out sets.
 */
const FOURTH_SET = [
  "crs-39-chief-accountant",
  "crs-40-accounts-clerk",
  "crs-41-school-leaver-children",
  "crs-42-painter",
  "crs-43-night-watchman",
  "crs-44-room-attendant-to-reception",
  "crs-45-foreman-carpenter",
  "crs-46-cashier-wants-guide",
  "crs-47-school-leaver-fishing",
  "crs-48-nurse-returning",
  "en-39-head-chef",
  "en-40-payroll-officer",
  "en-41-school-leaver-it-certificate",
  "en-42-baker",
  "en-43-mason-to-guide",
  "en-44-villa-attendant",
  "en-45-phone-shop-associate",
  "en-46-healthcare-assistant",
  "en-47-night-auditor",
  "en-48-divemaster",
  "fr-39-maitre-d-hotel",
  "fr-40-hotesse-de-caisse",
  "fr-41-guichetier-to-jardinier",
  "fr-42-assistante-de-direction",
  "fr-43-agent-service-hospitalier",
  "fr-44-school-leaver-boutique",
  "fr-45-chef-barman",
  "fr-46-secretaire-to-creche",
  "fr-47-installateur-sanitaire",
  "fr-48-chauffeur-de-bus",
];

/**
 * The thirty CVs of the third held-out set, written and labelled on 2026-11-28 for issue 45 before any scorer
 * ran on them, measured once and read on 2026-11-29: since then tuning CVs, as the two earlier held-out sets.
 */
const THIRD_SET = [
  "crs-29-guard-wants-garden",
  "crs-30-school-leaver-cash",
  "crs-31-sous-chef",
  "crs-32-tiler",
  "crs-33-taxi-driver",
  "crs-34-fishing-captain",
  "crs-35-fisherman-to-plumber",
  "crs-36-commis-cook",
  "crs-37-computer-technician",
  "crs-38-disability-carer-english-headings",
  "en-29-charter-mate",
  "en-30-school-leaver-computing",
  "en-31-nanny",
  "en-32-finance-manager",
  "en-33-coast-guard-skipper",
  "en-34-cabinet-maker",
  "en-35-waitress-wants-shop",
  "en-36-patient-services-clerk",
  "en-37-stores-controller",
  "en-38-commis-waiter",
  "fr-29-gouvernante",
  "fr-30-school-leaver-guide",
  "fr-31-frigoriste",
  "fr-32-aide-electricien",
  "fr-33-vendeuse-to-office",
  "fr-34-serveur-wants-bar",
  "fr-35-surete-aeroport",
  "fr-36-chef-de-reception",
  "fr-37-caissiere-to-accounts",
  "fr-38-agente-de-change",
];

/** The words a held-out CV's author wrote: an HTML source's text, or a CV Builder CV's texts. */
function writtenTexts(cv: (typeof cvs)[number]): { where: string; text: string }[] {
  if (cv.format === "json") {
    const texts: { where: string; text: string }[] = [];
    const walk = (value: unknown, where: string) => {
      if (typeof value === "string") texts.push({ where, text: value });
      else if (typeof value === "object" && value !== null)
        for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
    };
    walk((JSON.parse(readFileSync(cv.file, "utf8")) as { data: unknown }).data, "data");
    return texts;
  }
  const html = readFileSync(path.join(SET_DIR, "cvs/source", `${cv.id}.${cv.format}.html`), "utf8");
  // Only ASCII white space is folded: the French no-break spaces are what the check is for.
  return [...html.slice(html.indexOf("<body>")).matchAll(/>([^<]+)</g)]
    .map((match) =>
      (match[1] as string)
        .replaceAll("&amp;", "&")
        .replace(/[ \t\r\n]+/g, " ")
        .trim(),
    )
    .filter((text) => text !== "")
    .map((text, i) => ({ where: `text ${i + 1}`, text }));
}

describe("the held-out CVs", () => {
  it("are none until the thirty-fourth set is written: no label is marked held out", () => {
    expect([...labels].filter(([, label]) => label.heldOut).map(([id]) => id)).toEqual([]);
  });

  // Each set measured once and read joined the tuning CVs: only `held_out: true` was taken off its labels.
  for (const [which, ids] of [
    ["thirty-third", THIRTY_THIRD_SET],
    ["thirty-second", THIRTY_SECOND_SET],
    ["thirty-first", THIRTY_FIRST_SET],
    ["thirtieth", THIRTIETH_SET],
    ["twenty-ninth", TWENTY_NINTH_SET],
    ["twenty-eighth", TWENTY_EIGHTH_SET],
    ["twenty-seventh", TWENTY_SEVENTH_SET],
    ["twenty-sixth", TWENTY_SIXTH_SET],
    ["twenty-fifth", TWENTY_FIFTH_SET],
    ["twenty-fourth", TWENTY_FOURTH_SET],
    ["twenty-third", TWENTY_THIRD_SET],
    ["twenty-second", TWENTY_SECOND_SET],
    ["twenty-first", TWENTY_FIRST_SET],
    ["twentieth", TWENTIETH_SET],
    ["nineteenth", NINETEENTH_SET],
    ["eighteenth", EIGHTEENTH_SET],
    ["seventeenth", SEVENTEENTH_SET],
    ["sixteenth", SIXTEENTH_SET],
    ["fifteenth", FIFTEENTH_SET],
    ["fourteenth", FOURTEENTH_SET],
    ["thirteenth", THIRTEENTH_SET],
    ["twelfth", TWELFTH_SET],
    ["eleventh", ELEVENTH_SET],
    ["tenth", TENTH_SET],
    ["ninth", NINTH_SET],
    ["eighth", EIGHTH_SET],
    ["seventh", SEVENTH_SET],
    ["sixth", SIXTH_SET],
    ["fifth", FIFTH_SET],
    ["fourth", FOURTH_SET],
    ["third", THIRD_SET],
  ] as const) {
    it(`of the ${which} set, ten in each language, joined the tuning CVs: none is marked held out`, () => {
      const set = cvs.filter((cv) => ids.includes(cv.id));
      expect(set.map((cv) => cv.id)).toEqual(ids);
      expect(LANGUAGES.map((language) => set.filter((cv) => cv.language === language).length)).toEqual([10, 10, 10]);
      expect(set.filter((cv) => labels.get(cv.id)?.heldOut)).toEqual([]);
    });
  }

  // Every held-out set was written under this check: the thirty-three so far (*-19 to *-338, now tuning CVs), for
  // which it keeps holding. It reads 640 CVs' text: on a busy two-core machine that can take longer than Vitest's five
  // seconds, so it has its own limit.
  it(
    "use the term base's words in French and Kreol, and set French with its narrow no-break spaces",
    { timeout: 30_000 },
    () => {
      const terms = readTerms(root);
      const written = cvs.filter((cv) => Number(cv.id.split("-")[1]) >= 19);
      expect(written.length).toBe(960);
      const problems = written
        .filter((cv) => cv.language !== "en")
        .flatMap((cv) => {
          const texts = writtenTexts(cv).map((text) => ({ file: cv.id, ...text }));
          const language = cv.language as "fr" | "crs";
          return [
            // "lordinater" is a word people write in a CV: the site writes "konpiter" (issue 48), and the
            // Job Matcher reads "lordinater" as its variant (src/matching/words/crs.json), so these CVs keep it.
            ...rejectedWordProblems(texts, language, terms).filter((problem) => !problem.includes('"lordinater"')),
            ...(language === "fr"
              ? texts.flatMap(({ where, text }) =>
                  frenchTypographyProblems(text).map((problem) => `${cv.id}: ${where}: ${text}: ${problem}`),
                )
              : []),
          ];
        });
      expect(problems).toEqual([]);
    },
  );
});

describe("the labels", () => {
  const ids = new Set(listings.map((l) => l.id));

  it("label every CV, and only the set's CVs", () => {
    expect([...labels.keys()].toSorted()).toEqual(cvs.map((cv) => cv.id).toSorted());
  });

  it("name only the set's listings, never one both first and kept out of the top 3", () => {
    const problems = [...labels].flatMap(([cv, { first, notTop3 }]) => [
      ...[...first, ...notTop3].filter((id) => !ids.has(id)).map((id) => `${cv}: no listing ${id}`),
      ...first.filter((id) => notTop3.includes(id)).map((id) => `${cv}: ${id} both first and not in the top 3`),
    ]);
    expect(problems).toEqual([]);
  });

  it("give a CV and its translations the same labels", () => {
    expect(labels.get("fr-01-hotel-receptionist")).toEqual(labels.get("en-01-hotel-receptionist"));
    expect(labels.get("crs-01-hotel-receptionist")).toEqual(labels.get("en-01-hotel-receptionist"));
    expect(labels.get("en-12-fisherman")).toEqual(labels.get("crs-03-fisherman"));
  });
});

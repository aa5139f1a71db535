import type { ListingTexts } from "../job-listings";

/** The listings' words in Kreol Seselwa (the Lenstiti Kreol spelling; see the glossary for the terms chosen). */
export const listingTexts: ListingTexts = {
  governmentSource: "Departman Lanplwa (employment.gov.sc)",
  listings: {
    job1: {
      title: "Asistan administratif",
      description:
        "Fer en biro byen okipe Victoria marse: reponn bann apel ek imel, zer bann azanda ek dosye, prepar let e ed lekip kontabilite.",
      posted: "14 Avril 2025",
      requirements: [
        "A-level oubyen diplonm dan administrasyon biro",
        "Bon Angle ek Franse ekri; Kreol koze",
        "Konfortab avek Word, Excel ek imel",
        "Omwen en an leksperyans dan en biro",
      ],
    },
    job2: {
      title: "Resepsyonis lotel",
      description:
        "Akeyi bann kliyan lo resepsyon, okip bann arive ek depar, rezervasyon ek peman, e ed bann viziter plann zot zournen Praslin.",
      posted: "11 Avril 2025",
      requirements: [
        "Zantiy e kalm avek bann kliyan ki sorti partou dan lemonn",
        "Angle ek Franse; Alman oubyen Italyen i en plis",
        "Pare pour travay par sif, wikenn ek zour konze piblik",
      ],
    },
    job3: {
      title: "Kontab",
      description:
        "Tenir bann liv kontab en konpanyen ki enporte e distribye manze: kont sak mwan, pey, deklarasyon VAT ek rapor pour bann direkter.",
      posted: "9 Avril 2025",
      requirements: [
        "Degre dan kontabilite oubyen en parti kalifikasyon ACCA",
        "Trwa an leksperyans dan tenir liv ek pey",
        "Konnen VAT ek bann taks biznes Sesel",
      ],
    },
    job4: {
      title: "Gid touristik",
      description:
        "Amenn bann pti group lo bisiklet e a pye lo bann laplaz, rezerv Veuve ek lansyen plantasyon, e rakont zistwar lil.",
      posted: "7 Avril 2025",
      requirements: [
        "Gid touristik avek lisans, oubyen pare pour fer formasyon pour gagn lisans",
        "Bon konesans lanatir ek listwar Sesel",
        "An form pour mars a pye ek roul bisiklet dan lasaler",
      ],
    },
    job5: {
      title: "Teknisyen sipor enformatik",
      description:
        "Enstal e ranz konpiter, enprimant ek rezo pour bann pti biznes partou Mahé, par telefonn, a distans e lo plas.",
      posted: "3 Avril 2025",
      requirements: [
        "Sertifika oubyen diplonm an enformatik",
        "Windows, Microsoft 365 ek baz rezo",
        "En permi kondwir prop pour al lakaz bann kliyan",
      ],
    },
  },
};

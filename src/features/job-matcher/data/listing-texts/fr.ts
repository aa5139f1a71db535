import type { ListingTexts } from "../job-listings";

/** The listings' words in French (standard French as written in Seychelles). */
export const listingTexts: ListingTexts = {
  governmentSource: "Département de l'emploi (employment.gov.sc)",
  listings: {
    job1: {
      title: "Assistant administratif",
      description:
        "Faire tourner un bureau très actif à Victoria : répondre aux appels et aux e-mails, gérer les agendas et les dossiers, préparer des courriers et épauler l'équipe comptable.",
      posted: "14 avril 2025",
      requirements: [
        "A-level ou diplôme en administration de bureau",
        "Bon niveau d'anglais et de français écrits ; créole parlé",
        "À l'aise avec Word, Excel et la messagerie électronique",
        "Au moins un an d'expérience dans un bureau",
      ],
    },
    job2: {
      title: "Réceptionniste d'hôtel",
      description:
        "Accueillir les clients à la réception, gérer les arrivées et les départs, les réservations et les paiements, et aider les visiteurs à organiser leurs journées à Praslin.",
      posted: "11 avril 2025",
      requirements: [
        "Aimable et calme avec des clients du monde entier",
        "Anglais et français ; l'allemand ou l'italien est un atout",
        "Disponible pour travailler en horaires décalés, le week-end et les jours fériés",
      ],
    },
    job3: {
      title: "Comptable",
      description:
        "Tenir la comptabilité d'une société d'importation et de distribution alimentaire : comptes mensuels, paie, déclarations de TVA et rapports pour la direction.",
      posted: "9 avril 2025",
      requirements: [
        "Diplôme en comptabilité ou qualification ACCA partielle",
        "Trois ans d'expérience en tenue de livres et en paie",
        "Connaissance de la TVA et de la fiscalité des entreprises aux Seychelles",
      ],
    },
    job4: {
      title: "Guide touristique",
      description:
        "Emmener de petits groupes à vélo et à pied vers les plages, la réserve de la Veuve et l'ancienne plantation, en racontant les histoires de l'île.",
      posted: "7 avril 2025",
      requirements: [
        "Guide touristique agréé, ou prêt à se former pour obtenir la licence",
        "Bonne connaissance de la nature et de l'histoire des Seychelles",
        "En assez bonne forme pour marcher et faire du vélo sous la chaleur",
      ],
    },
    job5: {
      title: "Technicien de support informatique",
      description:
        "Installer et réparer ordinateurs, imprimantes et réseaux pour de petites entreprises dans tout Mahé, par téléphone, à distance et sur place.",
      posted: "3 avril 2025",
      requirements: [
        "Certificat ou diplôme en informatique",
        "Windows, Microsoft 365 et notions de base en réseaux",
        "Un permis de conduire en règle pour les déplacements chez les clients",
      ],
    },
  },
};

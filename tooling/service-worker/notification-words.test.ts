import { describe, expect, it } from "vitest";
import { jobNotification } from "../../src/alerts/notification";
import { notificationWords } from "./build-service-workers";

// The words each language's worker is built with, filled as the worker fills them: the notification
// is in the person's language, its figure spaced as that language writes it.
const fit = { id: "job11", slug: "front-office-agent-port-glaud", figure: 82 };

describe("the daily check's notification in each worker's language", () => {
  it("English", () => {
    expect(jobNotification([{ ...fit, title: "Hotel Receptionist" }], notificationWords("en"), "")).toEqual({
      title: "A new job fits your CV: Hotel Receptionist, 82%",
      body: "Tap to see the job.",
      url: "/jobs/front-office-agent-port-glaud",
    });
  });

  it("French, with its narrow no-break spaces", () => {
    const two = [
      { ...fit, title: "Réceptionniste d'hôtel" },
      { ...fit, id: "job12", title: "Agent de réception", figure: 60 },
    ];
    expect(jobNotification(two, notificationWords("fr"), "/fr")).toEqual({
      title: "Une nouvelle offre correspond à votre CV\u202f: Réceptionniste d'hôtel, 82\u202f%",
      body: "1 autre nouvelle offre correspond aussi à votre CV.",
      url: "/fr/jobs/front-office-agent-port-glaud",
    });
  });

  it("Kreol Seselwa", () => {
    expect(jobNotification([{ ...fit, title: "Resepsyonis lotel" }], notificationWords("crs"), "/crs")).toEqual({
      title: "En nouvo travay i konpatib avek ou CV: Resepsyonis lotel, 82%",
      body: "Klik pour war sa travay.",
      url: "/crs/jobs/front-office-agent-port-glaud",
    });
  });
});

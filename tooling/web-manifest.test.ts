import { describe, expect, it } from "vitest";
import { appDescription, baseManifest, localizedManifest, manifestPath } from "./web-manifest.mjs";

describe("each language's web app manifest", () => {
  it("opens the language's own home page, in an app of its own, over the whole site", () => {
    const kreol = localizedManifest(baseManifest(), "crs", appDescription("crs"));
    expect(kreol).toMatchObject({
      name: "Koudmen Seychelles Foundation",
      short_name: "Koudmen",
      lang: "crs",
      start_url: "/crs",
      id: "/crs",
      scope: "/",
      description:
        "Nouvel, ed gouvernman ek lorganizasyon prive, ek zouti pour fer en CV e rod travay, pour lepep Sesel.",
    });
    expect(localizedManifest(baseManifest(), "fr", appDescription("fr"))).toMatchObject({
      lang: "fr",
      start_url: "/fr",
      id: "/fr",
      description:
        "Actualités, aide du gouvernement et des organisations privées, Créateur de CV et Recherche d'emploi pour les Seychellois.",
    });
  });

  it("keeps English at the root, as the manifest in public/ says it", () => {
    const english = localizedManifest(baseManifest(), "en", appDescription("en"));
    expect(english).toEqual({ ...baseManifest(), id: "/" });
    expect(english.description).toBe(
      "News, help from government and private organisations, a CV Builder and a Job Matcher for the people of Seychelles.",
    );
  });

  it("is served beside each language's pages", () => {
    expect(manifestPath("en")).toBe("/manifest.webmanifest");
    expect(manifestPath("fr")).toBe("/fr/manifest.webmanifest");
    expect(manifestPath("crs")).toBe("/crs/manifest.webmanifest");
  });

  it("keeps every icon the installed app shows", () => {
    const icons = localizedManifest(baseManifest(), "crs", appDescription("crs")).icons as { src: string }[];
    expect(icons.map((icon) => icon.src)).toEqual([
      "/icons/icon-192.png",
      "/icons/icon-512.png",
      "/icons/icon-512.png",
      "/icons/app-icon.svg",
    ]);
  });
});

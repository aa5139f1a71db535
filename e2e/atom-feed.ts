import type { Page } from "@playwright/test";

const ATOM = "http://www.w3.org/2005/Atom";

/**
 * An Atom feed as a reader sees it, parsed as XML by the browser: its language, its self link, and
 * its entries' titles and links; null if it does not parse or is not Atom.
 */
export const readFeed = (page: Page, xml: string) =>
  page.evaluate(
    ([text, atom]) => {
      const feed = new DOMParser().parseFromString(text, "application/xml");
      if (feed.querySelector("parsererror") || feed.documentElement.namespaceURI !== atom) return null;
      const entries = [...feed.getElementsByTagNameNS(atom, "entry")];
      return {
        lang: feed.documentElement.getAttribute("xml:lang"),
        self: [...feed.documentElement.children]
          .find((child) => child.getAttribute("rel") === "self")
          ?.getAttribute("href"),
        titles: entries.map((entry) => entry.getElementsByTagNameNS(atom, "title")[0]?.textContent ?? ""),
        links: entries.map((entry) => entry.getElementsByTagNameNS(atom, "link")[0]?.getAttribute("href") ?? ""),
      };
    },
    [xml, ATOM] as const,
  );

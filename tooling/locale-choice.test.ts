import { rememberLocaleChoice } from "../src/i18n/locale-choice.ts";
import { rootRedirectScript } from "./locales.mjs";

/** Runs the inline script against a fake page, and says where it sent the page. */
const runScript = (remembered: string | null, pathname: string, search = "") => {
  const replaced: string[] = [];
  const localStorage = { getItem: () => remembered };
  const location = { pathname, search, hash: "", replace: (to: string) => replaced.push(to) };
  new Function("localStorage", "location", rootRedirectScript())(localStorage, location);
  return replaced;
};

describe("the remembered language", () => {
  it("is stored under one key, and a storage that throws loses nothing but the choice", () => {
    const stored = new Map<string, string>();
    rememberLocaleChoice("crs", { setItem: (key, value) => void stored.set(key, value) });
    expect(stored.get("koudmen.locale")).toBe("crs");
    expect(() =>
      rememberLocaleChoice("fr", {
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
    ).not.toThrow();
  });

  it("the inline script redirects / and only / for a remembered French or Kreol choice", () => {
    expect(runScript("fr", "/")).toEqual(["/fr"]);
    expect(runScript("crs", "/", "?q=1")).toEqual(["/crs?q=1"]);
    expect(runScript("en", "/")).toEqual([]);
    expect(runScript(null, "/")).toEqual([]);
    expect(runScript("fr", "/news")).toEqual([]);
  });
});

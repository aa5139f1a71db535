import { LOCALE_CHOICE_KEY, rememberLocaleChoice, rootRedirectScript, rootRedirectTarget } from "./locale-choice";

describe("the remembered language", () => {
  it("sends a visit to / to the chosen language's home, keeping the query", () => {
    expect(rootRedirectTarget("fr", "")).toBe("/fr");
    expect(rootRedirectTarget("crs", "?utm=sms")).toBe("/crs?utm=sms");
  });

  it("stays on / for English, nothing remembered, or something odd in storage", () => {
    expect(rootRedirectTarget("en", "")).toBeNull();
    expect(rootRedirectTarget(null, "")).toBeNull();
    expect(rootRedirectTarget("de", "")).toBeNull();
  });

  it("is stored under one key, and a storage that throws loses nothing but the choice", () => {
    const stored = new Map<string, string>();
    rememberLocaleChoice("crs", { setItem: (key, value) => void stored.set(key, value) });
    expect(stored.get(LOCALE_CHOICE_KEY)).toBe("crs");
    expect(() =>
      rememberLocaleChoice("fr", {
        setItem: () => {
          throw new DOMException("full", "QuotaExceededError");
        },
      }),
    ).not.toThrow();
  });

  it("the inline script redirects / and only / for a remembered French or Kreol choice", () => {
    const run = (remembered: string | null, pathname: string, search = "") => {
      const replaced: string[] = [];
      const localStorage = { getItem: () => remembered };
      const location = { pathname, search, hash: "", replace: (to: string) => replaced.push(to) };
      new Function("localStorage", "location", rootRedirectScript())(localStorage, location);
      return replaced;
    };
    expect(run("fr", "/")).toEqual(["/fr"]);
    expect(run("crs", "/", "?q=1")).toEqual(["/crs?q=1"]);
    expect(run("en", "/")).toEqual([]);
    expect(run(null, "/")).toEqual([]);
    expect(run("fr", "/news")).toEqual([]);
  });
});

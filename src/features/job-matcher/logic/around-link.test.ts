import { describe, expect, it } from "vitest";
import { aroundLink } from "./around-link";

describe("aroundLink", () => {
  it("gives the words before and after the link", () => {
    expect(aroundLink(({ link }) => `Make one in the ${link}.`)).toEqual(["Make one in the ", "."]);
  });

  it("keeps a language's order, with the link first or last", () => {
    expect(aroundLink(({ link }) => `${link} : ouvrez-le.`)).toEqual(["", " : ouvrez-le."]);
    expect(aroundLink(({ link }) => `Avek ${link}`)).toEqual(["Avek ", ""]);
  });
});

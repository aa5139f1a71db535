import { describe, expect, it } from "vitest";
import { variants } from "./variants";

const size = variants(
  "font-semibold",
  { size: { default: "text-lg", lg: "text-xl" }, tone: { plain: "", loud: "uppercase" } },
  { size: "default", tone: "plain" },
);

describe("variants", () => {
  it("gives the base classes and each option's default", () => {
    expect(size()).toBe("font-semibold text-lg");
    expect(size({ size: null })).toBe("font-semibold text-lg");
  });

  it("gives each chosen option's classes, then the caller's own", () => {
    expect(size({ size: "lg", tone: "loud" })).toBe("font-semibold text-xl uppercase");
    expect(size({ size: "lg", className: "mt-2" })).toBe("font-semibold text-xl mt-2");
  });
});

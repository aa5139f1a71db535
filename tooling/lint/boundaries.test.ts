import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { boundaryOverrides, listFeatures } from "./boundaries";

describe("tooling/lint/boundaries.json", () => {
  it("is up to date with the feature folders (`npm run lint:boundaries` writes it)", async () => {
    // Formatted as the project's Prettier settings format it, so format:check agrees with this file.
    const file = "tooling/lint/boundaries.json";
    const options = { ...(await resolveConfig(file)), filepath: file };
    const json = await format(JSON.stringify({ overrides: boundaryOverrides(listFeatures()) }), options);
    await expect(json).toMatchFileSnapshot("./boundaries.json");
  });
});

describe("boundaryOverrides", () => {
  const overrides = boundaryOverrides(["news", "help"]);
  const patternsFor = (glob: string) =>
    overrides
      .find((override) => override.files.includes(glob))!
      .rules["no-restricted-imports"][1].patterns.map((pattern) => pattern.regex);

  it("forbids each feature every other feature, and not itself, nor the build or a Node-only module", () => {
    expect(patternsFor("src/features/news/**")).toEqual([
      "^@/features/(?:help)(?:/|$)",
      "^(?:\\.\\./)+(?:features/)?(?:help)(?:/|$)",
      "(?:^|/)(?:tooling|scripts)/",
      "\\.server(?:\\.[cm]?[jt]sx?)?$",
    ]);
  });

  it("puts the narrower folders after the wider, with the wider folder's patterns too", () => {
    const globs = overrides.map((override) => override.files[0]);
    expect(globs).toEqual([
      "src/**",
      "src/features/help/**",
      "src/features/help/**/logic/**",
      "src/features/news/**",
      "src/features/news/**/logic/**",
      "src/components/**",
      "src/config/**",
      "tooling/**",
    ]);
    expect(patternsFor("src/features/news/**/logic/**")).toEqual(
      expect.arrayContaining(patternsFor("src/features/news/**")),
    );
    expect(patternsFor("src/config/**")).toEqual(expect.arrayContaining(patternsFor("src/components/**")));
    expect(patternsFor("src/components/**")).toEqual(expect.arrayContaining(patternsFor("src/**")));
  });

  it("escapes the regex characters in a folder's name", () => {
    expect(boundaryOverrides(["job-matcher", "a.b"])[1]!.rules["no-restricted-imports"][1].patterns[0]!.regex).toBe(
      "^@/features/(?:job\\-matcher)(?:/|$)",
    );
  });
});

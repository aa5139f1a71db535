// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CardDescription, CardTitle } from "./card";

// cn() does not merge classes: a part whose size a caller changes must carry that one size only,
// or the size shown hangs on the order of the stylesheet's rules.
const textSizes = (element: HTMLElement) =>
  [...element.classList].filter((name) => /^text-(xs|sm|base|lg|\d?xl)$/.test(name));

describe("card parts", () => {
  it("give a title one text size, the default or the larger one asked for", () => {
    render(
      <>
        <CardTitle>Default</CardTitle>
        <CardTitle as="h2" size="lg">
          Larger
        </CardTitle>
      </>,
    );
    expect(textSizes(screen.getByRole("heading", { level: 3, name: "Default" }))).toEqual(["text-lg"]);
    expect(textSizes(screen.getByRole("heading", { level: 2, name: "Larger" }))).toEqual(["text-xl"]);
  });

  it("give a description one text size, the default or the larger one asked for", () => {
    render(
      <>
        <CardDescription>Default words</CardDescription>
        <CardDescription size="lg">Larger words</CardDescription>
      </>,
    );
    expect(textSizes(screen.getByText("Default words"))).toEqual(["text-sm"]);
    expect(textSizes(screen.getByText("Larger words"))).toEqual(["text-base"]);
  });
});

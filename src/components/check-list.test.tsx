// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CheckItem, CheckList } from "./check-list";

describe("CheckList", () => {
  it("lists each item by its words, with its mark hidden from screen readers", () => {
    const { container } = render(
      <CheckList>
        <CheckItem mark="check">Job seeker registration</CheckItem>
        <CheckItem mark="found">Typing speed</CheckItem>
        <CheckItem mark="missing">Driving licence</CheckItem>
        <CheckItem mark="pending">Office software</CheckItem>
      </CheckList>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Job seeker registration",
      "Typing speed",
      "Driving licence",
      "Office software",
    ]);
    const marks = [...container.querySelectorAll("li > :first-child")];
    expect(marks).toHaveLength(4);
    for (const mark of marks) expect(mark).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector(".lucide-check")).not.toBeNull();
    expect(container.querySelector(".lucide-circle-check")).not.toBeNull();
    expect(container.querySelector(".lucide-circle-x")).not.toBeNull();
  });
});
